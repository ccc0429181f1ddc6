import type { MessageDescriptor } from '@lingui/core';

/**
 * An English text kept as a string (in constants and toast texts that tests read) but marked for `lingui extract`
 * by the `/*i18n*\/` descriptor; components show it with `i18n._(text)`. The texts land in the catalogue of each
 * area that renders @hp/ui (its lingui.config.js includes shell/ui/src).
 */
export const markedText = (descriptor: MessageDescriptor): string => descriptor.id;

/** A text of the page, in its language: strings that are not in the catalogue (a server's message) stay as they are. */
export const inPageLanguage = (i18n: { _: (id: string) => string }, text: string | undefined) =>
  text === undefined ? undefined : i18n._(text);
