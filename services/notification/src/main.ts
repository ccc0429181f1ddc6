import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadNotificationConfigOrExit } from './config.js';

const config = loadNotificationConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('notification', config));
