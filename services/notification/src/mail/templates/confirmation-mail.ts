import type { EnquiryKind } from '@hp/contracts';
import type { OutgoingMail } from '@hp/service-platform';

const subjects: Record<EnquiryKind, string> = {
  appointment: 'We received your appointment request',
  insurance: 'We received your health-insurance quote request',
  feedback: 'Thank you for your feedback',
  consultation: 'We received your consultation request',
};

const bodies: Record<EnquiryKind, string> = {
  appointment: 'Our team will call you within 2 hours to confirm your appointment.',
  insurance: 'Our insurance specialists will contact you within 24 hours with your options.',
  feedback: 'We appreciate your message and will get back to you soon.',
  consultation: 'Our team will call you to confirm the date and time of your consultation.',
};

/** The confirmation an enquirer receives when the form gave an e-mail address. */
export function confirmationMail(
  to: string,
  name: string,
  kind: EnquiryKind,
  reference: string,
): OutgoingMail {
  return {
    to,
    subject: subjects[kind],
    text: [`Dear ${name},`, '', bodies[kind], '', `Your reference: ${reference}`].join('\n'),
  };
}
