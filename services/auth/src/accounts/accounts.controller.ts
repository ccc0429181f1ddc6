import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  RegisterUserRequestSchema,
  authSubjects,
  type RegisterUserRequest,
  type RpcRequest,
} from '@hp/contracts';
import { RpcRequestPipe } from '../platform/rpc/rpc-request.pipe.js';
import { RegisterUserHandler } from './register-user.handler.js';

@Controller()
export class AccountsController {
  constructor(private readonly registerUser: RegisterUserHandler) {}

  @MessagePattern(authSubjects.registerUser)
  register(@Payload(new RpcRequestPipe(RegisterUserRequestSchema)) request: RpcRequest<RegisterUserRequest>) {
    return this.registerUser.execute(request.data, request.meta);
  }
}
