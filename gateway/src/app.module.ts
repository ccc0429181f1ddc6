import { Module, type DynamicModule } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { SessionRoutes } from './accounts/session-routes.js';
import type { GatewayConfig } from './config.js';
import { FhirModule } from './fhir/fhir.module.js';
import { NotificationStreamRoutes } from './notifications/notification-stream-routes.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PrescriptionRoutes } from './prescriptions/prescription-routes.js';
import { PrescriptionsModule } from './prescriptions/prescriptions.module.js';
import { ProvidersModule } from './providers/providers.module.js';
import { RegistrationRoutes } from './providers/registration-routes.js';
import { HealthRoutes } from './http/health/health-routes.js';
import { GatewayHttpModule } from './http/gateway-http.module.js';
import { ContractRoutes, HAND_WRITTEN_ROUTES, type RouteTable } from './http/routing/contract-routes.js';
import type { ServesRoutesByHand } from './http/routing/route-call.js';

/** The providers that serve routes of the table by hand; every other route is forwarded to its command. */
const handWrittenRouteProviders = [HealthRoutes, SessionRoutes, RegistrationRoutes, PrescriptionRoutes, NotificationStreamRoutes];

@Module({})
export class AppModule {
  static register(config: GatewayConfig, routes: RouteTable): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayHttpModule.register(config, routes),
        AccountsModule,
        ProvidersModule,
        PrescriptionsModule,
        NotificationsModule,
        FhirModule,
      ],
      providers: [
        ContractRoutes,
        {
          provide: HAND_WRITTEN_ROUTES,
          useFactory: (...providers: ServesRoutesByHand[]) =>
            providers.flatMap((provider) => provider.routes),
          inject: handWrittenRouteProviders,
        },
      ],
    };
  }
}
