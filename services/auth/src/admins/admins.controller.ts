import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { authCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { CreateAdminRegistrationCodeHandler } from './create-admin-registration-code.handler.js';
import { RegisterAdminHandler } from './register-admin.handler.js';

@Controller()
export class AdminsController {
  constructor(
    private readonly registerAdminHandler: RegisterAdminHandler,
    private readonly createCodeHandler: CreateAdminRegistrationCodeHandler,
  ) {}

  @OnCommand(authCommands.registerAdmin)
  registerAdmin(@Payload() request: CommandRequest<typeof authCommands.registerAdmin>) {
    return this.registerAdminHandler.execute(request.data);
  }

  @OnCommand(authCommands.createAdminRegistrationCode)
  createRegistrationCode(
    @Payload() request: CommandRequest<typeof authCommands.createAdminRegistrationCode>,
  ) {
    return this.createCodeHandler.execute(request.meta);
  }
}
