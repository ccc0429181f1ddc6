import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../../config.js';

/** The shared Redis: OTPs, verified-OTP markers and revoked-session keys (read by the gateway). */
@Injectable()
export class RedisService extends Redis implements OnModuleDestroy {
  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'REDIS_URL'>) {
    super(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
