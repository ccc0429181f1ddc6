import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ObjectStorage, s3ConfigShape, type S3Config } from '../storage/object-storage.js';
import { z } from 'zod/mini';
import { freePort } from './network.js';

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverInstance;

export interface TestS3 {
  /** The S3_* variables of this server and a bucket of this test's own. */
  env: Record<string, string>;
  config: S3Config;
  /** The private bucket (made), for assertions on what was stored. */
  storage: ObjectStorage;
  stop(): Promise<void>;
}

/**
 * An s3rver (the local S3 `npm start` runs too) in this process, on a free port, storing into a temporary folder
 * removed on stop; one per test file, so that tests never see another run's objects.
 */
export async function startTestS3(): Promise<TestS3> {
  // s3rver is CommonJS without types; loaded only by tests.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'hp-test-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    S3_PRIVATE_BUCKET: `hp-test-${randomBytes(4).toString('hex')}`,
  };
  const config = z.object(s3ConfigShape(env)).parse(env);
  const storage = new ObjectStorage(config);
  await storage.ensureBucket();
  return {
    env,
    config,
    storage,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
