import { Logger } from '@nestjs/common';
import {
  releaseMemoryWhenIdle,
  releaseStartUpMemory,
  startTracing,
  stopOnSignals,
} from '@hp/service-platform/http';
import { createGatewayApp } from './app.js';
import { loadGatewayConfigOrExit } from './config.js';

const config = loadGatewayConfigOrExit(process.env);
// Traces when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set; the SDK is not even loaded otherwise.
await startTracing({ service: 'gateway' });
const app = await createGatewayApp(config);
await app.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST });
releaseStartUpMemory();
releaseMemoryWhenIdle();
// Nest's close answers the requests in flight before it closes the NATS client and Redis (their shutdown hooks
// run after the HTTP server has stopped); in Kubernetes the preStop pause has taken the pod out of the Service first.
stopOnSignals('gateway', () => app.close());
new Logger('Gateway').log(
  `Listening on http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/api (docs at /api/docs)`,
);
