import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ActivateMembershipConsumer } from './activate-membership.consumer.js';
import { GetMembershipHandler } from './get-membership.handler.js';
import { MembershipController } from './membership.controller.js';
import { MembershipsRepository } from './memberships.repository.js';

@Module({
  imports: [AccountsModule],
  controllers: [MembershipController],
  providers: [MembershipsRepository, GetMembershipHandler, ActivateMembershipConsumer],
})
export class MembershipModule {}
