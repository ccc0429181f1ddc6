import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  contentTypeOf,
  FILE_KIND_PREFIX_BYTES,
  fileKindOf,
  UPLOAD_TOO_LARGE_MESSAGE,
  type FileKind,
} from '@hp/contracts';
import { ObjectStorage } from '@hp/service-platform/http';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';

/**
 * What one upload route takes: its file field, where the objects go, which kinds (told by the bytes) and the
 * messages of its form.
 */
export interface UploadPolicy<K extends FileKind = FileKind> {
  /** What the form is called in "Please send the <form> as multipart/form-data." */
  form: string;
  /** The one file field. */
  field: string;
  /** Objects are stored as `<keyPrefix><uuid>`. */
  keyPrefix: string;
  kinds: readonly K[];
  /** Field messages: a file of another kind, an empty file. */
  wrongKind: string;
  empty: string;
  /**
   * A file name with a folder in it (`../../etc/passwd.pdf`, `C:\x\y.pdf`), a control character or nothing but dots:
   * 'refuse' answers 400 and stores nothing; 'strip' keeps its last part (licence proofs, as issue 13 decided).
   * The name is never part of the key either way; it is only shown.
   */
  pathInName: 'refuse' | 'strip';
}

/** A file as it was stored: our key, the sender's name (text only), its kind by the bytes, its size. */
export interface StoredUpload<K extends FileKind = FileKind> {
  key: string;
  fileName: string;
  kind: K;
  size: number;
}

/** The form's text fields and its file (null when none was chosen). */
export interface UploadForm<K extends FileKind = FileKind> {
  fields: Record<string, string>;
  file: StoredUpload<K> | null;
}

/** What @fastify/multipart hands over for a file part: busboy's stream (truncated once it passed the size limit). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

export const FILE_NAME_MAX = 255;
export const FILE_NAME_WITH_PATH_MESSAGE = 'The file name must not contain a folder path';

/** The name to keep for a sender's file name, or null when the policy refuses it. */
export function fileNameFor(sent: string, pathInName: UploadPolicy['pathInName']): string | null {
  if (pathInName === 'strip') return (sent.split(/[\\/]/).pop() ?? '').slice(0, FILE_NAME_MAX);
  // eslint-disable-next-line no-control-regex
  if (/[\\/\u0000-\u001f\u007f]/.test(sent) || /^\.+$/.test(sent.trim())) return null;
  return sent.slice(0, FILE_NAME_MAX);
}

/** @fastify/multipart's own refusals (too many parts or files, a field too long, not multipart at all). */
const isMultipartError = (error: unknown): error is Error & { code: string } => {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('FST_');
};

/** Reads chunks until at least `count` bytes arrived (or the stream ended); the iterator goes on from there. */
async function headOf(chunks: AsyncIterator<Buffer>, count: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

/** Reads and drops what is left of a refused file, so that the rest of the form can still be read. */
async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  try {
    while (!(await chunks.next()).done);
  } catch {
    // The request ended early; nothing is left to read.
  }
}

/**
 * The gateway's one upload path (licence proofs, prescriptions): the multipart stream is read here, the file told
 * by its first bytes (never its name or declared type), streamed into the private bucket under a key made here, and
 * stopped at MAX_UPLOAD_BYTES (busboy stops reading at one byte more and marks the stream truncated: 413). The
 * bytes never travel over NATS. A refused file leaves no object; whatever fails after the file was stored (a field,
 * the service's answer) removes it again, except a timeout, after which the service may still have kept it: the
 * owning service's orphan sweeper (OrphanSweeper in the platform) removes it if no row names it.
 */
@Injectable()
export class Uploads implements OnModuleInit {
  private readonly logger = new Logger(Uploads.name);
  private readonly storage: ObjectStorage;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.storage = new ObjectStorage(config);
  }

  /** The bucket is made at start-up when missing; an S3 that is down then is tried again at the first upload. */
  onModuleInit(): void {
    void this.storage
      .ensureBucket()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'S3 bucket not reachable at start-up; retrying at the first upload'),
      );
  }

  /**
   * Reads the form (its file stored by `policy`), then runs `use` with it; the stored file is removed when reading
   * the rest of the form or `use` fails (not on a timeout, see above).
   */
  async receive<K extends FileKind, T>(
    request: FastifyRequest,
    policy: UploadPolicy<K>,
    correlationId: string,
    use: (form: UploadForm<K>) => Promise<T>,
  ): Promise<T> {
    if (!request.isMultipart()) {
      throw new GatewayError('VALIDATION.FAILED', {
        message: `Please send the ${policy.form} as multipart/form-data.`,
      });
    }
    const form: UploadForm<K> = { fields: {}, file: null };
    try {
      let failure: Error | undefined;
      for await (const part of request.parts()) {
        // After a failure the rest of the form is read and dropped, so that the answer is not cut off mid-upload.
        if (failure) {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        try {
          await this.read(part, form, policy);
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
      }
      if (failure) throw failure;
      return await use(form);
    } catch (error) {
      const timedOut = (error as { code?: unknown } | null)?.code === 'UPSTREAM.TIMEOUT';
      if (form.file && !timedOut) await this.remove(form.file.key);
      if (isMultipartError(error)) {
        this.logger.debug({ code: error.code, correlationId }, 'Multipart refused');
        throw new GatewayError('VALIDATION.FAILED', {
          message: `The form could not be read: ${error.message}`,
          cause: error,
        });
      }
      throw error;
    }
  }

  /** One part: a text field is kept; the one file is stored. */
  private async read<K extends FileKind>(
    part: Multipart,
    form: UploadForm<K>,
    policy: UploadPolicy<K>,
  ): Promise<void> {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      return;
    }
    if (part.fieldname !== policy.field || form.file) {
      part.file.resume();
      throw new GatewayError('VALIDATION.FAILED', {
        fields: { [part.fieldname]: `Only one file is taken, as ${policy.field}` },
      });
    }
    // An empty file input (no file chosen) arrives as a part without a name and without bytes: no file.
    if (!part.filename) {
      part.file.resume();
      return;
    }
    form.file = await this.store(part, policy);
  }

  /** Stores one file part by `policy`; throws (and stores nothing) when it is refused. */
  async store<K extends FileKind>(upload: UploadedFile, policy: UploadPolicy<K>): Promise<StoredUpload<K>> {
    const file = upload.file;
    const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const refused = async (message: string) => {
      await drain(chunks);
      return new GatewayError('VALIDATION.FAILED', { fields: { [policy.field]: message } });
    };
    const fileName = fileNameFor(upload.filename, policy.pathInName);
    if (fileName === null) throw await refused(FILE_NAME_WITH_PATH_MESSAGE);
    const head = await headOf(chunks, FILE_KIND_PREFIX_BYTES);
    const kind = fileKindOf(head);
    if (!kind || !(policy.kinds as readonly FileKind[]).includes(kind)) {
      throw await refused(head.length === 0 ? policy.empty : policy.wrongKind);
    }
    try {
      await this.storage.ensureBucket();
    } catch (error) {
      await drain(chunks);
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
    const key = `${policy.keyPrefix}${randomUUID()}`;
    let size = head.length;
    const body = Readable.from(
      (async function* () {
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          yield next.value;
        }
        if (file.truncated)
          throw new GatewayError('REQUEST.TOO_LARGE', { message: UPLOAD_TOO_LARGE_MESSAGE });
      })(),
    );
    try {
      await this.storage.put(key, body, contentTypeOf[kind]);
    } catch (error) {
      await drain(chunks);
      await this.remove(key);
      if (error instanceof GatewayError) throw error;
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
    return { key, fileName, kind: kind as K, size };
  }

  /** Never fails the caller: what cannot be removed now, the owning service's sweeper removes later. */
  async remove(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'Could not remove an uploaded file; the sweeper will');
    }
  }
}
