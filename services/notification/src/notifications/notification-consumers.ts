import { Injectable, Logger } from '@nestjs/common';
import {
  bookingEvents,
  paymentEvents,
  prescriptionEvents,
  verificationEvents,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
} from '@hp/contracts';
import { OutboxRelay, type EventContext, type EventHandler } from '@hp/service-platform';
import {
  consultationApproved,
  consultationRejected,
  paymentReceived,
  prescriptionReceived,
  providerApproved,
  type NotificationDraft,
} from './notification-drafts.js';
import { NotificationsRepository, type Tx } from './notifications.repository.js';

/**
 * A durable consumer that turns one event into (at most) one notification: written in the transaction that records
 * the event as processed, so a redelivered event changes nothing; a payload that is not the event's is
 * dead-lettered by the platform. After the commit the outbox relay is nudged, so that notification.evt.created.v1
 * reaches the gateways (and the open bells) at once rather than on the relay's next poll.
 */
@Injectable() // so that the subclasses inherit its constructor's parameter types (dependency injection)
abstract class NotifyOn<E extends EventDefinition> implements EventHandler<E, Tx> {
  abstract readonly event: E;
  abstract readonly name: string;
  protected abstract draft(data: EventData<E>): NotificationDraft | undefined;
  private readonly logger = new Logger('NotificationConsumers');

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async handle(data: EventData<E>, { envelope, tx }: EventContext<EventData<E>, Tx>): Promise<void> {
    const draft = this.draft(data);
    if (!draft) return;
    const notification = await this.notifications.create(tx, draft, envelope.eventId, envelope.correlationId);
    this.logger.log(
      {
        kind: draft.kind,
        notificationId: notification._id,
        eventId: envelope.eventId,
        correlationId: envelope.correlationId,
      },
      'Notification created',
    );
  }

  afterCommit(_data: EventData<E>, _envelope: EventEnvelope<EventData<E>>): Promise<void> {
    this.relay.nudge();
    return Promise.resolve();
  }
}

@Injectable()
export class ConsultationApprovedNotifier extends NotifyOn<typeof bookingEvents.consultationApproved> {
  readonly event = bookingEvents.consultationApproved;
  readonly name = 'notify-consultation-approved';
  protected draft = consultationApproved;
}

@Injectable()
export class ConsultationRejectedNotifier extends NotifyOn<typeof bookingEvents.consultationRejected> {
  readonly event = bookingEvents.consultationRejected;
  readonly name = 'notify-consultation-rejected';
  protected draft = consultationRejected;
}

@Injectable()
export class PrescriptionReceivedNotifier extends NotifyOn<typeof prescriptionEvents.submitted> {
  readonly event = prescriptionEvents.submitted;
  readonly name = 'notify-prescription-received';
  protected draft = prescriptionReceived;
}

@Injectable()
export class ProviderApprovedNotifier extends NotifyOn<typeof verificationEvents.providerApproved> {
  readonly event = verificationEvents.providerApproved;
  readonly name = 'notify-provider-approved';
  protected draft = providerApproved;
}

@Injectable()
export class PaymentReceivedNotifier extends NotifyOn<typeof paymentEvents.paymentLinkStatus> {
  readonly event = paymentEvents.paymentLinkStatus;
  readonly name = 'notify-payment-received';
  protected draft = paymentReceived;
}

/** Every consumer of this folder, for `ServicePlatformModule.forRoot({ consumers })`. */
export const NOTIFICATION_CONSUMERS = [
  ConsultationApprovedNotifier,
  ConsultationRejectedNotifier,
  PrescriptionReceivedNotifier,
  ProviderApprovedNotifier,
  PaymentReceivedNotifier,
];
