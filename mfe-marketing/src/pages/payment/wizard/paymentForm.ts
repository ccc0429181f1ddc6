import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CatalogueEntry, PaymentCountry } from '@hp/contracts';
import { ApiError } from '@hp/shell-sdk';
import { translated } from '../../../components/enquiries/formText';

/** What the wizard's fields hold, as typed ('' while empty or not chosen). */
export interface PaymentFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: PaymentCountry;
  service: string;
  amount: string;
  notes: string;
}

export const EMPTY_PAYMENT: PaymentFields = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  country: 'INDIA',
  service: '',
  amount: '',
  notes: '',
};

export type Field = keyof PaymentFields;
export type Step = 1 | 2 | 3;

/** The fields each of the first two steps checks (step 3 checks the terms, then everything). */
export const STEP_FIELDS: Record<1 | 2, readonly Field[]> = {
  1: ['firstName', 'lastName', 'email', 'mobile', 'address', 'city', 'state', 'pincode', 'country'],
  2: ['service', 'amount', 'notes'],
};

export const STEPS: readonly { title: MessageDescriptor; panel: MessageDescriptor }[] = [
  { title: /*i18n*/ { id: 'Patient Details' }, panel: /*i18n*/ { id: 'Patient Information' } },
  { title: /*i18n*/ { id: 'Payment Details' }, panel: /*i18n*/ { id: 'Payment Information' } },
  { title: /*i18n*/ { id: 'Confirmation' }, panel: /*i18n*/ { id: 'Order Summary' } },
];

/**
 * The catalogue's services in the page's language, by value. The payment service's catalogue decides which services
 * and prices there are; one it adds before this list knows it shows under the catalogue's own (English) label.
 */
const SERVICE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  'dental-checkup': /*i18n*/ { id: 'Dental Checkup' },
  'root-canal': /*i18n*/ { id: 'Root Canal Treatment' },
  'teeth-whitening': /*i18n*/ { id: 'Teeth Whitening' },
  'teeth-cleaning': /*i18n*/ { id: 'Professional Cleaning' },
  orthodontics: /*i18n*/ { id: 'Orthodontic Treatment' },
  extraction: /*i18n*/ { id: 'Tooth Extraction' },
  custom: /*i18n*/ { id: 'Custom Amount' },
  'membership-annual': /*i18n*/ { id: 'Annual Membership' },
};

export const serviceLabelOf = (i18n: I18n, entry: CatalogueEntry) => {
  const label = SERVICE_LABELS[entry.value];
  return label ? i18n._(label) : entry.label;
};

export const COUNTRY_LABELS: Record<PaymentCountry, MessageDescriptor> = {
  INDIA: /*i18n*/ { id: 'India' },
  USA: /*i18n*/ { id: 'USA' },
  UK: /*i18n*/ { id: 'UK' },
  CANADA: /*i18n*/ { id: 'Canada' },
};

export const TERMS_MESSAGE = /*i18n*/ { id: 'Please accept the terms and conditions' };

/** Rupees as the page shows them: ₹15,000 (Indian digit grouping, up to two decimals). */
export const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

/**
 * What the red box says: a validation message (English id) with the fields it marks invalid, or why the checkout
 * could not start.
 */
export type WizardError =
  | { kind: 'message'; id: string; invalid?: ReadonlySet<Field> }
  | { kind: 'initialization'; reason: string | undefined }
  | { kind: 'network' };

export const NO_FIELDS: ReadonlySet<Field> = new Set();

export function errorText(i18n: I18n, error: WizardError): string {
  switch (error.kind) {
    case 'message':
      return translated(i18n, error.id) ?? error.id;
    case 'initialization':
      return i18n._('Payment initialization failed: {reason}', {
        reason: translated(i18n, error.reason) ?? i18n._('Unknown error'),
      });
    case 'network':
      return i18n._('Network error occurred. Please try again.');
  }
}

/** A step's first problem (an English message id), with every field of the step that has one. */
export interface Problem {
  message: string;
  invalid: ReadonlySet<Field>;
  first: Field;
}

/** Why the checkout call failed, as the red box says it. */
export function checkoutFailure(error: unknown): WizardError {
  if (error instanceof ApiError) return { kind: 'initialization', reason: error.message || undefined };
  return { kind: 'network' };
}
