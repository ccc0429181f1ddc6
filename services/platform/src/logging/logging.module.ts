import type { ExecutionContext } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { correlationIdOf } from '../rpc/rpc-meta.js';
import { traceLogFields } from '../tracing/tracing.js';

const correlationIdIn = (context: ExecutionContext) => correlationIdOf(context.switchToRpc().getData());

/** Fields that never reach a log line, whatever the service. */
const ALWAYS_REDACTED = ['*.password', '*.newPassword', '*.refreshToken', '*.otp', '*.token'];

/**
 * JSON lines through pino, each with the service's name. For every NATS message nestjs-pino opens a logging
 * context, so each line logged while handling it carries the gateway's correlation id (and, with tracing on, the
 * span's `trace_id` and `span_id`).
 */
export function loggingModule(options: { service: string; level: string; redact?: string[] }) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: options.level,
      base: { service: options.service },
      redact: { paths: [...ALWAYS_REDACTED, ...(options.redact ?? [])], censor: '[redacted]' },
      mixin: traceLogFields,
    },
    microservice: {
      genReqId: (context) => correlationIdIn(context) ?? 'none',
      customProps: (context) => ({ correlationId: correlationIdIn(context) }),
      quietRpcLogger: true,
    },
  });
}
