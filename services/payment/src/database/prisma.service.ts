import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';

/** The service's database. Only repositories use it. Connects lazily on the first query. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(SERVICE_CONFIG) config: Pick<PaymentConfig, 'PAYMENT_DATABASE_URL'>) {
    super({ adapter: new PrismaPg({ connectionString: config.PAYMENT_DATABASE_URL }) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
