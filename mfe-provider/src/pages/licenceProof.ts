import {
  FILE_KIND_PREFIX_BYTES,
  LICENCE_PROOF_KINDS,
  LICENCE_PROOF_MESSAGE,
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  fileKindOf,
} from '@hp/contracts';
import { markedText } from '@hp/ui';

/** The gateway's message for an empty file, marked for this area's catalogue. */
export const EMPTY_LICENCE_MESSAGE = markedText(/*i18n*/ { id: 'The licence proof file is empty' });

/** The first bytes of a file (FileReader: every browser has it, and so does jsdom, which lacks Blob.arrayBuffer). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * Why the chosen licence proof cannot be sent (the contracts' messages, as the gateway would answer), or undefined.
 * The same checks as the gateway's: at most 5 MB, and a PDF, JPEG or PNG by its first bytes, whatever its name says.
 * Saves a 5 MB upload that would be refused; the gateway checks again.
 */
export async function licenceProblem(file: File): Promise<string | undefined> {
  if (file.size === 0) return EMPTY_LICENCE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  const kind = fileKindOf(await firstBytes(file, FILE_KIND_PREFIX_BYTES));
  return kind && (LICENCE_PROOF_KINDS as readonly string[]).includes(kind)
    ? undefined
    : LICENCE_PROOF_MESSAGE;
}
