import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { apiRoutes, MAX_UPLOAD_BYTES } from '@hp/contracts';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createPinoLogger,
  flushTracing,
  NestPinoLogger,
  registerHttpMetrics,
  registerHttpTracing,
  registerRequestLog,
} from '@hp/service-platform/http';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { FhirRoutes } from './fhir/fhir-routes.js';
import { correlationIdFor } from './http/headers/correlation-id.js';
import { registerResponseHeaders } from './http/headers/response-headers.js';
import { registerGracefulClose } from './http/lifecycle/graceful-close.js';
import { ContractRoutes, type RouteTable } from './http/routing/contract-routes.js';
import { probePaths } from './http/health/health-routes.js';

/**
 * Prometheus metrics: outside `/api/` and `/fhir/`, the only paths nginx and the ingress send to the gateway, so
 * it is reachable inside the cluster (and on the machine) but not from the internet.
 */
export const METRICS_PATH = '/metrics';

export interface GatewayOptions {
  /** The routes to serve; `apiRoutes` of the contracts unless a test adds its own. Health routes are always served. */
  routes?: RouteTable;
}

/** Builds the gateway (used by main.ts and by the tests, which listen on a free port). */
export async function createGatewayApp(
  config: GatewayConfig,
  { routes = apiRoutes }: GatewayOptions = {},
): Promise<NestFastifyApplication> {
  const logger = createPinoLogger({ name: 'gateway', level: config.LOG_LEVEL });
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: correlationIdFor,
    // No Nest middleware here: without middie every request skips its matching.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, routes), adapter, {
    logger: new NestPinoLogger(logger),
    // Keeps each JSON body's bytes (request.rawBody) for routes with `forward.rawBody` (webhook signatures).
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  // Upload routes read the parts as a stream (request.parts()); busboy stops a file one byte past the limit and
  // marks it truncated, which the route answers with 413. File names arrive as sent (`preservePath`), so that an
  // upload route's policy sees a path in one (Uploads: refused, or cut to its last part).
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 16 * 1024, parts: 40, headerPairs: 200 },
  });
  registerResponseHeaders(fastify);
  registerGracefulClose(fastify);
  registerRequestLog(fastify, logger, { unloggedPaths: [...probePaths, METRICS_PATH] });
  registerHttpMetrics(fastify, { service: 'gateway', path: METRICS_PATH });
  // With tracing on (startTracing in main.ts): before the routes, whose handlers it runs inside their server spans.
  registerHttpTracing(fastify, { untracedPaths: [...probePaths, METRICS_PATH] });
  fastify.addHook('onClose', flushTracing);
  try {
    app.get(ContractRoutes).registerOn(fastify);
    app.get(FhirRoutes).registerOn(fastify);
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.init();
  return app;
}
