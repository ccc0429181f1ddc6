import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { PaymentConfig } from './config.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { PrismaService } from './database/prisma.service.js';
import { OrdersModule } from './orders/orders.module.js';

@Module({})
export class AppModule {
  static forRoot(config: PaymentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'payment',
          config,
          database: PrismaService,
        }),
        CatalogueModule,
        OrdersModule,
      ],
    };
  }
}
