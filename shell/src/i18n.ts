import { createI18n } from '@hp/shell-sdk';
import { messages as en } from './locales/en';

/** The shell's texts (header, footer, error screens); remotes translate their own. */
export const { i18n, I18nArea } = createI18n({ en, load: { hi: () => import('./locales/hi') } });
