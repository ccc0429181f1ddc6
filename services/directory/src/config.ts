import { intFromEnv, loadConfig } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  redisConfigShape,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

export function directoryConfigSchema(env: Env) {
  return z.object({
    ...serviceConfigShape(env),
    ...databaseUrlShape(env, 'DIRECTORY_DATABASE_URL', 'hp_directory'),
    ...redisConfigShape(env),
    /** How long an answer stays in Redis (each approval or rejection drops them all); 0 turns the cache off. */
    DIRECTORY_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3600)), 30),
    DIRECTORY_HEALTH_PORT: intFromEnv(3105),
  });
}

export type DirectoryConfig = z.infer<ReturnType<typeof directoryConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export const loadDirectoryConfig = (env: Env): DirectoryConfig => loadConfig(directoryConfigSchema(env), env);
export const loadDirectoryConfigOrExit = (env: Env) =>
  loadConfigOrExit(directoryConfigSchema(env), env, 'directory');
