import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'invalid' | 'stale' | 'missing';

export interface SignedWebhook {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  /** The body exactly as received. */
  body: string;
}

/** The HMAC key: the base64-decoded secret (Plural's secrets may carry a whsec_ prefix). */
const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** `v1,<base64>` of HMAC-SHA256 over `id.timestamp.body`. */
export function signWebhook(secret: string, id: string, timestamp: string, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Plural's webhook signature (Standard Webhooks): `webhook-signature` holds one or more space-separated
 * `v1,<base64>` values, any of which may match HMAC-SHA256(base64-decoded secret, `id.timestamp.body`);
 * the timestamp (Unix seconds) must be within `toleranceSeconds` of now, either way.
 */
export function checkWebhookSignature(
  webhook: SignedWebhook,
  secret: string,
  { nowMs = Date.now(), toleranceSeconds = 300 } = {},
): SignatureCheck {
  const { id, timestamp, signature, body } = webhook;
  if (!id || !timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body).slice('v1,'.length), 'base64');
  const matches = signature
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .some((part) => {
      const given = Buffer.from(part.slice('v1,'.length), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return matches ? 'valid' : 'invalid';
}
