import type { AppointmentRequest } from '@hp/contracts';
import { brand, whatsappHref } from '@hp/shell-sdk';

// Made on first use, not when the page's module loads: a page's first Intl formatter costs the browser 30-140 ms
// (measured in Chromium) to load its locale data, which a phone pays four times over, before the page can show.
let fullDate: Intl.DateTimeFormat | undefined;

/** "2026-12-01" -> "Tuesday, 1 December 2026" (a calendar date, so read in UTC: no day shift). */
export const readableDate = (isoDate: string) =>
  (fullDate ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' })).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * The Book via WhatsApp message (spec 7.5): name, phone, location, treatment, date and time, for the clinic's team.
 * In English whatever the page's language, like the values it carries (the spec's choices).
 */
export function bookingWhatsappText(request: AppointmentRequest) {
  return [
    `Hello ${brand.name}, I would like to book an appointment.`,
    `Name: ${request.name}`,
    `Phone: ${request.phoneNumber}`,
    `Location: ${request.location}`,
    `Treatment: ${request.treatment}`,
    `Date: ${readableDate(request.preferredDate)}`,
    `Time: ${request.preferredTime}`,
  ].join('\n');
}

/** The chat link to the brand's number with that message. */
export const bookingWhatsappHref = (request: AppointmentRequest) =>
  whatsappHref(bookingWhatsappText(request));
