import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  RegisterAdminRequestSchema,
  authSubjects,
  type RegisterAdminRequest,
  type RpcRequest,
} from '@hp/contracts';
import { NoDataSchema } from '../platform/rpc/no-data.js';
import { RpcRequestPipe } from '../platform/rpc/rpc-request.pipe.js';
import { CreateAdminRegistrationCodeHandler } from './create-admin-registration-code.handler.js';
import { RegisterAdminHandler } from './register-admin.handler.js';

@Controller()
export class AdminsController {
  constructor(
    private readonly registerAdminHandler: RegisterAdminHandler,
    private readonly createCodeHandler: CreateAdminRegistrationCodeHandler,
  ) {}

  @MessagePattern(authSubjects.registerAdmin)
  registerAdmin(
    @Payload(new RpcRequestPipe(RegisterAdminRequestSchema)) request: RpcRequest<RegisterAdminRequest>,
  ) {
    return this.registerAdminHandler.execute(request.data);
  }

  @MessagePattern(authSubjects.createAdminRegistrationCode)
  createRegistrationCode(@Payload(new RpcRequestPipe(NoDataSchema)) request: RpcRequest<object>) {
    return this.createCodeHandler.execute(request.meta);
  }
}
