import { Inject, Injectable } from '@nestjs/common';
import { authEventDefinitions, type MembershipActivatedEvent } from '@hp/contracts';
import { Mailer, SERVICE_CONFIG, type EventHandler } from '@hp/service-platform';
import type { AuthConfig } from '../config.js';
import { membershipMail, senderName } from './membership-mail.js';

/**
 * Confirms a membership by e-mail: a durable consumer of auth's own membership-activated event, so an SMTP
 * failure is retried later and never undoes (or holds up) the activation.
 */
@Injectable()
export class MembershipMailConsumer implements EventHandler<
  typeof authEventDefinitions.membershipActivated,
  unknown
> {
  readonly event = authEventDefinitions.membershipActivated;
  readonly name = 'membership-mail';
  private readonly brand: string | null;

  constructor(
    private readonly mailer: Mailer,
    @Inject(SERVICE_CONFIG) config: Pick<AuthConfig, 'MAIL_FROM'>,
  ) {
    this.brand = senderName(config.MAIL_FROM);
  }

  async handle(event: MembershipActivatedEvent): Promise<void> {
    await this.mailer.send(membershipMail(event, this.brand));
  }
}
