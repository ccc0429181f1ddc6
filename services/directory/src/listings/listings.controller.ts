import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { directoryCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { ApprovedProvidersHandler } from './approved-providers.handler.js';

@Controller()
export class ListingsController {
  constructor(private readonly approvedProviders: ApprovedProvidersHandler) {}

  @OnCommand(commands.approvedProviders)
  list(@Payload() { data }: CommandRequest<typeof commands.approvedProviders>) {
    return this.approvedProviders.execute(data);
  }
}
