import type { CatalogueEntry } from '@hp/contracts';

/**
 * What can be paid for, and at what price: the payment service's own list. It serves it to the browser
 * (payment.query.catalogue.v1, GET /api/payment/catalogue) and prices every checkout from it, whatever the browser
 * sent, so a price change is this service's release alone. `custom` is the one service whose amount the visitor types
 * (at least ₹100).
 *
 * The first seven rows are the spec's service catalogue (public-site.md, section 3); `membership-annual` is the
 * ₹2000 annual membership (section 9), paid through the same checkout.
 */
export const PRICE_LIST: readonly CatalogueEntry[] = [
  { value: 'dental-checkup', label: 'Dental Checkup', priceRupees: 500 },
  { value: 'root-canal', label: 'Root Canal Treatment', priceRupees: 5000 },
  { value: 'teeth-whitening', label: 'Teeth Whitening', priceRupees: 3000 },
  { value: 'teeth-cleaning', label: 'Professional Cleaning', priceRupees: 1500 },
  { value: 'orthodontics', label: 'Orthodontic Treatment', priceRupees: 15000 },
  { value: 'extraction', label: 'Tooth Extraction', priceRupees: 2000 },
  { value: 'custom', label: 'Custom Amount', priceRupees: null },
  { value: 'membership-annual', label: 'Annual Membership', priceRupees: 2000 },
];

/** The list's entry for `service`, or undefined for a value it does not have. */
export const catalogueEntry = (service: string): CatalogueEntry | undefined =>
  PRICE_LIST.find((entry) => entry.value === service);

/** What the list calls `service` ('Dental Checkup'), for Plural's order notes and the receipt; else the value. */
export const serviceLabel = (service: string): string => catalogueEntry(service)?.label ?? service;
