import { z } from '../common/zod.js';

/**
 * The SHAPE of what can be paid for: the price list itself belongs to the payment service
 * (services/payment/src/catalogue), which serves it at GET /api/payment/catalogue and prices every checkout from it,
 * so a price change is that one service's release.
 */

/** A catalogue entry's value: lower-case words joined by hyphens (`root-canal`). */
export const SERVICE_VALUE_PATTERN = /^[a-z0-9][a-z0-9-]{0,49}$/;
export const PaymentServiceValueSchema = z.string().check(z.regex(SERVICE_VALUE_PATTERN, 'Not a service'));

export const CatalogueEntrySchema = z.object({
  value: PaymentServiceValueSchema,
  /** What the catalogue calls it in English ('Dental Checkup'); a page may show its own translation. */
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The price in rupees; null for the one service whose amount the visitor types (`custom`). */
  priceRupees: z.nullable(z.number().check(z.positive())),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** GET /api/payment/catalogue: the services in the order the payment page lists them. */
export const PaymentCatalogueSchema = z.object({ services: z.array(CatalogueEntrySchema) });
export type PaymentCatalogue = z.infer<typeof PaymentCatalogueSchema>;

/** The service whose amount the visitor types (at least MIN_PAYMENT_RUPEES): the checkout's schema checks it. */
export const CUSTOM_AMOUNT_SERVICE = 'custom';

/** The smallest amount a visitor may pay online, in rupees (section 9). */
export const MIN_PAYMENT_RUPEES = 100;

/** Plural counts in paise (1 rupee = 100 paise). */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);
