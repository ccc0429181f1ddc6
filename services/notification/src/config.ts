import { intFromEnv, loadConfig, secret } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  localDefault,
  serviceConfigShape,
  smtpConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

export function notificationConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'NOTIFICATION_DATABASE_URL', 'hp_notification'),
    ...smtpConfigShape(env),
    NOTIFICATION_HEALTH_PORT: intFromEnv(3107),
    /** How long a question to another service (prescription's file link, booking's cancel) may take. */
    NOTIFICATION_RPC_TIMEOUT_MS: intFromEnv(5_000),
    /** The site's address: reminders link to `<site>/reminder/<token>`. */
    NOTIFICATION_SITE_URL: z.pipe(localDefault(env, 'http://localhost:8080'), z.url()),
    /** The key reminder links are made with (HMAC of the consultation's id); changing it voids the links sent. */
    REMINDER_LINK_SECRET: secret(env, 'hp-local-reminder-link-secret-dev-only', 32),
    /** How often due reminders (and WhatsApp messages not delivered in time) are looked for. */
    REMINDER_SWEEP_INTERVAL_MS: intFromEnv(15_000),
    /** A WhatsApp reminder not delivered within this time is sent again by SMS. */
    REMINDER_WHATSAPP_DELIVERY_TIMEOUT_SECONDS: intFromEnv(15 * 60),
    /** The WhatsApp Business Cloud API (Meta's graph.facebook.com; the local simulator, infra/whatsapp-simulator). */
    WHATSAPP_API_URL: z.pipe(localDefault(env, 'http://127.0.0.1:3320'), z.url()),
    WHATSAPP_API_VERSION: z._default(z.string().check(z.regex(/^v\d+\.\d+$/)), 'v21.0'),
    WHATSAPP_PHONE_NUMBER_ID: localDefault(env, '100000000000001'),
    WHATSAPP_ACCESS_TOKEN: secret(env, 'hp-local-whatsapp-access-token', 16),
    /** The Meta app's secret: the webhook's X-Hub-Signature-256 is an HMAC-SHA256 of the raw body with it. */
    WHATSAPP_APP_SECRET: secret(env, 'hp-local-whatsapp-app-secret-dev-only', 16),
    /** What Meta's webhook verification request must carry as hub.verify_token (set the same in Meta's app settings). */
    WHATSAPP_VERIFY_TOKEN: secret(env, 'hp-local-whatsapp-verify-token', 16),
    /** The approved message template of the reminder, in English (en) and Hindi (hi). */
    WHATSAPP_REMINDER_TEMPLATE: z._default(z.string().check(z.minLength(1)), 'consultation_reminder'),
    WHATSAPP_TIMEOUT_MS: intFromEnv(8_000),
    /** The SMS gateway (the fallback); locally the same simulator. */
    SMS_API_URL: z.pipe(localDefault(env, 'http://127.0.0.1:3320/sms/v1/messages'), z.url()),
    SMS_API_KEY: secret(env, 'hp-local-sms-api-key', 8),
    SMS_SENDER_ID: z._default(z.string().check(z.regex(/^[A-Z]{6}$/)), 'HPCARE'),
  });
}

export type NotificationConfig = z.infer<ReturnType<typeof notificationConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadNotificationConfig = (env: Env): NotificationConfig =>
  loadConfig(notificationConfigSchema(env), env);
export const loadNotificationConfigOrExit = (env: Env) =>
  loadConfigOrExit(notificationConfigSchema(env), env, 'notification');
