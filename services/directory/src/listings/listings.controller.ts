import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { directoryCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { ApprovedProvidersHandler } from './approved-providers.handler.js';
import { PublishedProvidersHandler } from './published-providers.handler.js';

@Controller()
export class ListingsController {
  constructor(
    private readonly approvedProviders: ApprovedProvidersHandler,
    private readonly publishedProviders: PublishedProvidersHandler,
  ) {}

  @OnCommand(commands.approvedProviders)
  list(@Payload() { data }: CommandRequest<typeof commands.approvedProviders>) {
    return this.approvedProviders.execute(data);
  }

  @OnCommand(commands.publishedProviders)
  published(@Payload() { data }: CommandRequest<typeof commands.publishedProviders>) {
    return this.publishedProviders.page(data);
  }

  @OnCommand(commands.publishedProviderRanges)
  publishedRanges(@Payload() { data }: CommandRequest<typeof commands.publishedProviderRanges>) {
    return this.publishedProviders.ranges(data);
  }
}
