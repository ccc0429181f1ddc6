import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { authCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { GetMembershipHandler } from './get-membership.handler.js';

@Controller()
export class MembershipController {
  constructor(private readonly getMembership: GetMembershipHandler) {}

  @OnCommand(authCommands.membership)
  membership(@Payload() request: CommandRequest<typeof authCommands.membership>) {
    return this.getMembership.execute(request.meta);
  }
}
