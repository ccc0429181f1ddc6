import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { BookingConfig } from './config.js';
import { ClinicApprovedConsumer, ClinicRejectedConsumer } from './clinics/clinic-events.consumer.js';
import { ClinicsModule } from './clinics/clinics.module.js';
import { PaymentStatusConsumer } from './consultations/payment-status.consumer.js';
import { ConsultationsModule } from './consultations/consultations.module.js';
import { PrismaService } from './database/prisma.service.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { PublicationModule } from './publication/publication.module.js';

@Module({})
export class AppModule {
  static forRoot(config: BookingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'booking',
          config,
          database: PrismaService,
          consumers: [ClinicApprovedConsumer, ClinicRejectedConsumer, PaymentStatusConsumer],
        }),
        EnquiriesModule,
        ClinicsModule,
        ConsultationsModule,
        PublicationModule,
      ],
    };
  }
}
