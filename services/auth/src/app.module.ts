import { Module, type DynamicModule } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminsModule } from './admins/admins.module.js';
import type { AuthConfig } from './config.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { SessionsModule } from './sessions/sessions.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        AccountsModule,
        SessionsModule,
        AdminsModule,
        PasswordResetModule,
      ],
    };
  }
}
