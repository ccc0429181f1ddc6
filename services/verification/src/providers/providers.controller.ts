import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { verificationCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { RegisterProviderHandler } from './register-provider.handler.js';
import { ReviewHandlers } from './review.handlers.js';

@Controller()
export class ProvidersController {
  constructor(
    private readonly registration: RegisterProviderHandler,
    private readonly review: ReviewHandlers,
  ) {}

  @OnCommand(commands.registerProvider)
  register(@Payload() { data, meta }: CommandRequest<typeof commands.registerProvider>) {
    return this.registration.execute(data, meta);
  }

  @OnCommand(commands.pendingProviders)
  pending(@Payload() { meta }: CommandRequest<typeof commands.pendingProviders>) {
    return this.review.pending(meta);
  }

  @OnCommand(commands.listProviders)
  list(@Payload() { data, meta }: CommandRequest<typeof commands.listProviders>) {
    return this.review.list(data, meta);
  }

  @OnCommand(commands.getProvider)
  get(@Payload() { data, meta }: CommandRequest<typeof commands.getProvider>) {
    return this.review.get(data.id, meta);
  }

  @OnCommand(commands.openReview)
  open(@Payload() { data, meta }: CommandRequest<typeof commands.openReview>) {
    return this.review.open(data.id, meta);
  }

  @OnCommand(commands.saveReview)
  save(@Payload() { data, meta }: CommandRequest<typeof commands.saveReview>) {
    return this.review.save(data, meta);
  }

  @OnCommand(commands.decide)
  decide(@Payload() { data, meta }: CommandRequest<typeof commands.decide>) {
    return this.review.decide(data, meta);
  }
}
