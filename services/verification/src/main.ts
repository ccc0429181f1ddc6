import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadVerificationConfigOrExit } from './config.js';

const config = loadVerificationConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('verification', config));
