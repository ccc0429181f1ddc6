import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  CreatePaymentLinkRequestSchema,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_MIN_RUPEES,
  type CreatePaymentLinkRequest,
} from '@hp/contracts';
import { contractResolver, markedText } from '@hp/ui';
import { paymentLinkRequest, type LinkedConsultation, type PaymentLinkValues } from './paymentLinkRequest';

export * from './paymentLinkRequest';

/** The dialog's fields, by the request's path that each one fills. */
const FIELD_OF: Record<string, keyof PaymentLinkValues> = {
  amount: 'amount',
  expire_by: 'expiryDate',
  description: 'description',
  customer: 'email',
  'customer.email_id': 'email',
  'customer.mobile_number': 'phone',
  allowed_payment_methods: 'methods',
  product_details: 'productName',
};

/** Each message the schema gives, by its path (`customer.email_id`), in the request's order. */
function flatten(errors: Record<string, unknown>, prefix = ''): [string, string][] {
  const found: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as FieldError).message;
    if (typeof message === 'string') found.push([path, message]);
    else found.push(...flatten(value as Record<string, unknown>, path));
  }
  return found;
}

/** The field a request path's message belongs under (the request's nearest path the dialog has a field for). */
export function fieldOfRequestPath(path: string): keyof PaymentLinkValues | 'root' {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  for (let length = parts.length; length > 0; length -= 1) {
    const field = FIELD_OF[parts.slice(0, length).join('.')];
    if (field) return field;
  }
  return 'root';
}

const schemaResolver = contractResolver(CreatePaymentLinkRequestSchema);

/**
 * Checks the dialog with `CreatePaymentLinkRequestSchema` (the server's own rules and messages) on the request it would
 * send; each message lands under the field that made it, the amount's as the field's own 'Minimum amount is ₹1.00'.
 * The submit receives the request to send.
 */
export const paymentLinkResolver =
  (consultation: LinkedConsultation): Resolver<PaymentLinkValues, unknown, CreatePaymentLinkRequest> =>
  async (values, context, options) => {
    const request = paymentLinkRequest(values, consultation);
    const result = await schemaResolver(
      request,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    if (!result.errors || Object.keys(result.errors).length === 0) {
      // The request as built (the server applies the defaults itself), not the schema's output.
      return { values: request, errors: {} };
    }
    const errors: FieldErrors<PaymentLinkValues> = {};
    for (const [path, message] of flatten(result.errors)) {
      const field = fieldOfRequestPath(path);
      if (errors[field]) continue;
      const shown = field === 'amount' ? PAYMENT_LINK_MESSAGES.amountMin : message;
      (errors as Record<string, FieldError>)[field] = { type: 'validate', message: shown };
    }
    return { values: {}, errors };
  };

/** The spec's toast for a refused form: its title, and the rule's message (the first field's, in the form's order). */
export function invalidFormToast(errors: FieldErrors<PaymentLinkValues>): { title: string; message: string } {
  if (errors.amount)
    return {
      title: markedText(/*i18n*/ { id: 'Invalid Amount' }),
      message: PAYMENT_LINK_MESSAGES.amount,
    };
  if (errors.expiryDate)
    return {
      title: markedText(/*i18n*/ { id: 'Invalid Expiry Date' }),
      message: errors.expiryDate.message ?? PAYMENT_LINK_MESSAGES.expiryPast,
    };
  if (errors.email || errors.phone)
    return {
      title: markedText(/*i18n*/ { id: 'Missing Customer Info' }),
      message: PAYMENT_LINK_MESSAGES.customer,
    };
  if (errors.methods)
    return {
      title: markedText(/*i18n*/ { id: 'No Payment Methods' }),
      message: PAYMENT_LINK_MESSAGES.methods,
    };
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  return {
    title: markedText(/*i18n*/ { id: 'Payment Link Error' }),
    message: first?.message ?? markedText(/*i18n*/ { id: 'Failed to generate payment link' }),
  };
}

/** The spec's rule for the Generate button: not while busy, without a method, an amount of at least ₹1, e-mail and phone. */
export const mayGenerate = (values: Pick<PaymentLinkValues, 'amount' | 'email' | 'phone' | 'methods'>) =>
  values.methods.length > 0 &&
  values.amount.trim() !== '' &&
  Number(values.amount) >= PAYMENT_LINK_MIN_RUPEES &&
  values.email.trim() !== '' &&
  values.phone.trim() !== '';
