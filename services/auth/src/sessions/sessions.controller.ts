import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { authCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
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

  @OnCommand(authCommands.login)
  login(@Payload() request: CommandRequest<typeof authCommands.login>) {
    return this.loginHandler.execute(request.data);
  }

  @OnCommand(authCommands.loginAdmin)
  loginAdmin(@Payload() request: CommandRequest<typeof authCommands.loginAdmin>) {
    return this.loginAdminHandler.execute(request.data);
  }

  @OnCommand(authCommands.refresh)
  refresh(@Payload() request: CommandRequest<typeof authCommands.refresh>) {
    return this.refreshHandler.execute(request.data);
  }

  @OnCommand(authCommands.logout)
  logout(@Payload() request: CommandRequest<typeof authCommands.logout>) {
    return this.logoutHandler.execute(request.data, request.meta);
  }
}
