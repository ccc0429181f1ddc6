import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { GatewayConfig } from '../../config.js';

const PROBE_PATHS = new Set(['/api/healthz', '/api/readyz']);

/**
 * nestjs-pino: one JSON line per request, and every line logged while handling it carries `correlationId`.
 * The id is Fastify's `request.id` (see correlationIdFor), which middie copies onto the raw request for pino-http.
 */
export function loggingOptions(config: GatewayConfig): Params {
  return {
    // Spelled out: nestjs-pino 5.2's default route pattern does not match under @nestjs/platform-fastify 12.5.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: {
      name: 'gateway',
      level: config.LOG_LEVEL,
      customAttributeKeys: { reqId: 'correlationId' },
      // Lines logged inside a request carry its correlation id, not the whole request again.
      quietReqLogger: true,
      autoLogging: {
        ignore: (request: IncomingMessage) => PROBE_PATHS.has(request.url?.split('?')[0] ?? ''),
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
  };
}
