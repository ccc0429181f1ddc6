import {
  addDays,
  DEFAULT_PAYMENT_LINK_METHODS,
  PAYMENT_LINK_CATEGORIES,
  PAYMENT_LINK_DIALOG_EXPIRY_DAYS,
  PAYMENT_LINK_MAX_DAYS,
  todayInIndia,
  type Consultation,
  type CreatePaymentLinkRequest,
  type PaymentLinkMethod,
} from '@hp/contracts';

/*
 * The Generate Payment Link dialog's values and the spec's payment link request made from them: plain functions of
 * the contracts only (the Pact consumer test records what they build).
 */

/** The consultation a link is made for: what the dialog and the request read of it. */
export type LinkedConsultation = Pick<
  Consultation,
  'id' | 'fullName' | 'phoneNumber' | 'purpose' | 'serviceType'
> & { service: Pick<Consultation['service'], 'id'> };

export type PaymentLinkCategory = (typeof PAYMENT_LINK_CATEGORIES)[number];

/** What the Generate Payment Link dialog holds (the spec's form): rupees and the date as typed. */
export interface PaymentLinkValues {
  amount: string;
  /** YYYY-MM-DD (India's calendar), or '' for the server's 15 minutes. */
  expiryDate: string;
  description: string;
  email: string;
  phone: string;
  productName: string;
  category: PaymentLinkCategory;
  methods: PaymentLinkMethod[];
}

const DAY_MS = 86_400_000;
/** The last day's link ends this much before "180 days from now", so that the server's clock, later, still agrees. */
const LAST_DAY_MARGIN_MS = 5 * 60_000;

/** The dialog's first values: expiry 30 days ahead, category Healthcare, methods CARD and UPI. */
export const paymentLinkDefaults = (now = new Date()): PaymentLinkValues => ({
  amount: '',
  expiryDate: addDays(todayInIndia(now), PAYMENT_LINK_DIALOG_EXPIRY_DAYS),
  description: '',
  email: '',
  phone: '',
  productName: '',
  category: 'Healthcare',
  methods: [...DEFAULT_PAYMENT_LINK_METHODS],
});

/** The date box's range: today to 180 days ahead. */
export const expiryDateRange = (now = new Date()) => ({
  min: todayInIndia(now),
  max: addDays(todayInIndia(now), PAYMENT_LINK_MAX_DAYS),
});

/**
 * The chosen day as `expire_by`: the end of that day in India, except that the 180th day ends 180 days from now
 * (the limit is counted from this instant). A day outside the range stays outside, for the schema's message.
 */
export function expireByOf(date: string, now = new Date()): string | undefined {
  if (!date) return undefined;
  const endOfDay = Date.parse(`${date}T23:59:59.000+05:30`);
  if (Number.isNaN(endOfDay)) return date;
  const { max } = expiryDateRange(now);
  const latest = now.getTime() + PAYMENT_LINK_MAX_DAYS * DAY_MS - LAST_DAY_MARGIN_MS;
  return new Date(date <= max ? Math.min(endOfDay, latest) : endOfDay).toISOString();
}

/** A mobile number as typed ('+91 98765 43210', '098765 43210') as the 10 digits Plural takes. */
export function mobileDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Paise from rupees as typed; nothing for an empty box (NaN for text that is no number: the schema says so). */
export function paiseOf(amount: string): number | undefined {
  if (amount.trim() === '') return undefined;
  return Math.round(Number(amount) * 100);
}

/** The spec's product code: the product's name lower-cased, with underscores (the category's when it has none). */
export function productCodeOf(name: string, category: string): string {
  const code = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 50);
  return code(name) || code(category) || 'product';
}

/**
 * The description's placeholder (the spec's: the service type and the name), as the server words the description it
 * gives a link sent without one.
 */
export const defaultDescription = (consultation: LinkedConsultation) =>
  `${consultation.serviceType} consultation for ${consultation.fullName}`;

/** The spec's reference: 'CL', the tails of the clinic's and the consultation's ids, a timestamp (the server makes its own). */
export const linkReference = (consultation: LinkedConsultation, now = new Date()) =>
  `CL${consultation.service.id.replace(/-/g, '').slice(-8)}${consultation.id.replace(/-/g, '').slice(-8)}${now.getTime().toString(36)}`;

/** The spec's payment link request from the dialog's values, for `consultation`. */
export function paymentLinkRequest(
  values: PaymentLinkValues,
  consultation: LinkedConsultation,
  now = new Date(),
): CreatePaymentLinkRequest {
  const value = paiseOf(values.amount);
  const [firstName = '', ...rest] = consultation.fullName.trim().split(/\s+/);
  const productName = values.productName.trim();
  const expireBy = expireByOf(values.expiryDate, now);
  const description = values.description.trim();
  return {
    amount: { value: value as number, currency: 'INR' },
    // Without one, the server writes the placeholder's text.
    ...(description ? { description } : {}),
    ...(expireBy ? { expire_by: expireBy } : {}),
    allowed_payment_methods: values.methods,
    merchant_payment_link_reference: linkReference(consultation, now),
    customer: {
      email_id: values.email,
      mobile_number: mobileDigits(values.phone),
      first_name: firstName.slice(0, 50),
      ...(rest.length ? { last_name: rest.join(' ').slice(0, 50) } : {}),
      customer_id: consultation.id,
      country_code: '91',
    },
    merchant_metadata: {
      requestId: consultation.id,
      serviceType: consultation.serviceType,
      purpose: consultation.purpose.slice(0, 500),
      clinicId: consultation.service.id,
      entityType: 'clinic',
    },
    ...(productName
      ? {
          product_details: [
            {
              product_code: productCodeOf(productName, values.category),
              product_amount: { value: value as number, currency: 'INR' },
              product_coupon_discount_amount: { value: 0, currency: 'INR' },
            },
          ],
        }
      : {}),
  };
}
