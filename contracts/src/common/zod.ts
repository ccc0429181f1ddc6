import { z } from 'zod/mini';

/**
 * The `z` every contract schema is built with: zod/mini, whose functions tree-shake. It sets no locale of
 * its own (classic zod sets English), and without one its default messages, such as
 * 'Invalid input: expected "300"', all read "Invalid input"; so English is set here, unless the page or the
 * process chose a locale already.
 */
if (!z.config().localeError) z.config(z.locales.en());

export { z };
