import { PaymentFormSchema, checkoutRequestFrom, type CheckoutRequestInput } from '@hp/contracts';
import { z } from 'zod/mini';
import type { Field, PaymentFields, Problem } from './paymentForm';

// The wizard's checks with the contracts' schema; loaded apart from the page (./loadPaymentChecks).

/** The first problem of `fields` in `values`, in the fields' order, and every field that has one. */
export function problemsOf(values: PaymentFields, fields: readonly Field[]): Problem | null {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<Field, true>>;
  const result = z.pick(PaymentFormSchema, mask).safeParse(values);
  if (result.success) return null;
  const invalid = new Set(result.error.issues.map((issue) => issue.path[0] as Field));
  const first = fields.find((field) => invalid.has(field)) as Field;
  const message = result.error.issues.find((issue) => issue.path[0] === first)?.message ?? '';
  return { message, invalid, first };
}

/** The checkout request the whole form makes, or undefined when a value is wrong (which steps 1 and 2 prevent). */
export function checkoutRequestOf(values: PaymentFields): CheckoutRequestInput | undefined {
  const form = PaymentFormSchema.safeParse(values);
  return form.success ? checkoutRequestFrom(form.data) : undefined;
}
