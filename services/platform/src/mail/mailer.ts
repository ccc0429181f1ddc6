import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../platform-options.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail over SMTP (maildev locally). The texts belong to the services. */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(SERVICE_CONFIG) config: SmtpConfig) {
    this.from = config.MAIL_FROM;
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_PORT === 465,
      connectionTimeout: 10_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
