import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadPaymentConfigOrExit } from './config.js';

const config = loadPaymentConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('payment', config));
