import { intFromEnv, loadConfig } from '@hp/contracts';
import { databaseUrlShape, loadConfigOrExit, serviceConfigShape, type Env } from '@hp/service-platform';
import { z } from 'zod';

export function paymentConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'PAYMENT_DATABASE_URL', 'hp_payment'),
    PAYMENT_HEALTH_PORT: intFromEnv(3103),
  });
}

export type PaymentConfig = z.infer<ReturnType<typeof paymentConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadPaymentConfig = (env: Env): PaymentConfig => loadConfig(paymentConfigSchema(env), env);
export const loadPaymentConfigOrExit = (env: Env) => loadConfigOrExit(paymentConfigSchema(env), env, 'payment');
