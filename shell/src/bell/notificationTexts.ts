import type { MessageDescriptor } from '@lingui/core';
import type { Notification, NotificationKind } from '@hp/contracts';

/**
 * The text of each kind, for the catalogues: the ids are the contracts' NOTIFICATION_TEMPLATES (a test keeps them
 * equal), so the server's English `message` and the bell's translation come from one template.
 */
export const notificationTexts: Record<NotificationKind, MessageDescriptor> = {
  'consultation-approved': /*i18n*/ {
    id: 'Your consultation at {clinic} on {date} at {time} has been approved.',
  },
  'consultation-alternative': /*i18n*/ {
    id: 'Your consultation at {clinic} has been approved for another time. Please accept or decline it.',
  },
  'consultation-rejected': /*i18n*/ { id: 'Your consultation request at {clinic} has been rejected.' },
  'prescription-received': /*i18n*/ { id: 'A new prescription from {patient} has arrived.' },
  'provider-approved': /*i18n*/ { id: 'Your registration as {name} has been approved. Welcome!' },
  'payment-received': /*i18n*/ { id: 'Payment of ₹{amount} received.' },
};

/** The notification's text in the page's language; a kind this bell does not know shows the server's English. */
export function textOf(
  notification: Notification,
  translate: (descriptor: MessageDescriptor, values: Record<string, string>) => string,
): string {
  const descriptor = notificationTexts[notification.kind] as MessageDescriptor | undefined;
  return descriptor ? translate(descriptor, notification.values) : notification.message;
}
