import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * Texts that reach the enquiry forms from outside the remote: the contracts' validation messages (shown on the
 * fields, from the browser's check or the server's) and the API's error messages (in the failure toast). They are
 * listed here so that `lingui extract` puts them in the catalogue; on screen they go through `translated`.
 */
export const OUTSIDE_TEXTS: readonly MessageDescriptor[] = [
  // contracts/src/common/fields.ts
  /*i18n*/ { id: 'Name is required' },
  /*i18n*/ { id: 'Name must be at least 2 characters long' },
  /*i18n*/ { id: 'Name must be at most 100 characters long' },
  /*i18n*/ { id: 'Phone number is required' },
  /*i18n*/ { id: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9' },
  /*i18n*/ { id: 'Email is required' },
  /*i18n*/ { id: 'Email is too long' },
  /*i18n*/ { id: 'Please enter a valid email address' },
  /*i18n*/ { id: 'Address is required' },
  /*i18n*/ { id: 'Address must be at most 500 characters long' },
  // contracts/src/booking/enquiries.ts
  /*i18n*/ { id: 'Please select a location' },
  /*i18n*/ { id: 'Please select a treatment' },
  /*i18n*/ { id: 'Please choose a preferred date' },
  /*i18n*/ { id: 'Please enter a valid date' },
  /*i18n*/ { id: 'Please choose today or a later date' },
  /*i18n*/ { id: 'Please select a preferred time' },
  /*i18n*/ { id: 'Date of birth is required' },
  /*i18n*/ { id: 'Date of birth must be in the past' },
  /*i18n*/ { id: 'Please select your marital status' },
  /*i18n*/ { id: 'Please select your sex' },
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
export const failureReason = (i18n: I18n, error: unknown) =>
  translated(i18n, error instanceof Error ? error.message : undefined) ??
  i18n._('Something went wrong. Please try again.');
