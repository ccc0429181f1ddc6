import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { correlationIdFor } from './platform/http/correlation-id.js';
import { registerResponseHeaders } from './platform/http/response-headers.js';

/** Builds the gateway (used by main.ts and by the tests, which listen on a free port). */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: correlationIdFor,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  await app.register(fastifyCookie);
  registerResponseHeaders(app.getHttpAdapter().getInstance());
  await app.init();
  return app;
}
