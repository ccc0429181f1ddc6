// The local S3 refuses what a real store refuses: a private file without a valid presigned link (the authorization
// matrix found the private bucket readable and listable through nginx's /hp-private/ without one).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { Client } from 'minio';
import { startLocalS3 } from './local-servers.mjs';
import { checkPresignedV4 } from './s3-presigned.mjs';

describe('checkPresignedV4', () => {
  // AWS's own example of a presigned GET (Signature V4, "Authenticating Requests: Using Query Parameters").
  const example = {
    method: 'GET',
    url:
      '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
      '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    headers: { host: 'examplebucket.s3.amazonaws.com' },
  };
  const keys = {
    accessKey: 'AKIAIOSFODNN7EXAMPLE',
    secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    now: Date.UTC(2013, 4, 24, 1),
  };

  it("accepts AWS's example and refuses it changed in any part", () => {
    expect(checkPresignedV4(example, keys)).toBe('valid');
    expect(checkPresignedV4({ ...example, url: example.url.replace('test.txt', 'other.txt') }, keys)).toBe(
      'bad signature',
    );
    expect(checkPresignedV4({ ...example, headers: { host: 'evil.example.com' } }, keys)).toBe(
      'bad signature',
    );
    expect(checkPresignedV4({ ...example, url: example.url.replace(/404$/, '405') }, keys)).toBe(
      'bad signature',
    );
    expect(checkPresignedV4(example, { ...keys, secretKey: 'another' })).toBe('bad signature');
    expect(checkPresignedV4(example, { ...keys, accessKey: 'ANOTHER' })).toBe('unknown key');
    expect(checkPresignedV4(example, { ...keys, now: Date.UTC(2013, 4, 25, 0, 0, 1) })).toBe('expired');
    expect(checkPresignedV4({ ...example, method: 'PUT' }, keys)).toBe('method');
    expect(checkPresignedV4({ ...example, url: '/test.txt' }, keys)).toBe('unsigned');
    expect(checkPresignedV4({ ...example, url: example.url.replace('86400', '9999999') }, keys)).toBe(
      'malformed',
    );
  });
});

describe('the local S3 (s3rver behind the presigned-link check)', () => {
  const credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER' };
  /** @type {Awaited<ReturnType<typeof startLocalS3>>} */
  let s3;
  /** @type {string} */
  let base;
  /** @type {string} */
  let directory;
  /** @type {Client} */
  let client;

  beforeAll(async () => {
    const port = await getPort();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-s3-presigned-'));
    s3 = await startLocalS3({ host: '127.0.0.1', port, directory, ...credentials });
    base = `http://127.0.0.1:${port}`;
    client = new Client({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      ...credentials,
      region: 'us-east-1',
      pathStyle: true,
    });
    await client.makeBucket('private', 'us-east-1');
    await client.putObject('private', 'licences/a b.png', Buffer.from('the licence'));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it("serves the services' signed calls and a valid presigned link", async () => {
    const stream = await client.getObject('private', 'licences/a b.png');
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('the licence');

    const link = await client.presignedGetObject('private', 'licences/a b.png', 300);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('the licence');
  });

  it('refuses a file without a link, with a changed link, the listing, and writes', async () => {
    const link = await client.presignedGetObject('private', 'licences/a b.png', 300);
    const unsigned = await fetch(`${base}/private/licences/a%20b.png`);
    expect(unsigned.status).toBe(403);
    const tampered = await fetch(link.replace(/X-Amz-Signature=[0-9a-f]{2}/, 'X-Amz-Signature=00'));
    expect(tampered.status).toBe(403);
    const otherObject = await fetch(link.replace('a%20b.png', 'other.png'));
    expect(otherObject.status).toBe(403);
    expect((await fetch(`${base}/private/`)).status).toBe(403);
    expect((await fetch(`${base}/private?list-type=2`)).status).toBe(403);
    expect((await fetch(`${base}/`)).status).toBe(403);
    const put = await fetch(`${base}/private/licences/new.png`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
    // Nothing was written: the services' own listing shows the one object.
    const names = [];
    for await (const item of client.listObjectsV2('private', '', true)) names.push(item.name);
    expect(names).toEqual(['licences/a b.png']);
  });
});
