import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../platform-options.js';

/** The shared Redis (OTPs, caches, keys the gateway reads). */
@Injectable()
export class RedisService extends Redis implements OnModuleDestroy {
  constructor(@Inject(SERVICE_CONFIG) config: RedisConfig) {
    super(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
