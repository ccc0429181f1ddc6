import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule } from './accounts/accounts.module.js';
import type { GatewayConfig } from './config.js';
import { loggingOptions } from './platform/logging/logging.js';
import { PlatformModule } from './platform/platform.module.js';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggingOptions(config)),
        PlatformModule.register(config),
        AccountsModule,
      ],
    };
  }
}
