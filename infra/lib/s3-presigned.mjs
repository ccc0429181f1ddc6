// The local S3 (s3rver) lets anonymous requests in and accepts any AWS Signature V4 without checking it, so the
// private bucket nginx hands to browsers (/hp-private/: licence proofs, prescriptions) was readable and listable by
// anyone who knew, or listed, a key. A real store (MinIO, S3) checks presigned links itself; this puts the same check
// in front of s3rver: a request without an Authorization header (every browser's) must be a presigned GET or HEAD
// (query-string Signature V4) that is valid and unexpired, else 403. The services' own calls are header-signed
// clients of 127.0.0.1 and go through as before; nginx drops any Authorization header a browser sends.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** How far in the future a link's X-Amz-Date may lie (clock skew), as S3 allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60_000;
/** The longest lifetime S3 accepts for a presigned link (7 days). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

/** RFC 3986 encoding as Signature V4 canonicalises it (everything but A-Z a-z 0-9 - _ . ~). */
const uriEncode = (/** @type {string} */ text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (/** @type {string} */ text) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return null;
  }
};

const hmac = (/** @type {Buffer | string} */ key, /** @type {string} */ data) =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** `YYYYMMDDTHHMMSSZ` -> epoch ms, or NaN. */
const amzDateMs = (/** @type {string} */ value) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
};

/**
 * Checks a presigned (query-string) Signature V4 request.
 * @param {{ method: string, url: string, headers: Record<string, string | string[] | undefined> }} request
 *   `url` as received: the path exactly as the client encoded it, then the query
 * @param {{ accessKey: string, secretKey: string, now?: number }} credentials
 * @returns {'valid' | 'unsigned' | 'malformed' | 'unknown key' | 'expired' | 'bad signature' | 'method'}
 */
export function checkPresignedV4(request, { accessKey, secretKey, now = Date.now() }) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'method';
  const at = request.url.indexOf('?');
  const rawPath = at === -1 ? request.url : request.url.slice(0, at);
  const rawQuery = at === -1 ? '' : request.url.slice(at + 1);
  /** @type {[string, string][]} */
  const pairs = [];
  for (const part of rawQuery.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    const value = decode(eq === -1 ? '' : part.slice(eq + 1));
    if (key === null || value === null) return 'malformed';
    pairs.push([key, value]);
  }
  const param = (/** @type {string} */ name) => {
    const found = pairs.filter(([key]) => key === name);
    return found.length === 1 ? found[0][1] : undefined;
  };
  const signature = param('X-Amz-Signature');
  if (signature === undefined && param('X-Amz-Algorithm') === undefined) return 'unsigned';
  const credential = param('X-Amz-Credential');
  const date = param('X-Amz-Date');
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders');
  if (
    param('X-Amz-Algorithm') !== ALGORITHM ||
    !signature ||
    !/^[0-9a-f]{64}$/.test(signature) ||
    !credential ||
    !date ||
    !signedHeaders ||
    !Number.isInteger(expires) ||
    expires < 1 ||
    expires > MAX_EXPIRES_SECONDS
  )
    return 'malformed';
  const [key, day, region, service, terminal, ...rest] = credential.split('/');
  if (rest.length || service !== 's3' || terminal !== 'aws4_request' || !region || day !== date.slice(0, 8))
    return 'malformed';
  if (key !== accessKey) return 'unknown key';
  const signedAt = amzDateMs(date);
  if (Number.isNaN(signedAt)) return 'malformed';
  if (now > signedAt + expires * 1000 || signedAt > now + MAX_CLOCK_SKEW_MS) return 'expired';

  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) return 'malformed';
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  // The path as signed: each segment decoded, then encoded the RFC 3986 way (S3 does not double-encode).
  const segments = rawPath.split('/').map(decode);
  if (segments.some((segment) => segment === null)) return 'malformed';
  const canonicalPath = /** @type {string[]} */ (segments).map(uriEncode).join('/');
  const canonicalRequest = [
    request.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    ALGORITHM,
    date,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'valid' : 'bad signature';
}

/**
 * A request handler that lets header-signed requests (the services' S3 clients) through to `handle`, and any
 * other only as a valid presigned GET or HEAD; the rest is answered 403 with S3's AccessDenied error.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 * @param {{ accessKey: string, secretKey: string }} credentials
 */
export function presignedOnly(handle, credentials) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    if (req.headers.authorization) return handle(req, res);
    const verdict = checkPresignedV4(
      { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
      credentials,
    );
    if (verdict === 'valid') return handle(req, res);
    res.writeHead(403, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied (${verdict} request)</Message></Error>`,
    );
  };
}
