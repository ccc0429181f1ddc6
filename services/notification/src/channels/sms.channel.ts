import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { NotificationConfig } from '../config.js';
import type { SendOutcome } from './whatsapp.channel.js';

/**
 * SMS, the fallback when WhatsApp fails or is not delivered in time: one JSON POST to the SMS gateway
 * (`{ sender, to, text }` with a bearer key; the answer's `id` names the message). Indian SMS gateways differ in
 * their field names; this is the one adapter to change for a given provider. Locally the WhatsApp simulator
 * answers it too (infra/whatsapp-simulator).
 */
@Injectable()
export class SmsChannel {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationConfig) {}

  async send(to: string, text: string): Promise<SendOutcome> {
    try {
      const response = await fetch(this.config.SMS_API_URL, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.SMS_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sender: this.config.SMS_SENDER_ID, to: to.replace(/\D/g, ''), text }),
        signal: AbortSignal.timeout(this.config.WHATSAPP_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { id?: string } | null;
      if (response.ok && answer?.id) return { ok: true, messageId: answer.id };
      return { ok: false, error: `SMS gateway answered ${response.status}` };
    } catch (error) {
      return { ok: false, error: `SMS gateway unreachable: ${String(error)}` };
    }
  }
}
