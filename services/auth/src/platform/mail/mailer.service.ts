import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AUTH_CONFIG, type AuthConfig } from '../../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail over SMTP (maildev locally). */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'MAIL_FROM'>) {
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
