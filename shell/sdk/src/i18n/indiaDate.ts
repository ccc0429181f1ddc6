import type { Locale } from './localeStore';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as people in India read it, in the page's language: "23 Nov 2027", "23 नव॰ 2027". India time, so a
 * membership that ends at midnight IST shows the right day wherever the browser is.
 */
export function formatIndiaDate(iso: string, locale: Locale = 'en'): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
