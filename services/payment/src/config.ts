import { intFromEnv, loadConfig, secret } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  localDefault,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

export function paymentConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'PAYMENT_DATABASE_URL', 'hp_payment'),
    PAYMENT_HEALTH_PORT: intFromEnv(3103),
    /** Plural's API: the local simulator, UAT (https://pluraluat.v2.pinepg.in) or production (https://api.pluralpay.in). */
    PLURAL_BASE_URL: z.pipe(localDefault(env, 'http://127.0.0.1:3310'), z.url()),
    PLURAL_CLIENT_ID: localDefault(env, 'hp-local-plural-client'),
    PLURAL_CLIENT_SECRET: secret(env, 'hp-local-plural-client-secret', 8),
    /** base64 (a whsec_ prefix is allowed); local default: the simulator's dev-only secret. */
    PLURAL_WEBHOOK_SECRET: secret(env, 'aHAtbG9jYWwtcGx1cmFsLXdlYmhvb2stc2VjcmV0LWRldi1vbmx5', 16),
    /** One Plural call's time limit; 5xx and network failures are tried PLURAL_RETRIES more times. */
    PLURAL_TIMEOUT_MS: intFromEnv(8_000),
    PLURAL_RETRIES: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(5)), 2),
    /** The site's address, for Plural's callback_url (/payment/success) and failure_callback_url (/payment/failure). */
    PAYMENT_SITE_URL: z.pipe(localDefault(env, 'http://localhost:8080'), z.url()),
    /** Signed webhooks older (or newer) than this are refused. */
    PAYMENT_WEBHOOK_TOLERANCE_SECONDS: intFromEnv(300),
    /** Orders still unsettled this long after they were made are asked about at Plural. */
    PAYMENT_RECONCILE_AFTER_MINUTES: intFromEnv(15),
    PAYMENT_RECONCILE_INTERVAL_SECONDS: intFromEnv(60),
    /** An order Plural still reports open this long after it was made is given up (failed); a later payment still counts. */
    PAYMENT_ORDER_GIVE_UP_HOURS: intFromEnv(24),
    /** How long a question to booking (whose consultation is this?) may take. */
    PAYMENT_BOOKING_TIMEOUT_MS: intFromEnv(5_000),
  });
}

export type PaymentConfig = z.infer<ReturnType<typeof paymentConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadPaymentConfig = (env: Env): PaymentConfig => loadConfig(paymentConfigSchema(env), env);
export const loadPaymentConfigOrExit = (env: Env) =>
  loadConfigOrExit(paymentConfigSchema(env), env, 'payment');
