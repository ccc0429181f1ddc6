import { z } from '../common/zod.js';
import { defineCommand } from '../messaging/define.js';

/**
 * The notification service is the one sender of e-mail. Most mails follow other services' durable events; the
 * password-reset code alone comes as a NATS request (core NATS, never persisted in a stream): a secret that is
 * valid for minutes has no business in a 30-day event log.
 */
export const SendPasswordResetCodeSchema = z.object({
  to: z.email(),
  code: z.string().check(z.regex(/^\d{6}$/)),
  validMinutes: z.number().check(z.int(), z.positive()),
  /** The recipient's language when known (English otherwise). */
  language: z.optional(z.enum(['en', 'hi'])),
});
export type SendPasswordResetCode = z.infer<typeof SendPasswordResetCodeSchema>;

export const MailSentReplySchema = z.object({ sent: z.literal(true) });
export type MailSentReply = z.infer<typeof MailSentReplySchema>;

export const notificationMailCommands = {
  /** Services only (auth): mails a password-reset code; answers once the SMTP server took it. */
  sendPasswordResetCode: defineCommand({
    subject: 'notification.cmd.send-password-reset-code.v1',
    request: SendPasswordResetCodeSchema,
    reply: MailSentReplySchema,
  }),
} as const;
