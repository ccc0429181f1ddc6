import { intFromEnv, loadConfig } from '@hp/contracts/server';
import { databaseUrlShape, loadConfigOrExit, serviceConfigShape, type Env } from '@hp/service-platform';
import { z } from 'zod/mini';

export function prescriptionConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'PRESCRIPTION_DATABASE_URL', 'hp_prescription'),
    PRESCRIPTION_HEALTH_PORT: intFromEnv(3106),
  });
}

export type PrescriptionConfig = z.infer<ReturnType<typeof prescriptionConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadPrescriptionConfig = (env: Env): PrescriptionConfig => loadConfig(prescriptionConfigSchema(env), env);
export const loadPrescriptionConfigOrExit = (env: Env) => loadConfigOrExit(prescriptionConfigSchema(env), env, 'prescription');
