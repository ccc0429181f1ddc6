import type { Server } from 'node:http';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import { startHealthServer } from '../health/health-server.js';
import { Readiness } from '../health/readiness.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { envPrefixOf, type ServiceConfig } from '../config/service-config.js';
import { natsSettingsOf, type NatsSettings } from '../nats/connection-options.js';
import { flushTracing, startTracing } from '../tracing/tracing.js';
import { releaseMemoryWhenIdle, releaseStartUpMemory } from './release-memory.js';
import { stopOnSignals } from './stop-on-signals.js';

export interface ServiceSettings {
  /** Also the NATS queue group: replicas share the subjects' load instead of each answering every request. */
  service: string;
  nats: NatsSettings;
  healthPort: number;
  /** How long in-flight messages may finish after the subscriptions are closed. */
  gracePeriodMs?: number;
}

/**
 * A service's settings from its validated config, by convention: its NATS connection (NATS_URL, NATS_USER,
 * NATS_PASSWORD) and its health port `<NAME>_HEALTH_PORT`.
 */
export function serviceSettingsOf(service: string, config: ServiceConfig): ServiceSettings {
  const key = `${envPrefixOf(service)}_HEALTH_PORT`;
  const healthPort = (config as unknown as Record<string, unknown>)[key];
  if (typeof healthPort !== 'number')
    throw new Error(`${service}: its configuration has no ${key} (a port number)`);
  return { service, nats: natsSettingsOf(config), healthPort };
}

export interface RunningService {
  app: INestMicroservice;
  healthServer: Server;
  close(): Promise<void>;
}

/**
 * The service's Nest microservice on the NATS transport plus its health HTTP server; `close()` stops both, gracefully,
 * and exports the spans still buffered. Traces (its commands, events and Prisma queries) when OTEL_EXPORTER_OTLP_ENDPOINT
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (see startTracing).
 */
export async function startService(
  rootModule: DynamicModule,
  settings: ServiceSettings,
): Promise<RunningService> {
  await startTracing({ service: settings.service, prisma: true });
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(rootModule, {
    transport: Transport.NATS,
    options: {
      servers: settings.nats.url,
      ...(settings.nats.user ? { user: settings.nats.user, pass: settings.nats.password ?? '' } : {}),
      queue: settings.service,
      name: settings.service,
      maxReconnectAttempts: -1,
      gracefulShutdown: true,
      gracePeriod: settings.gracePeriodMs ?? 2000,
    },
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  await app.listen();
  await settleStartUp(app.get(Readiness));
  const stopIdleRelease = releaseMemoryWhenIdle();
  const healthServer = await startHealthServer(
    settings.healthPort,
    app.get(Readiness),
    undefined,
    app.get(ServiceMetrics),
  );
  logger.log(
    `Listening on NATS ${settings.nats.url} (queue ${settings.service}); health on :${settings.healthPort}`,
    'Main',
  );
  return {
    app,
    healthServer,
    async close() {
      stopIdleRelease();
      const closed = new Promise<void>((resolve) => healthServer.close(() => resolve()));
      healthServer.closeAllConnections();
      await closed;
      await app.close();
      await flushTracing();
    },
  };
}

/**
 * One readiness check warms every dependency (Prisma compiles its query compiler at its first query, its pool
 * connects), then start-up's memory is given back (releaseStartUpMemory), so the service idles small (and again
 * after each stretch of work: releaseMemoryWhenIdle).
 */
async function settleStartUp(readiness: Readiness): Promise<void> {
  await readiness.check();
  releaseStartUpMemory();
}

/** For `main.ts`: starts the service and stops it gracefully on SIGTERM/SIGINT (see stopOnSignals). */
export async function runService(
  rootModule: DynamicModule,
  settings: ServiceSettings,
): Promise<RunningService> {
  const service = await startService(rootModule, settings);
  stopOnSignals(settings.service, () => service.close());
  return service;
}
