import { intFromEnv, loadConfig } from '@hp/contracts/server';
import { databaseUrlShape, loadConfigOrExit, serviceConfigShape, type Env } from '@hp/service-platform';
import { z } from 'zod/mini';

export function bookingConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'BOOKING_DATABASE_URL', 'hp_booking'),
    BOOKING_HEALTH_PORT: intFromEnv(3102),
    /** How often alternative times the patient did not answer within 24 h are let go (their places freed). */
    BOOKING_ALTERNATIVE_SWEEP_SECONDS: intFromEnv(60),
  });
}

export type BookingConfig = z.infer<ReturnType<typeof bookingConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadBookingConfig = (env: Env): BookingConfig => loadConfig(bookingConfigSchema(env), env);
export const loadBookingConfigOrExit = (env: Env) =>
  loadConfigOrExit(bookingConfigSchema(env), env, 'booking');
