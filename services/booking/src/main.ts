import 'reflect-metadata';
import { natsSettingsOf, runService } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadBookingConfigOrExit } from './config.js';

const config = loadBookingConfigOrExit(process.env);
await runService(AppModule.forRoot(config), {
  service: 'booking',
  nats: natsSettingsOf(config),
  healthPort: config.BOOKING_HEALTH_PORT,
});
