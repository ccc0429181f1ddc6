import { createI18n } from '@hp/shell-sdk';
import { messages as en } from './locales/en';

/** The admin area's texts: src/locales/{en,hi}.po (see shell/sdk/rspack/lingui.js for the workflow). */
export const { i18n, I18nArea } = createI18n({ en, load: { hi: () => import('./locales/hi') } });
