import { Readable } from 'node:stream';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { startTestS3, type TestS3 } from '../src/testing/s3.js';

describe('ObjectStorage against s3rver', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('stores a stream, reads it back, lists it under its prefix and removes it', async () => {
    const storage = s3.storage;
    const bytes = Buffer.from('%PDF-1.7 a licence');
    await storage.put(
      'licences/a',
      Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]),
      'application/pdf',
    );
    expect(await storage.read('licences/a')).toEqual(bytes);
    expect(await storage.exists('licences/a')).toBe(true);
    const listed = await storage.list('licences/');
    expect(listed.map(({ key, size }) => [key, size])).toEqual([['licences/a', bytes.length]]);
    expect(listed[0]!.lastModified).toBeInstanceOf(Date);

    await storage.remove('licences/a');
    expect(await storage.exists('licences/a')).toBe(false);
    await expect(storage.remove('licences/a')).resolves.toBeUndefined();
  });

  it('stores an object larger than a default part in one PUT (s3rver has no multipart listing)', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    await s3.storage.put('big', Readable.from([big]), 'application/octet-stream');
    expect((await s3.storage.read('big')).length).toBe(big.length);
  });

  it('makes a missing bucket once and leaves an existing one alone', async () => {
    const other = new ObjectStorage(s3.config, `${s3.config.S3_PRIVATE_BUCKET}-other`);
    await other.ensureBucket();
    await other.ensureBucket();
    await other.put('x', Buffer.from('x'), 'text/plain');
    expect(await other.exists('x')).toBe(true);
  });

  it('hands out a presigned GET that works without credentials for the given seconds', async () => {
    await s3.storage.put('licences/b', Buffer.from('%PDF-b'), 'application/pdf');
    const url = await s3.storage.presignedGet('licences/b', 60);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF-b');
    // s3rver checks no signature and no ACL, so what a wrong signature gets is for a real S3 to show.
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('presigns at the public address when S3_PUBLIC_ENDPOINT is set', async () => {
    const publicStorage = new ObjectStorage({ ...s3.config, S3_PUBLIC_ENDPOINT: 'https://files.example.in' });
    const url = new URL(await publicStorage.presignedGet('licences/b', 60));
    expect(url.origin).toBe('https://files.example.in');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
  });
});
