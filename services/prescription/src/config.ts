import { intFromEnv, loadConfig } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  s3ConfigShape,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

/** S3 allows a presigned link to live at most 7 days. */
const PRESIGN_MAX_SECONDS = 7 * 24 * 60 * 60;
const linkSeconds = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(60), z.lte(PRESIGN_MAX_SECONDS)), fallback);

export function prescriptionConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'PRESCRIPTION_DATABASE_URL', 'hp_prescription'),
    ...s3ConfigShape(env),
    PRESCRIPTION_HEALTH_PORT: intFromEnv(3106),
    /** How long the links in the lists (provider, patient, admin) work. */
    PRESCRIPTION_FILE_URL_SECONDS: linkSeconds(300),
    /** How long the link in the provider's e-mail works (at most 7 days, S3's limit). */
    PRESCRIPTION_MAIL_URL_SECONDS: linkSeconds(3 * 24 * 60 * 60),
    /** How often uploaded prescriptions that no submission names are looked for, and how old they must be. */
    PRESCRIPTION_SWEEP_INTERVAL_SECONDS: intFromEnv(10 * 60),
    PRESCRIPTION_ORPHAN_AFTER_MINUTES: intFromEnv(60),
  });
}

export type PrescriptionConfig = z.infer<ReturnType<typeof prescriptionConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadPrescriptionConfig = (env: Env): PrescriptionConfig =>
  loadConfig(prescriptionConfigSchema(env), env);
export const loadPrescriptionConfigOrExit = (env: Env) =>
  loadConfigOrExit(prescriptionConfigSchema(env), env, 'prescription');
