import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadBookingConfigOrExit } from './config.js';

const config = loadBookingConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('booking', config));
