import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import { z } from 'zod/mini';
import { localDefault, type Env } from '../config/service-config.js';

/**
 * Where objects are kept: any S3 (MinIO in production, npm s3rver locally), path style. `S3_PUBLIC_ENDPOINT` is the
 * address browsers reach the same store at, for presigned URLs; unset, they name `S3_ENDPOINT`.
 */
export const s3ConfigShape = (env: Env) => ({
  S3_ENDPOINT: z.pipe(localDefault(env, 'http://127.0.0.1:9000'), z.url()),
  S3_PUBLIC_ENDPOINT: z.optional(z.url()),
  S3_ACCESS_KEY: localDefault(env, 'S3RVER'),
  S3_SECRET_KEY: localDefault(env, 'S3RVER'),
  S3_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /** Private: licence proofs and other uploads that only their owner and admins may see. */
  S3_PRIVATE_BUCKET: z._default(
    z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
    'hp-private',
  ),
});
export type S3Config = z.infer<z.ZodMiniObject<ReturnType<typeof s3ConfigShape>>>;

/**
 * Above any object we store (uploads stop at 5 MB), so every upload is one PUT: s3rver has no
 * ListMultipartUploads, which the client's multipart path needs.
 */
const PART_SIZE = 64 * 1024 * 1024;

/**
 * `minio` (with its XML parsers) costs about 10 MB of heap in every process that loads it; it is required
 * when an ObjectStorage first talks to the store, so a service that has not touched a file yet does not carry it.
 */
const require = createRequire(import.meta.url);

function clientFor(endpoint: string, config: S3Config): Client {
  const { Client } = require('minio') as typeof import('minio');
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    // Known region: the client never asks the server for it, so presigning stays offline.
    region: config.S3_REGION,
    pathStyle: true,
    partSize: PART_SIZE,
  });
}

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * One bucket of the object store, through the `minio` client: the gateway and the services use this alone. The
 * clients are made at first use (an idle service that has not touched a file does not carry `minio`), and the bucket
 * is made, when missing, before the first call that needs it.
 */
export class ObjectStorage {
  private clients: { internal: Client; public: Client } | undefined;
  private bucketReady: Promise<void> | undefined;
  private readonly region: string;

  constructor(
    private readonly config: S3Config,
    readonly bucket: string = config.S3_PRIVATE_BUCKET,
  ) {
    this.region = config.S3_REGION;
  }

  private get client(): Client {
    return this.connect().internal;
  }

  private connect() {
    if (!this.clients) {
      const internal = clientFor(this.config.S3_ENDPOINT, this.config);
      const external = this.config.S3_PUBLIC_ENDPOINT
        ? clientFor(this.config.S3_PUBLIC_ENDPOINT, this.config)
        : internal;
      this.clients = { internal, public: external };
    }
    return this.clients;
  }

  /**
   * Creates the bucket when it is missing (local s3rver, a fresh MinIO); never makes it public. Asked once: later
   * calls share the answer, and a failure (an S3 that is down) is asked again next time.
   */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= this.makeBucketIfMissing().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  private async makeBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Another process made it in between.
      if (!(await this.client.bucketExists(this.bucket))) throw error;
    }
  }

  /**
   * A stream is read into memory by the client and sent as one PUT (its length is needed up front and unknown
   * for an upload in progress): callers bound its size, uploads stop at 5 MB.
   */
  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const atMost = Buffer.isBuffer(body) ? body.length : PART_SIZE;
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, body, atMost, { 'Content-Type': contentType });
  }

  async read(key: string): Promise<Buffer> {
    await this.ensureBucket();
    const stream = await this.client.getObject(this.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    await this.ensureBucket();
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (error) {
      if (
        (error as { code?: string }).code === 'NotFound' ||
        (error as { code?: string }).code === 'NoSuchKey'
      )
        return false;
      throw error;
    }
  }

  /** Removing what is not there is not an error. */
  async remove(key: string): Promise<void> {
    await this.ensureBucket();
    await this.client.removeObject(this.bucket, key);
  }

  /** A GET URL that works for `seconds` without credentials, at the address browsers use. */
  presignedGet(key: string, seconds: number): Promise<string> {
    return this.connect().public.presignedGetObject(this.bucket, key, seconds);
  }

  /** Every object under `prefix`. */
  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      const entry = item as { name?: string; size: number; lastModified?: Date };
      if (entry.name && entry.lastModified)
        found.push({ key: entry.name, size: entry.size, lastModified: entry.lastModified });
    }
    return found;
  }
}
