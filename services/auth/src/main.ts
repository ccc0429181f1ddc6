import 'reflect-metadata';
import { natsSettingsOf, runService } from '@hp/service-platform';
import { AppModule } from './app.module.js';
import { loadAuthConfigOrExit } from './config.js';

const config = loadAuthConfigOrExit(process.env);
await runService(AppModule.forRoot(config), {
  service: 'auth',
  nats: natsSettingsOf(config),
  healthPort: config.AUTH_HEALTH_PORT,
});
