/**
 * What an uploaded file is, told by its first bytes (its "magic number"), never by its name or the type the browser
 * declared: both are the sender's to choose. Used where uploads arrive (licence proofs, prescriptions) and by the
 * forms, to refuse a wrong file before sending it.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp';

/** The most an upload may weigh (the spec's "max 5MB"). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Please choose a smaller file.';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of a file from its first bytes (12 are enough), or null when it is none we accept. */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** How many first bytes `fileKindOf` needs. */
export const FILE_KIND_PREFIX_BYTES = 12;

/** The MIME type a stored file of this kind is served with (never the one the sender declared). */
export const contentTypeOf: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
