import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { envPrefixOf } from '../config/service-config.js';
import { PLATFORM_OPTIONS } from '../platform-options.js';
import type { Database } from './database.js';

/** A service's generated PrismaClient class (prisma-client generator with a driver adapter). */
export type PrismaClientClass<C extends Database> = new (options: never) => C;

/** What the database class reads: the service's name and its config (`ServicePlatformOptions` fit). */
export interface DatabaseOwner {
  service: string;
  config: object;
}

/** `<NAME>_DATABASE_URL` of the service's config, the convention of databaseUrlShape. */
export function databaseUrlOf({ service, config }: DatabaseOwner): string {
  const key = `${envPrefixOf(service)}_DATABASE_URL`;
  const url = (config as Record<string, unknown>)[key];
  if (typeof url !== 'string') throw new Error(`${service}: its configuration has no ${key} (databaseUrlShape)`);
  return url;
}

/**
 * The service's database class from its generated PrismaClient: connected through @prisma/adapter-pg to
 * `<NAME>_DATABASE_URL`, lazily on the first query, disconnected when the app stops. Outside Nest (a CLI):
 * `new PrismaService({ service: 'auth', config })`.
 *
 *   export class PrismaService extends PrismaDatabase(PrismaClient) {}   // src/database/prisma.service.ts
 */
export function PrismaDatabase<C extends Database>(Client: PrismaClientClass<C>) {
  const Base = Client as unknown as new (options: { adapter: PrismaPg }) => Database;
  @Injectable()
  class ServiceDatabase extends Base implements OnModuleDestroy {
    constructor(@Inject(PLATFORM_OPTIONS) options: DatabaseOwner) {
      super({ adapter: new PrismaPg({ connectionString: databaseUrlOf(options) }) });
    }

    async onModuleDestroy(): Promise<void> {
      await this.$disconnect();
    }
  }
  return ServiceDatabase as unknown as new (owner: DatabaseOwner) => C & OnModuleDestroy;
}
