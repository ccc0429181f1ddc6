import { Injectable } from '@nestjs/common';
import { Role, type MembershipResponse } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { normalisedEmail } from './membership-activation.js';
import { MembershipsRepository } from './memberships.repository.js';

/**
 * auth.query.membership.v1: the signed-in patient's membership, found by their account's e-mail (so a membership
 * paid for before the account existed shows too), or null when they have none or it has ended.
 */
@Injectable()
export class GetMembershipHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly memberships: MembershipsRepository,
  ) {}

  async execute(meta: RpcMeta, now = new Date()): Promise<MembershipResponse> {
    // The gateway checks the role as well; a service does not rely on its callers for that.
    if (!meta.actor) throw new DomainError('AUTH.UNAUTHENTICATED');
    if (meta.actor.role !== Role.User) throw new DomainError('AUTH.FORBIDDEN');
    const account = await this.accounts.findById(meta.actor.id);
    // A valid token of an account that is gone: the caller is no longer anyone.
    if (!account) throw new DomainError('AUTH.UNAUTHENTICATED');
    const membership =
      account.email && (await this.memberships.findActive(normalisedEmail(account.email), now));
    return {
      membership: membership
        ? {
            memberSince: membership.memberSince.toISOString(),
            activeUntil: membership.activeUntil.toISOString(),
          }
        : null,
    };
  }
}
