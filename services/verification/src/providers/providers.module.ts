import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { AuthLogins, authRpcClient } from './auth-logins.js';
import { LicenceSweeperJob } from './licence-sweeper.job.js';
import { ProvidersController } from './providers.controller.js';
import { ProvidersRepository } from './providers.repository.js';
import { RegisterProviderHandler } from './register-provider.handler.js';
import { ReviewHandlers } from './review.handlers.js';

@Module({
  controllers: [ProvidersController],
  providers: [
    { provide: NatsRpcClient, useFactory: authRpcClient, inject: [SERVICE_CONFIG] },
    AuthLogins,
    ProvidersRepository,
    RegisterProviderHandler,
    ReviewHandlers,
    LicenceSweeperJob,
  ],
})
export class ProvidersModule {}
