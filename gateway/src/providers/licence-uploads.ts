import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  contentTypeOf,
  FILE_KIND_PREFIX_BYTES,
  fileKindOf,
  LICENCE_KEY_PREFIX,
  LICENCE_PROOF_KINDS,
  LICENCE_PROOF_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type LicenceObject,
} from '@hp/contracts';
import { ObjectStorage } from '@hp/service-platform/http';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { GatewayError } from '../http/errors/gateway-error.js';

/** What @fastify/multipart hands over for a file part: busboy's stream (truncated once it passed the size limit). */
export interface UploadedFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const refused = (message: string) =>
  new GatewayError('VALIDATION.FAILED', { fields: { licenseProof: message } });

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
 * Licence proofs into the private bucket: told by their first bytes (PDF, JPEG, PNG), stored under a key made here
 * (`licences/<uuid>`, never the sender's file name), at most MAX_UPLOAD_BYTES (busboy stops reading at one byte
 * more and marks the stream truncated: 413). A refused file leaves no object behind.
 */
@Injectable()
export class LicenceUploads implements OnModuleInit {
  private readonly logger = new Logger(LicenceUploads.name);
  private readonly storage: ObjectStorage;
  private bucketReady: Promise<void> | undefined;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.storage = new ObjectStorage(config);
  }

  /** The bucket is made at start-up when missing; an S3 that is down then is tried again at the first upload. */
  onModuleInit(): void {
    void this.ensureBucket().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'S3 bucket not reachable at start-up; retrying at the first upload'),
    );
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.storage.ensureBucket().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async store(upload: UploadedFile): Promise<LicenceObject> {
    const file = upload.file;
    const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head = await headOf(chunks, FILE_KIND_PREFIX_BYTES);
    const kind = fileKindOf(head);
    if (!kind || !(LICENCE_PROOF_KINDS as readonly string[]).includes(kind)) {
      await drain(chunks);
      throw refused(head.length === 0 ? 'The licence proof file is empty' : LICENCE_PROOF_MESSAGE);
    }
    try {
      await this.ensureBucket();
    } catch (error) {
      await drain(chunks);
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
    const key = `${LICENCE_KEY_PREFIX}${randomUUID()}`;
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
    const fileName = (upload.filename.split(/[\\/]/).pop() ?? '').slice(0, 255);
    return { key, fileName, kind: kind as LicenceObject['kind'], size };
  }

  /** Never fails the caller: what cannot be removed now, the verification service's sweeper removes later. */
  async remove(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'Could not remove an uploaded licence; the sweeper will');
    }
  }
}
