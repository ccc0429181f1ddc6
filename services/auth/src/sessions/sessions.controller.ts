import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminLoginRequestSchema,
  LoginCommandSchema,
  LogoutCommandSchema,
  RefreshCommandSchema,
  authSubjects,
  type AdminLoginRequest,
  type LoginCommand,
  type LogoutCommand,
  type RefreshCommand,
  type RpcRequest,
} from '@hp/contracts';
import { RpcRequestPipe } from '../platform/rpc/rpc-request.pipe.js';
import { LoginAdminHandler } from './login-admin.handler.js';
import { LoginHandler } from './login.handler.js';
import { LogoutHandler } from './logout.handler.js';
import { RefreshSessionHandler } from './refresh-session.handler.js';

@Controller()
export class SessionsController {
  constructor(
    private readonly loginHandler: LoginHandler,
    private readonly loginAdminHandler: LoginAdminHandler,
    private readonly refreshHandler: RefreshSessionHandler,
    private readonly logoutHandler: LogoutHandler,
  ) {}

  @MessagePattern(authSubjects.login)
  login(@Payload(new RpcRequestPipe(LoginCommandSchema)) request: RpcRequest<LoginCommand>) {
    return this.loginHandler.execute(request.data);
  }

  @MessagePattern(authSubjects.loginAdmin)
  loginAdmin(@Payload(new RpcRequestPipe(AdminLoginRequestSchema)) request: RpcRequest<AdminLoginRequest>) {
    return this.loginAdminHandler.execute(request.data);
  }

  @MessagePattern(authSubjects.refresh)
  refresh(@Payload(new RpcRequestPipe(RefreshCommandSchema)) request: RpcRequest<RefreshCommand>) {
    return this.refreshHandler.execute(request.data);
  }

  @MessagePattern(authSubjects.logout)
  logout(@Payload(new RpcRequestPipe(LogoutCommandSchema)) request: RpcRequest<LogoutCommand>) {
    return this.logoutHandler.execute(request.data, request.meta);
  }
}
