import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { authCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { CreateProviderLoginHandler } from './create-provider-login.handler.js';
import { RegisterUserHandler } from './register-user.handler.js';
import { RemovePendingProviderLoginHandler } from './remove-pending-provider-login.handler.js';

@Controller()
export class AccountsController {
  constructor(
    private readonly registerUser: RegisterUserHandler,
    private readonly createProviderLogin: CreateProviderLoginHandler,
    private readonly removePendingProviderLogin: RemovePendingProviderLoginHandler,
  ) {}

  @OnCommand(authCommands.registerUser)
  register(@Payload() request: CommandRequest<typeof authCommands.registerUser>) {
    return this.registerUser.execute(request.data, request.meta);
  }

  @OnCommand(authCommands.createProviderLogin)
  providerLogin(@Payload() request: CommandRequest<typeof authCommands.createProviderLogin>) {
    return this.createProviderLogin.execute(request.data);
  }

  @OnCommand(authCommands.removePendingProviderLogin)
  removePendingLogin(@Payload() request: CommandRequest<typeof authCommands.removePendingProviderLogin>) {
    return this.removePendingProviderLogin.execute(request.data, request.meta);
  }
}
