import { intFromEnv, loadConfig } from '@hp/contracts/server';
import { databaseUrlShape, loadConfigOrExit, serviceConfigShape, type Env } from '@hp/service-platform';
import { z } from 'zod/mini';

export function notificationConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'NOTIFICATION_DATABASE_URL', 'hp_notification'),
    NOTIFICATION_HEALTH_PORT: intFromEnv(3107),
  });
}

export type NotificationConfig = z.infer<ReturnType<typeof notificationConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadNotificationConfig = (env: Env): NotificationConfig => loadConfig(notificationConfigSchema(env), env);
export const loadNotificationConfigOrExit = (env: Env) => loadConfigOrExit(notificationConfigSchema(env), env, 'notification');
