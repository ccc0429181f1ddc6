import { Logger } from '@nestjs/common';
import { releaseMemoryWhenIdle, releaseStartUpMemory, startTracing } from '@hp/service-platform/http';
import { createGatewayApp } from './app.js';
import { loadGatewayConfigOrExit } from './config.js';

const config = loadGatewayConfigOrExit(process.env);
// Traces when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set; the SDK is not even loaded otherwise.
await startTracing({ service: 'gateway' });
const app = await createGatewayApp(config);
app.enableShutdownHooks();
await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
releaseStartUpMemory();
releaseMemoryWhenIdle();
new Logger('Gateway').log(
  `Listening on http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/api (docs at /api/docs)`,
);
