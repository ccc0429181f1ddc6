import { createHmac } from 'node:crypto';
import type { NotificationConfig } from '../config.js';
import { WhatsAppChannel, whatsAppNumber } from './whatsapp.channel.js';

const channel = new WhatsAppChannel({
  WHATSAPP_APP_SECRET: 'an-app-secret-for-the-spec',
} as NotificationConfig);
const body = '{"object":"whatsapp_business_account","entry":[]}';
const signed = (secret: string, text = body) =>
  `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;

describe('WhatsAppChannel', () => {
  it('accepts the X-Hub-Signature-256 of the raw body with the app secret, and nothing else', () => {
    expect(channel.verifySignature(body, signed('an-app-secret-for-the-spec'))).toBe(true);
    expect(channel.verifySignature(`${body} `, signed('an-app-secret-for-the-spec'))).toBe(false);
    expect(channel.verifySignature(body, signed('another-secret'))).toBe(false);
    expect(channel.verifySignature(body, undefined)).toBe(false);
    expect(channel.verifySignature(body, 'sha256=abc')).toBe(false);
    expect(
      channel.verifySignature(body, signed('an-app-secret-for-the-spec').replace('sha256=', 'sha1=')),
    ).toBe(false);
  });

  it("writes an Indian mobile in WhatsApp's international form", () => {
    expect(whatsAppNumber('9876543210')).toBe('919876543210');
    expect(whatsAppNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('447700900123')).toBe('447700900123');
  });
});
