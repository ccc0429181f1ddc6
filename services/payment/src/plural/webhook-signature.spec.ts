import { createHmac } from 'node:crypto';
import { checkWebhookSignature, signWebhook } from './webhook-signature.js';

const secret = Buffer.from('a test webhook secret of some length').toString('base64');
const nowMs = Date.parse('2030-03-10T10:00:00Z');
const timestamp = String(nowMs / 1000);
const body = '{"event_type":"ORDER_PROCESSED","data":{"order_id":"v1-1","status":"PROCESSED"}}';
const signed = (
  overrides: Partial<{ id: string; timestamp: string; signature: string; body: string }> = {},
) => ({
  id: 'msg_1',
  timestamp,
  body,
  signature: signWebhook(secret, 'msg_1', timestamp, body),
  ...overrides,
});

describe('webhook signature', () => {
  it('is HMAC-SHA256 with the base64-decoded secret over id.timestamp.body, as v1,<base64>', () => {
    const byHand = createHmac('sha256', Buffer.from(secret, 'base64'))
      .update(`msg_1.${timestamp}.${body}`)
      .digest('base64');
    expect(signWebhook(secret, 'msg_1', timestamp, body)).toBe(`v1,${byHand}`);
    expect(checkWebhookSignature(signed(), secret, { nowMs })).toBe('valid');
    expect(checkWebhookSignature(signed(), `whsec_${secret}`, { nowMs })).toBe('valid');
  });

  it('refuses a body changed after signing, even by one space', () => {
    expect(
      checkWebhookSignature(signed({ body: body.replace('PROCESSED"}', 'PROCESSED" }') }), secret, { nowMs }),
    ).toBe('invalid');
  });

  it('refuses a signature made with another secret, or over another id', () => {
    const other = Buffer.from('another secret entirely, not ours').toString('base64');
    expect(
      checkWebhookSignature(signed({ signature: signWebhook(other, 'msg_1', timestamp, body) }), secret, {
        nowMs,
      }),
    ).toBe('invalid');
    expect(checkWebhookSignature(signed({ id: 'msg_2' }), secret, { nowMs })).toBe('invalid');
    expect(checkWebhookSignature(signed({ signature: 'v1,bm90LWEtc2lnbmF0dXJl' }), secret, { nowMs })).toBe(
      'invalid',
    );
  });

  it('accepts any of several space-separated signatures (a secret being rotated)', () => {
    const other = Buffer.from('the previous secret, being rotated').toString('base64');
    const both = `${signWebhook(other, 'msg_1', timestamp, body)} ${signWebhook(secret, 'msg_1', timestamp, body)}`;
    expect(checkWebhookSignature(signed({ signature: both }), secret, { nowMs })).toBe('valid');
    expect(checkWebhookSignature(signed({ signature: `v2,xyz ${both}` }), secret, { nowMs })).toBe('valid');
  });

  it('refuses a timestamp more than five minutes away, either way, however well signed', () => {
    for (const offset of [-301, 301]) {
      const at = String(nowMs / 1000 + offset);
      expect(
        checkWebhookSignature(
          signed({ timestamp: at, signature: signWebhook(secret, 'msg_1', at, body) }),
          secret,
          { nowMs },
        ),
      ).toBe('stale');
    }
    const edge = String(nowMs / 1000 - 300);
    expect(
      checkWebhookSignature(
        signed({ timestamp: edge, signature: signWebhook(secret, 'msg_1', edge, body) }),
        secret,
        {
          nowMs,
        },
      ),
    ).toBe('valid');
  });

  it('refuses a webhook without its headers', () => {
    expect(checkWebhookSignature(signed({ signature: '' }), secret, { nowMs })).toBe('missing');
    expect(checkWebhookSignature({ ...signed(), id: undefined }, secret, { nowMs })).toBe('missing');
  });
});
