import { intFromEnv, loadConfig } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  s3ConfigShape,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

export function verificationConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'VERIFICATION_DATABASE_URL', 'hp_verification'),
    ...s3ConfigShape(env),
    VERIFICATION_HEALTH_PORT: intFromEnv(3104),
    /** How long an admin's licence link works. */
    VERIFICATION_LICENCE_URL_SECONDS: intFromEnv(300),
    /** Time limit of the call that asks auth for the provider's login. */
    VERIFICATION_AUTH_TIMEOUT_MS: intFromEnv(5000),
    /** How often uploaded licences that no registration names are looked for, and how old they must be. */
    VERIFICATION_SWEEP_INTERVAL_SECONDS: intFromEnv(10 * 60),
    VERIFICATION_ORPHAN_AFTER_MINUTES: intFromEnv(60),
  });
}

export type VerificationConfig = z.infer<ReturnType<typeof verificationConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadVerificationConfig = (env: Env): VerificationConfig =>
  loadConfig(verificationConfigSchema(env), env);
export const loadVerificationConfigOrExit = (env: Env) =>
  loadConfigOrExit(verificationConfigSchema(env), env, 'verification');
