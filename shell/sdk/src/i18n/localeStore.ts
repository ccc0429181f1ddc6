import { create } from 'zustand';

/** The languages of the product, in the order the switch offers them. Each is named in its own language. */
export const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the visitor's choice is remembered (this browser, across visits). */
export const LOCALE_STORAGE_KEY = 'hp.locale';

const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale.code === value);

function rememberedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // storage blocked (privacy mode): the default, every visit
  }
}

function showLocale(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/**
 * The page's language: one store for the shell and every remote (the SDK is a shared singleton), so the
 * header's switch changes every area at once. Each area translates with its own catalogues (`createI18n`).
 */
export const useLocale = create<LocaleState>()((set) => ({
  locale: rememberedLocale(),
  setLocale: (locale) => {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // not remembered, still switched
    }
    showLocale(locale);
    set({ locale });
  },
}));

showLocale(useLocale.getState().locale);
