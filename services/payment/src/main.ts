import 'reflect-metadata';
import { natsSettingsOf, runService } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadPaymentConfigOrExit } from './config.js';

const config = loadPaymentConfigOrExit(process.env);
await runService(AppModule.forRoot(config), {
  service: 'payment',
  nats: natsSettingsOf(config),
  healthPort: config.PAYMENT_HEALTH_PORT,
});
