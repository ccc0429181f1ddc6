import {
  FILE_KIND_PREFIX_BYTES,
  MAX_UPLOAD_BYTES,
  PRESCRIPTION_FILE_EMPTY,
  PRESCRIPTION_FILE_KINDS,
  PRESCRIPTION_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  fileKindOf,
} from '@hp/contracts';

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
 * Why the chosen prescription cannot be sent (the contracts' messages, as the gateway would answer), or undefined:
 * the gateway's own checks (1 byte to 5 MB; JPG, PNG, WEBP or PDF by its first bytes, whatever its name says), so a
 * 5 MB upload that would be refused is not sent. The gateway checks again.
 */
export async function prescriptionFileProblem(file: File): Promise<string | undefined> {
  if (file.size === 0) return PRESCRIPTION_FILE_EMPTY;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  const kind = fileKindOf(await firstBytes(file, FILE_KIND_PREFIX_BYTES));
  return kind && (PRESCRIPTION_FILE_KINDS as readonly string[]).includes(kind)
    ? undefined
    : PRESCRIPTION_FILE_MESSAGE;
}
