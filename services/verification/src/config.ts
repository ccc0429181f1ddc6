import { intFromEnv, loadConfig } from '@hp/contracts/server';
import { databaseUrlShape, loadConfigOrExit, serviceConfigShape, type Env } from '@hp/service-platform';
import { z } from 'zod';

export function verificationConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'VERIFICATION_DATABASE_URL', 'hp_verification'),
    VERIFICATION_HEALTH_PORT: intFromEnv(3104),
  });
}

export type VerificationConfig = z.infer<ReturnType<typeof verificationConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadVerificationConfig = (env: Env): VerificationConfig => loadConfig(verificationConfigSchema(env), env);
export const loadVerificationConfigOrExit = (env: Env) => loadConfigOrExit(verificationConfigSchema(env), env, 'verification');
