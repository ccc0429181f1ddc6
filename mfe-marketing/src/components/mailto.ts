import { brand } from '@hp/shell-sdk';

/**
 * `mailto:` link with a subject and body. Encoded with encodeURIComponent (spaces as %20, line breaks as %0D%0A),
 * which every mail client reads; `URLSearchParams` would write spaces as "+", which many show literally.
 */
export function mailtoHref(to: string, { subject, body }: { subject?: string; body?: string } = {}) {
  const fields = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}` : '',
  ].filter(Boolean);
  return `mailto:${to}${fields.length > 0 ? `?${fields.join('&')}` : ''}`;
}

/**
 * The spec's pre-filled e-mail (section 7.6) behind both the Membership Plans button (/membership) and the
 * Insurance Support button (/insurance): to the provider, subject Membership Plans Inquiry, asking for the
 * membership plans' details. It stays in English whatever the page's language, since the provider's team reads it.
 */
export const MEMBERSHIP_INQUIRY_SUBJECT = 'Membership Plans Inquiry';
export const MEMBERSHIP_INQUIRY_BODY = [
  'Hello,',
  '',
  'I would like to know more about your membership plans. Please send me the details of the plans: the benefits, the price and how to join.',
  '',
  'Thank you.',
].join('\n');

export const membershipInquiryHref = () =>
  mailtoHref(brand.email, { subject: MEMBERSHIP_INQUIRY_SUBJECT, body: MEMBERSHIP_INQUIRY_BODY });
