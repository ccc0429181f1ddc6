import { LOCALES, useLocale, type Locale } from '@hp/shell-sdk';
import { useLingui } from '@lingui/react';
import classes from './layout.module.css';

/** The header's language choice; every area follows it, and this browser remembers it. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const setLocale = useLocale((state) => state.setLocale);
  return (
    <label className={classes.languageSwitch}>
      <span className={classes.visuallyHidden}>{i18n._('Language')}</span>
      <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
        {LOCALES.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
