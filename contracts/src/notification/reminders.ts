import { z } from '../common/zod.js';
import { defineRoutes } from '../http/route.js';
import { defineCommand } from '../messaging/define.js';

/**
 * Reminders of approved consultations (24 h and 2 h before), by e-mail and WhatsApp (SMS when WhatsApp fails or
 * is not delivered in time). Each carries a link by which the patient confirms or cancels: `/reminder/<token>` on
 * the site, whose page calls the routes below. The token is an HMAC of the consultation's id with a server key.
 */
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a reminder link'));
export const ReminderTokenParamsSchema = z.object({ token });

export const REMINDER_LINK_STATES = ['open', 'confirmed', 'cancelled', 'past'] as const;
export type ReminderLinkState = (typeof REMINDER_LINK_STATES)[number];

export const ReminderLinkViewSchema = z.object({
  state: z.enum(REMINDER_LINK_STATES),
  consultation: z.object({
    consultationId: z.string(),
    clinicName: z.string(),
    fullName: z.string(),
    /** The consultation's instant (ISO) and its date and time as the clinic (Asia/Kolkata) shows them. */
    startsAt: z.string(),
    date: z.string(),
    time: z.string(),
  }),
});
export type ReminderLinkView = z.infer<typeof ReminderLinkViewSchema>;

export const ReminderAnswerReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  link: ReminderLinkViewSchema,
});
export type ReminderAnswerReply = z.infer<typeof ReminderAnswerReplySchema>;

/** The WhatsApp Business Cloud API's webhook (status callbacks), checked by X-Hub-Signature-256 over the raw body. */
export const WhatsAppWebhookCommandSchema = z.object({
  rawBody: z.string(),
  headers: z.object({ 'x-hub-signature-256': z.optional(z.string().check(z.maxLength(200))) }),
});
export type WhatsAppWebhookCommand = z.infer<typeof WhatsAppWebhookCommandSchema>;
export const WhatsAppWebhookReplySchema = z.object({ received: z.literal(true) });

/**
 * Meta's webhook verification request (GET with hub.mode=subscribe, hub.verify_token, hub.challenge): answered with
 * the challenge itself when the token is ours. The challenge is an integer, so its JSON is the bare number Meta
 * expects back.
 */
export const WhatsAppWebhookVerifySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().check(z.maxLength(200)),
  'hub.challenge': z.string().check(z.regex(/^\d{1,15}$/)),
});
export type WhatsAppWebhookVerify = z.infer<typeof WhatsAppWebhookVerifySchema>;

export const notificationReminderCommands = {
  reminderLink: defineCommand({
    subject: 'notification.query.reminder-link.v1',
    request: ReminderTokenParamsSchema,
    reply: ReminderLinkViewSchema,
  }),
  confirmByReminder: defineCommand({
    subject: 'notification.cmd.confirm-by-reminder.v1',
    request: ReminderTokenParamsSchema,
    reply: ReminderAnswerReplySchema,
  }),
  cancelByReminder: defineCommand({
    subject: 'notification.cmd.cancel-by-reminder.v1',
    request: ReminderTokenParamsSchema,
    reply: ReminderAnswerReplySchema,
  }),
  verifyWhatsAppWebhook: defineCommand({
    subject: 'notification.query.whatsapp-webhook-challenge.v1',
    request: WhatsAppWebhookVerifySchema,
    reply: z.number(),
  }),
  receiveWhatsAppStatus: defineCommand({
    subject: 'notification.cmd.receive-whatsapp-status.v1',
    request: WhatsAppWebhookCommandSchema,
    reply: WhatsAppWebhookReplySchema,
  }),
} as const;

const tag = 'Reminders';

export const reminderRoutes = defineRoutes({
  reminderLink: {
    method: 'GET',
    path: '/api/reminders/:token',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary:
      "A reminder link's consultation and whether it is still open (the link itself is the credential)",
    params: ReminderTokenParamsSchema,
    response: ReminderLinkViewSchema,
    successStatus: 200,
    command: notificationReminderCommands.reminderLink,
  },
  reminderConfirm: {
    method: 'POST',
    path: '/api/reminders/:token/confirm',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'The patient confirms they will come (from the reminder)',
    params: ReminderTokenParamsSchema,
    response: ReminderAnswerReplySchema,
    successStatus: 200,
    command: notificationReminderCommands.confirmByReminder,
  },
  reminderCancel: {
    method: 'POST',
    path: '/api/reminders/:token/cancel',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'The patient cancels the consultation (from the reminder); its place at the clinic is freed',
    params: ReminderTokenParamsSchema,
    response: ReminderAnswerReplySchema,
    successStatus: 200,
    command: notificationReminderCommands.cancelByReminder,
  },
  whatsAppWebhookVerify: {
    method: 'GET',
    path: '/api/notifications/whatsapp/webhook',
    tag,
    access: 'public',
    summary:
      "Meta's verification of the WhatsApp webhook URL: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN (else 403)",
    query: WhatsAppWebhookVerifySchema,
    response: z.number(),
    successStatus: 200,
    command: notificationReminderCommands.verifyWhatsAppWebhook,
  },
  whatsAppWebhook: {
    method: 'POST',
    path: '/api/notifications/whatsapp/webhook',
    tag,
    access: 'public',
    summary:
      "The WhatsApp Business Cloud API's webhook (message statuses sent, delivered, read, failed), verified by X-Hub-Signature-256 over the raw body",
    body: z.unknown(),
    forward: { rawBody: true, headers: ['x-hub-signature-256'] },
    response: WhatsAppWebhookReplySchema,
    successStatus: 200,
    command: notificationReminderCommands.receiveWhatsAppStatus,
  },
});
