import { Injectable } from '@nestjs/common';
import {
  authEventDefinitions,
  bookingEvents,
  type ConsultationAlternativeSettledEvent,
  type ConsultationApprovedEvent,
  type ConsultationCancelledEvent,
  type ConsultationRejectedEvent,
  type UserRegisteredEvent,
} from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import { ReminderLinks } from './reminder-links.js';
import { RemindersRepository, type ConsultationFacts, type Tx } from './reminders.repository.js';

// Durable consumers that keep the reminders' schedule: each writes through the transaction that records the event
// id, so a duplicate changes nothing.

type Base = Pick<
  ConsultationApprovedEvent,
  'consultationId' | 'patientId' | 'clinicName' | 'fullName' | 'phoneNumber' | 'date' | 'time' | 'startsAt'
>;

const factsOf = (event: Base, at?: { date: string; time: string; startsAt: string }): ConsultationFacts => ({
  consultationId: event.consultationId,
  patientId: event.patientId,
  clinicName: event.clinicName,
  fullName: event.fullName,
  phone: event.phoneNumber,
  date: at?.date ?? event.date,
  time: at?.time ?? event.time,
  startsAt: new Date(at?.startsAt ?? event.startsAt),
});

/**
 * booking.evt.consultation-approved.v1: approved at the time asked gets its reminders now; approved with an
 * alternative time waits for the patient's acceptance (alternative-accepted).
 */
@Injectable()
export class ApprovedReminderConsumer implements EventHandler<typeof bookingEvents.consultationApproved, Tx> {
  readonly event = bookingEvents.consultationApproved;
  readonly name = 'reminders-approved';
  constructor(
    private readonly reminders: RemindersRepository,
    private readonly links: ReminderLinks,
  ) {}

  async handle(event: ConsultationApprovedEvent, { tx }: EventContext<ConsultationApprovedEvent, Tx>) {
    if (event.alternative) return;
    const link = this.links.hashOf(this.links.tokenOf(event.consultationId));
    await this.reminders.schedule(tx, factsOf(event), link, new Date());
  }
}

/** booking.evt.consultation-alternative-accepted.v1: reminders for the alternative time. */
@Injectable()
export class AlternativeAcceptedReminderConsumer implements EventHandler<
  typeof bookingEvents.alternativeAccepted,
  Tx
> {
  readonly event = bookingEvents.alternativeAccepted;
  readonly name = 'reminders-alternative-accepted';
  constructor(
    private readonly reminders: RemindersRepository,
    private readonly links: ReminderLinks,
  ) {}

  async handle(
    event: ConsultationAlternativeSettledEvent,
    { tx }: EventContext<ConsultationAlternativeSettledEvent, Tx>,
  ) {
    const link = this.links.hashOf(this.links.tokenOf(event.consultationId));
    await this.reminders.schedule(tx, factsOf(event, event.alternative), link, new Date());
  }
}

type Cancelling =
  | typeof bookingEvents.consultationRejected
  | typeof bookingEvents.alternativeDeclined
  | typeof bookingEvents.alternativeExpired
  | typeof bookingEvents.consultationCancelled;

/** Rejected, alternative declined or lapsed, cancelled by the patient: the reminders not sent yet are cancelled. */
abstract class CancellingConsumer<E extends Cancelling> {
  abstract readonly event: E;
  abstract readonly name: string;
  constructor(
    private readonly reminders: RemindersRepository,
    private readonly links: ReminderLinks,
  ) {}

  async handle(
    event: ConsultationRejectedEvent | ConsultationAlternativeSettledEvent | ConsultationCancelledEvent,
    { tx }: EventContext<unknown, Tx>,
  ) {
    const link = this.links.hashOf(this.links.tokenOf(event.consultationId));
    await this.reminders.close(tx, factsOf(event), link, new Date());
  }
}

@Injectable()
export class RejectedReminderConsumer
  extends CancellingConsumer<typeof bookingEvents.consultationRejected>
  implements EventHandler<typeof bookingEvents.consultationRejected, Tx>
{
  readonly event = bookingEvents.consultationRejected;
  readonly name = 'reminders-rejected';
  constructor(reminders: RemindersRepository, links: ReminderLinks) {
    super(reminders, links);
  }
}

@Injectable()
export class AlternativeDeclinedReminderConsumer
  extends CancellingConsumer<typeof bookingEvents.alternativeDeclined>
  implements EventHandler<typeof bookingEvents.alternativeDeclined, Tx>
{
  readonly event = bookingEvents.alternativeDeclined;
  readonly name = 'reminders-alternative-declined';
  constructor(reminders: RemindersRepository, links: ReminderLinks) {
    super(reminders, links);
  }
}

@Injectable()
export class AlternativeExpiredReminderConsumer
  extends CancellingConsumer<typeof bookingEvents.alternativeExpired>
  implements EventHandler<typeof bookingEvents.alternativeExpired, Tx>
{
  readonly event = bookingEvents.alternativeExpired;
  readonly name = 'reminders-alternative-expired';
  constructor(reminders: RemindersRepository, links: ReminderLinks) {
    super(reminders, links);
  }
}

@Injectable()
export class CancelledReminderConsumer
  extends CancellingConsumer<typeof bookingEvents.consultationCancelled>
  implements EventHandler<typeof bookingEvents.consultationCancelled, Tx>
{
  readonly event = bookingEvents.consultationCancelled;
  readonly name = 'reminders-cancelled';
  constructor(reminders: RemindersRepository, links: ReminderLinks) {
    super(reminders, links);
  }
}

/** auth.evt.user-registered.v1: the patient's e-mail address, for the reminder's mail. */
@Injectable()
export class ContactConsumer implements EventHandler<typeof authEventDefinitions.userRegistered, Tx> {
  readonly event = authEventDefinitions.userRegistered;
  readonly name = 'contacts';
  constructor(private readonly reminders: RemindersRepository) {}

  async handle(event: UserRegisteredEvent, { tx }: EventContext<UserRegisteredEvent, Tx>) {
    await this.reminders.saveContact(tx, {
      userId: event.userId,
      name: event.name,
      email: event.email,
      phone: event.phone,
    });
  }
}

export const REMINDER_CONSUMERS = [
  ApprovedReminderConsumer,
  AlternativeAcceptedReminderConsumer,
  RejectedReminderConsumer,
  AlternativeDeclinedReminderConsumer,
  AlternativeExpiredReminderConsumer,
  CancelledReminderConsumer,
  ContactConsumer,
] as const;
