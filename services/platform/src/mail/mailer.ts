import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../platform-options.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail over SMTP (maildev locally). The texts belong to the services. nodemailer (about 2.5 MB of heap)
 * is loaded with the first mail: an idle service does not hold it.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private transport: Promise<Transporter> | undefined;
  private readonly from: string;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: SmtpConfig) {
    this.from = config.MAIL_FROM;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const transport = await this.connect();
    await transport.sendMail({ from: this.from, ...mail });
  }

  async onModuleDestroy(): Promise<void> {
    (await this.transport?.catch(() => undefined))?.close();
  }

  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        host: this.config.SMTP_HOST,
        port: this.config.SMTP_PORT,
        secure: this.config.SMTP_PORT === 465,
        connectionTimeout: 10_000,
      }),
    );
    return this.transport;
  }
}
