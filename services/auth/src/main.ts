import 'reflect-metadata';
import { runService, serviceSettingsOf } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadAuthConfigOrExit } from './config.js';

const config = loadAuthConfigOrExit(process.env);
await runService(AppModule.forRoot(config), serviceSettingsOf('auth', config));
