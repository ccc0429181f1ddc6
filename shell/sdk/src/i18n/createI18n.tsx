import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { DEFAULT_LOCALE, useLocale, type Locale } from './localeStore';

/** An area's compiled catalogues (`lingui compile --typescript`): English at hand, the others on demand. */
export interface Catalogues {
  en: Messages;
  load: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>;
}

export interface AreaI18n {
  /** For code outside components (toasts, validation messages); components use `useLingui()`. */
  i18n: I18n;
  /** Renders its children in the page's current language, following the header's switch. */
  I18nArea: (props: { children: ReactNode }) => ReactNode;
}

/**
 * One translation instance per area (shell, each remote): an area's catalogue holds only its own texts, and
 * a remote deployed on its own brings the texts it was built with. Message ids are the English texts, so the
 * spec's English stays literally in the code and the English catalogue is generated from it.
 */
export function createI18n(catalogues: Catalogues): AreaI18n {
  const i18n = setupI18n({
    locale: DEFAULT_LOCALE,
    messages: { [DEFAULT_LOCALE]: catalogues.en },
    // The English catalogue holds only messages with placeholders, plurals or tags (hp-i18n-compile): any other
    // message is its id. (Every other language's catalogue is complete: lingui compile --strict.)
    missing: (_locale, id) => id,
  });
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);

  async function activate(locale: Locale) {
    if (locale !== 'en' && !loaded.has(locale)) {
      const { messages } = await catalogues.load[locale]();
      i18n.load(locale, messages);
      loaded.add(locale);
      // Switched again while this catalogue was on its way: the newer choice has been (or will be) activated.
      if (useLocale.getState().locale !== locale) return;
    }
    i18n.activate(locale);
  }

  function I18nArea({ children }: { children: ReactNode }) {
    const locale = useLocale((state) => state.locale);
    // Until a catalogue has arrived the page stays in the language it was in (English on a first visit);
    // the provider re-renders the area when the instance's language changes.
    useEffect(() => {
      activate(locale).catch((error: unknown) =>
        console.error(`[i18n] could not load the ${locale} texts`, error),
      );
    }, [locale]);
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }

  return { i18n, I18nArea };
}
