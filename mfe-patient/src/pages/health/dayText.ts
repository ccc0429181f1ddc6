import { formatIndiaDate, type Locale } from '@hp/shell-sdk';

/** A day of a form or a slot ('2026-12-01') as the page's language writes it, in India's calendar. */
export const dayText = (date: string, locale: Locale) => formatIndiaDate(`${date}T12:00:00+05:30`, locale);
