import type { PrescriptionSubmittedEvent } from '@hp/contracts';
import type { OutgoingMail } from '@hp/service-platform';
import { lazily } from './lazily.js';
/** A presigned link to the file and when it stops working (prescription makes it at send time). */
export interface FileLink {
  url: string;
  expiresAt: Date;
}

const indianTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      timeZoneName: 'short',
    }),
);
const indianDate = lazily(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const kindLabel = { pdf: 'PDF', jpeg: 'JPG', png: 'PNG', webp: 'WEBP' } as const;
const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The e-mail a pharmacy or lab receives for a new prescription (the spec: "prescription details will arrive from
 * users directly by e-mail"): the patient's details and a link to the file that works until `link.expiresAt`.
 * Plain text: the patient's own words go in as they are, never as HTML.
 */
export function submissionMail(event: PrescriptionSubmittedEvent, link: FileLink): OutgoingMail {
  const what = event.type === 'pharmacy' ? 'prescription' : 'lab test prescription';
  return {
    to: event.providerEmail,
    subject: `New ${what} from ${event.username}`,
    text: [
      `Dear ${event.providerName},`,
      '',
      `${event.username} has sent you a ${what}.`,
      '',
      `Patient: ${event.username}`,
      `Mobile: ${event.mobile}`,
      `Doctor: ${event.doctor}`,
      `Prescribed date: ${indianDate().format(new Date(`${event.prescribedDate}T00:00:00Z`))}`,
      `File: ${event.file.fileName || 'prescription'} (${kindLabel[event.file.kind]}, ${sizeLabel(event.file.size)})`,
      '',
      `Open the ${what} (this link works until ${indianTime().format(link.expiresAt)}):`,
      link.url,
      '',
      'Your dashboard lists every prescription sent to you, with a fresh link, after you sign in.',
      '',
      `Reference: ${event.submissionId}`,
    ].join('\n'),
  };
}
