import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { AUTH_CONFIG, type DatabaseConfig } from '../../config.js';
import { PrismaClient } from '../../generated/prisma/client.js';

/** The service's database. Only repositories use it. Connects lazily on the first query. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(AUTH_CONFIG) config: Pick<DatabaseConfig, 'AUTH_DATABASE_URL'>) {
    super({ adapter: new PrismaPg({ connectionString: config.AUTH_DATABASE_URL }) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }

  /** For readiness: one round trip. */
  async ping(): Promise<void> {
    await this.$queryRaw`SELECT 1`;
  }
}
