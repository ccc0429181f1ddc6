import { Logger } from '@nestjs/common';
import { releaseMemoryWhenIdle, releaseStartUpMemory } from '@hp/service-platform/http';
import { createGatewayApp } from './app.js';
import { loadGatewayConfigOrExit } from './config.js';

const config = loadGatewayConfigOrExit(process.env);
const app = await createGatewayApp(config);
app.enableShutdownHooks();
await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
releaseStartUpMemory();
releaseMemoryWhenIdle();
new Logger('Gateway').log(
  `Listening on http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/api (docs at /api/docs)`,
);
