import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { NotificationConfig } from '../config.js';

export interface TemplateMessage {
  /** An Indian mobile number (10 digits) or an international one in digits. */
  to: string;
  template: string;
  language: 'en' | 'hi';
  /** The template body's {{1}}, {{2}}, ... in order. */
  parameters: string[];
}

export type SendOutcome = { ok: true; messageId: string } | { ok: false; error: string };

/** WhatsApp's numbers are in international form without '+': an Indian 10-digit mobile gets 91. */
export const whatsAppNumber = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
};

/**
 * Message templates through the WhatsApp Business Cloud API (Meta's documentation:
 * POST /{version}/{phone-number-id}/messages with `type: "template"`, a bearer token; the answer names the
 * message's `wamid` in `messages[0].id`). Statuses come later by webhook (`verifySignature`).
 */
@Injectable()
export class WhatsAppChannel {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationConfig) {}

  async sendTemplate(message: TemplateMessage): Promise<SendOutcome> {
    const { WHATSAPP_API_URL, WHATSAPP_API_VERSION, WHATSAPP_PHONE_NUMBER_ID } = this.config;
    const url = new URL(
      `${WHATSAPP_API_VERSION}/${WHATSAPP_PHONE_NUMBER_ID}/messages`,
      WHATSAPP_API_URL.endsWith('/') ? WHATSAPP_API_URL : `${WHATSAPP_API_URL}/`,
    );
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: whatsAppNumber(message.to),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.WHATSAPP_ACCESS_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.WHATSAPP_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      const id = answer?.messages?.[0]?.id;
      if (response.ok && id) return { ok: true, messageId: id };
      const why = answer?.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : '';
      return { ok: false, error: `WhatsApp answered ${response.status}${why ? `: ${why}` : ''}` };
    } catch (error) {
      return { ok: false, error: `WhatsApp unreachable: ${String(error)}` };
    }
  }

  /** X-Hub-Signature-256: `sha256=` + HMAC-SHA256 of the raw body with the app secret (constant-time compare). */
  verifySignature(rawBody: string, header: string | undefined): boolean {
    if (!header?.startsWith('sha256=')) return false;
    const expected = createHmac('sha256', this.config.WHATSAPP_APP_SECRET).update(rawBody, 'utf8').digest();
    const given = Buffer.from(header.slice('sha256='.length), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
