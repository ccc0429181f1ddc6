import type { MembershipActivatedEvent } from '@hp/contracts';
import type { OutgoingMail } from '@hp/service-platform';
import { lazily } from './lazily.js';

const indianDate = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** A date as patients in India read it: "23 November 2027" (the day in India). */
export const dateInIndia = (iso: string) => indianDate().format(new Date(iso));

/**
 * The name the mails go out under: the display name of MAIL_FROM ("HealthPlus Care <no-reply@...>"), so the
 * text names the brand the sender line shows. Null when MAIL_FROM is a bare address.
 */
export function senderName(mailFrom: string): string | null {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  return name || null;
}

/**
 * The confirmation a buyer receives when a paid order made them a member: a new membership says until when it is
 * active; an extension says so, with the end before it.
 */
export function membershipMail(event: MembershipActivatedEvent, brand: string | null): OutgoingMail {
  const membership = brand ? `${brand} membership` : 'membership';
  const until = dateInIndia(event.activeUntil);
  const news = event.previousActiveUntil
    ? `Your ${membership} has been extended until ${until}, previously until ${dateInIndia(event.previousActiveUntil)}.`
    : `Your ${membership} is active until ${until}.`;
  return {
    to: event.email,
    subject: event.previousActiveUntil ? 'Your membership has been extended' : 'Your membership is active',
    text: [
      `Dear ${event.name},`,
      '',
      `Thank you for your payment. ${news}`,
      '',
      `Your order reference: ${event.orderReference}`,
    ].join('\n'),
  };
}
