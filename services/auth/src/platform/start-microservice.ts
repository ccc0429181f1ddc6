import type { Server } from 'node:http';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import { startHealthServer } from './health/health-server.js';
import { Readiness } from './health/readiness.js';

export interface MicroserviceSettings {
  natsUrl: string;
  /** Queue group: replicas share the subjects' load instead of each answering every request. */
  queue: string;
  healthPort: number;
  /** How long in-flight messages may finish after the subscriptions are closed. */
  gracePeriodMs?: number;
}

export interface RunningMicroservice {
  app: INestMicroservice;
  healthServer: Server;
  close(): Promise<void>;
}

/** A Nest microservice on the NATS transport plus the health HTTP server; `close()` stops both, gracefully. */
export async function startMicroservice(
  rootModule: DynamicModule,
  settings: MicroserviceSettings,
): Promise<RunningMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(rootModule, {
    transport: Transport.NATS,
    options: {
      servers: settings.natsUrl,
      queue: settings.queue,
      name: settings.queue,
      maxReconnectAttempts: -1,
      gracefulShutdown: true,
      gracePeriod: settings.gracePeriodMs ?? 2000,
    },
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  await app.listen();
  const healthServer = await startHealthServer(settings.healthPort, app.get(Readiness));
  logger.log(
    `Listening on NATS ${settings.natsUrl} (queue ${settings.queue}); health on :${settings.healthPort}`,
    'Main',
  );
  return {
    app,
    healthServer,
    async close() {
      const closed = new Promise<void>((resolve) => healthServer.close(() => resolve()));
      healthServer.closeAllConnections();
      await closed;
      await app.close();
    },
  };
}
