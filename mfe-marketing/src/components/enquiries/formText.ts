import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * Texts that reach the enquiry forms from outside the remote: the API's error messages (in the failure toast). They
 * are listed here so that `lingui extract` puts them in the catalogue; the contracts' validation messages are listed
 * in src/contractMessages.ts. On screen both go through `translated`.
 */
export const OUTSIDE_TEXTS: readonly MessageDescriptor[] = [
  // contracts/src/common/errors.ts (defaultErrorMessage) and the SDK's NetworkError
  /*i18n*/ { id: 'Some fields are not valid.' },
  /*i18n*/ { id: 'Too many attempts. Please wait and try again.' },
  /*i18n*/ { id: 'Something went wrong on the server.' },
  /*i18n*/ { id: 'The service is temporarily unavailable. Please try again shortly.' },
  /*i18n*/ { id: 'The service took too long to answer. Please try again.' },
  /*i18n*/ { id: 'The request body is too large.' },
  /*i18n*/ { id: 'Could not reach the server. Please check your connection and try again.' },
];

/**
 * A text from outside the remote in the page's language when the catalogue knows it, else as it came (a new
 * server message is still shown, in English, rather than an id or nothing).
 */
export function translated(i18n: I18n, text: string | undefined): string | undefined {
  if (!text) return undefined;
  return Object.prototype.hasOwnProperty.call(i18n.messages, text) ? i18n._(text) : text;
}

/** What the failure toast says about why the request was not sent. */
export const failureReason = (i18n: I18n, error: unknown, fallback?: string) =>
  translated(i18n, error instanceof Error ? error.message : undefined) ??
  fallback ??
  i18n._('Something went wrong. Please try again.');
