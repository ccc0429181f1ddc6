import { z } from './zod.js';

export class ConfigError extends Error {}

/**
 * Validates process environment at start-up. A missing or malformed variable throws a ConfigError
 * naming every bad variable; callers print it and exit. An empty value (`VAR=` in a .env file, as
 * .env.example has for secrets) counts as unset, so the variable's default applies.
 */
export function loadConfig<S extends z.ZodMiniObject>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * A secret: required in production, with a clearly-marked local default otherwise.
 * Local defaults are for loopback development only.
 */
export function secret(env: Record<string, string | undefined>, localDefault: string, minLength = 32) {
  const field = z.string().check(z.minLength(minLength, `must be at least ${minLength} characters`));
  return env.NODE_ENV === 'production' ? field : z._default(field, localDefault);
}

/** Integer from an environment string. */
export const intFromEnv = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.positive()), fallback);
