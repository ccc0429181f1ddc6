import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { loadOnce } from '../loading/loadOnce';
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
  /** Each catalogue once: the one being fetched is waited for, not asked for again; a failed one may be retried. */
  const catalogueLoads = new Map<Exclude<Locale, 'en'>, Promise<void>>();
  function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<void> {
    let loading = catalogueLoads.get(locale);
    if (!loading) {
      loading = catalogues.load[locale]().then(({ messages }) => i18n.load(locale, messages));
      loading.catch(() => catalogueLoads.delete(locale));
      catalogueLoads.set(locale, loading);
    }
    return loading;
  }

  async function activate(locale: Locale) {
    if (locale !== 'en') {
      await loadCatalogue(locale);
      // Switched again while this catalogue was on its way: the newer choice has been (or will be) activated.
      if (useLocale.getState().locale !== locale) return;
    }
    i18n.activate(locale);
  }

  const reportFailure = (locale: Locale) => (error: unknown) =>
    console.error(`[i18n] could not load the ${locale} texts`, error);

  // An area that starts in another language asks for its catalogue at once (as its code arrives, alongside its pages)
  // and shows nothing until it is there (or failed: then English): a Hindi page never flashes English first, which
  // would also move the page when the longer texts replace it.
  const startIn = useLocale.getState().locale;
  // Settles either way (a failed catalogue leaves English), so the area always shows.
  const starting =
    startIn === DEFAULT_LOCALE
      ? null
      : loadOnce(() =>
          activate(startIn)
            .catch(reportFailure(startIn))
            .then(() => true),
        );
  void starting?.load();
  const useStarted = starting ? () => starting.useLoaded() !== null : () => true;

  function I18nArea({ children }: { children: ReactNode }) {
    const locale = useLocale((state) => state.locale);
    const started = useStarted();
    // A later switch keeps the page in the language it was in until the new catalogue has arrived; the provider
    // re-renders the area when the instance's language changes.
    useEffect(() => {
      activate(locale).catch(reportFailure(locale));
    }, [locale]);
    return started ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : null;
  }

  return { i18n, I18nArea };
}
