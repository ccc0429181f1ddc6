// What the browser tests of the marketing remote's enquiry forms (/booking, /insurance) share.
import { queryServiceDatabase, uniqueId } from './helpers.mjs';

/** A letters-only name the schema accepts, different every run. */
export const uniqueName = (first) =>
  `${first} ${uniqueId()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
    .replace(/^./, (letter) => letter.toUpperCase())}`;

/**
 * The booking service's stored enquiries of one kind with this name.
 * @param {'appointment' | 'insurance'} kind
 * @param {string} name
 */
export const storedEnquiries = (kind, name) =>
  queryServiceDatabase(
    'booking',
    'SELECT kind, name, phone, email, details FROM enquiries WHERE kind = $1 AND name = $2',
    [kind, name],
  );

/**
 * The choices of a select, without its "Select a ..." prompt.
 * @param {import('playwright-core').Locator} select
 */
export const choicesOf = (select) =>
  select.evaluate((element) =>
    Array.from(/** @type {HTMLSelectElement} */ (element).options)
      .filter((option) => option.value !== '')
      .map((option) => ({ value: option.value, text: option.text })),
  );
