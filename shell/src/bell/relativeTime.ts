import type { Locale } from '@hp/shell-sdk';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "yesterday", "अभी" …: the browser's own Intl.RelativeTimeFormat, in the page's language. */
export function relativeTime(iso: string, locale: Locale, now = Date.now()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { numeric: 'auto' });
    formats.set(locale, format);
  }
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The badge: the count, or 99+ above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
