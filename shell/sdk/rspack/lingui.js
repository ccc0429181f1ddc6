// @ts-check
/**
 * The one Lingui setup of the front end: every area (shell, each remote) has `lingui.config.js` calling this.
 * Message ids are the English texts (`i18n._('Book Your Visit')`, `<Trans id="..." />`), so the source locale
 * needs no translating and Hindi is what translators fill in.
 *
 * - `npm run i18n:extract -w <area>` writes new texts into src/locales/{en,hi}.po (the test script runs it too).
 * - `lingui compile --strict` (build, test, typecheck, dev) fails while any Hindi text is missing, and writes
 *   src/locales/{locale}.ts (generated, not in git).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

/**
 * The SDK's shared screens (the 404 page) and the guard's note on the login page render in whichever area shows them,
 * so every area translates them.
 */
const sdkSources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const sdkTexts = [path.join(sdkSources, 'ui'), path.join(sdkSources, 'guard')];

/** @hp/ui's account screens and fields, for the areas that render them (their texts go into the area's catalogue). */
const uiSources = () => [path.dirname(fileURLToPath(import.meta.resolve('@hp/ui')))];

/**
 * @param {{ include?: string[], withUi?: boolean }} [options] extra source folders whose texts this area renders;
 *   `withUi`: the area shows @hp/ui's account screens (login, recovery, account fields)
 */
export function linguiConfig({ include = [], withUi = false } = {}) {
  return {
    locales: ['en', 'hi'],
    sourceLocale: 'en',
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src', ...sdkTexts, ...(withUi ? uiSources() : []), ...include],
        exclude: ['**/*.spec.*', '**/test/**', '**/node_modules/**'],
      },
    ],
    compileNamespace: 'ts',
    // Without source line numbers, so a catalogue changes only when a text does.
    format: formatter({ origins: false }),
  };
}
