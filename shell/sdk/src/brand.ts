/**
 * The one place for the brand's name and contact details: the shell's header and footer and the
 * marketing pages all read them from here. Placeholder values: replace them with the operator's real ones.
 */
export const brand = {
  name: 'HealthPlus Care',
  /** Shown in the header as the emergency line (24/7). */
  emergencyPhone: '+91 98200 12345',
  supportPhone: '+91 22 4000 1234',
  email: 'care@healthplus.example',
  /** International format without "+" or spaces, as chat links (wa.me) expect it. */
  whatsappNumber: '919820012345',
  address: 'Mumbai, Maharashtra, India',
} as const;

export type Brand = typeof brand;

/** `tel:` link for a phone number written for people ("+91 98200 12345" -> "tel:+919820012345"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Chat link to the brand's WhatsApp number, optionally with a prefilled text. */
export const whatsappHref = (text?: string) =>
  `https://wa.me/${brand.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
