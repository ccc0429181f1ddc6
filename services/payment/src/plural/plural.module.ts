import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PluralClient } from './plural-client.js';

/** One PluralClient per process (its token cache is shared), configured from the environment. */
@Module({
  providers: [
    {
      provide: PluralClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: PaymentConfig) =>
        new PluralClient({
          baseUrl: config.PLURAL_BASE_URL,
          clientId: config.PLURAL_CLIENT_ID,
          clientSecret: config.PLURAL_CLIENT_SECRET,
          timeoutMs: config.PLURAL_TIMEOUT_MS,
          retries: config.PLURAL_RETRIES,
        }),
    },
  ],
  exports: [PluralClient],
})
export class PluralModule {}
