import {
  notificationMessage,
  type ConsultationApprovedEvent,
  type ConsultationRejectedEvent,
  type NotificationKind,
  type NotificationStatus,
  type PaymentLinkStatusEvent,
  type PrescriptionSubmittedEvent,
  type ProviderApprovedEvent,
} from '@hp/contracts';

/** A notification to store: whom it is for and what it says (the English message follows from kind + values). */
export interface NotificationDraft {
  recipientId: string;
  kind: NotificationKind;
  status: NotificationStatus;
  values: Record<string, string>;
  alternativeTime?: string;
  adminNote?: string;
}

export const messageOf = (draft: Pick<NotificationDraft, 'kind' | 'values'>) =>
  notificationMessage(draft.kind, draft.values);

/** "2026-12-01, 10:00 AM": a date and a slot time as the forms show them (India time). */
const when = (date: string, time: string) => `${date}, ${time}`;

/** To the patient: approved at the time asked, or at an alternative time to accept or decline, with the note. */
export function consultationApproved(event: ConsultationApprovedEvent): NotificationDraft {
  const values = { clinic: event.clinicName, date: event.date, time: event.time };
  return {
    recipientId: event.patientId,
    kind: event.alternative ? 'consultation-alternative' : 'consultation-approved',
    status: 'approved',
    values,
    ...(event.alternative ? { alternativeTime: when(event.alternative.date, event.alternative.time) } : {}),
    ...(event.adminNote ? { adminNote: event.adminNote } : {}),
  };
}

/** To the patient, with the admin's reason as the note. */
export function consultationRejected(event: ConsultationRejectedEvent): NotificationDraft {
  return {
    recipientId: event.patientId,
    kind: 'consultation-rejected',
    status: 'rejected',
    values: { clinic: event.clinicName, date: event.date, time: event.time },
    adminNote: event.reason,
  };
}

/** To the pharmacy's or laboratory's login. */
export function prescriptionReceived(event: PrescriptionSubmittedEvent): NotificationDraft {
  return {
    recipientId: event.providerAccountId,
    kind: 'prescription-received',
    status: 'received',
    values: { patient: event.username, doctor: event.doctor },
  };
}

/** To the provider's login. */
export function providerApproved(event: ProviderApprovedEvent): NotificationDraft {
  return {
    recipientId: event.accountId,
    kind: 'provider-approved',
    status: 'approved',
    values: { name: event.name },
  };
}

const rupees = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * To the clinic login that made the link, once it is paid. Links made before the event named that login
 * (`clinicAccountId`, added later) notify nobody: undefined.
 */
export function paymentReceived(event: PaymentLinkStatusEvent): NotificationDraft | undefined {
  if (event.status !== 'paid' || !event.clinicAccountId) return undefined;
  return {
    recipientId: event.clinicAccountId,
    kind: 'payment-received',
    status: 'paid',
    values: { amount: rupees(event.amountPaise) },
  };
}
