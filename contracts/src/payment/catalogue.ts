/**
 * What can be paid for, and at what price: the one table the browser and the payment service both read. The
 * server takes a catalogue service's price from here whatever the browser sent; `custom` is the one service
 * whose amount the visitor types (at least ₹100).
 *
 * The first seven rows are the spec's service catalogue (public-site.md, section 3); `membership-annual` is the
 * ₹2000 annual membership (section 9), paid through the same checkout.
 */
export const PAYMENT_SERVICES = [
  { value: 'dental-checkup', label: 'Dental Checkup', priceRupees: 500 },
  { value: 'root-canal', label: 'Root Canal Treatment', priceRupees: 5000 },
  { value: 'teeth-whitening', label: 'Teeth Whitening', priceRupees: 3000 },
  { value: 'teeth-cleaning', label: 'Professional Cleaning', priceRupees: 1500 },
  { value: 'orthodontics', label: 'Orthodontic Treatment', priceRupees: 15000 },
  { value: 'extraction', label: 'Tooth Extraction', priceRupees: 2000 },
  { value: 'custom', label: 'Custom Amount', priceRupees: null },
  { value: 'membership-annual', label: 'Annual Membership', priceRupees: 2000 },
] as const satisfies ReadonlyArray<{ value: string; label: string; priceRupees: number | null }>;

export type PaymentService = (typeof PAYMENT_SERVICES)[number]['value'];

export const PAYMENT_SERVICE_VALUES = PAYMENT_SERVICES.map((service) => service.value) as [
  PaymentService,
  ...PaymentService[],
];

/** The smallest amount a visitor may pay online, in rupees (section 9). */
export const MIN_PAYMENT_RUPEES = 100;

const entryOf = (service: string) => PAYMENT_SERVICES.find((entry) => entry.value === service);

/** The catalogue's price of `service` in rupees; null for `custom` (the visitor's amount) and unknown values. */
export function catalogueRupees(service: string): number | null {
  return entryOf(service)?.priceRupees ?? null;
}

/** What the catalogue calls `service` ('Dental Checkup'), for Plural's order notes and the receipt; else the value. */
export const serviceLabel = (service: string): string => entryOf(service)?.label ?? service;

/** Plural counts in paise (1 rupee = 100 paise). */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);
