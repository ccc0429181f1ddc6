import 'reflect-metadata';
import { AppModule } from './app.module.js';
import { loadAuthConfig, orExit } from './config.js';
import { startMicroservice } from './platform/start-microservice.js';

const SHUTDOWN_DEADLINE_MS = 15_000;

const config = orExit(() => loadAuthConfig(process.env));
const service = await startMicroservice(AppModule.forRoot(config), {
  natsUrl: config.NATS_URL,
  queue: 'auth',
  healthPort: config.AUTH_HEALTH_PORT,
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('auth: shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
