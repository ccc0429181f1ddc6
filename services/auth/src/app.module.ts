import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import { AccountsModule } from './accounts/accounts.module.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from './accounts/provider-status.consumer.js';
import { AdminsModule } from './admins/admins.module.js';
import type { AuthConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { ActivateMembershipConsumer } from './membership/activate-membership.consumer.js';
import { MembershipModule } from './membership/membership.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { SessionsModule } from './sessions/sessions.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'auth',
          config,
          database: PrismaService,
          redis: true,
          redact: ['*.registrationCode'],
          consumers: [ActivateMembershipConsumer, ProviderApprovedConsumer, ProviderRejectedConsumer],
        }),
        AccountsModule,
        SessionsModule,
        AdminsModule,
        PasswordResetModule,
        MembershipModule,
      ],
    };
  }
}
