import type { ExecutionContext } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AuthConfig } from '../../config.js';
import { correlationIdOf } from '../rpc/rpc-meta.js';

const correlationIdIn = (context: ExecutionContext) => correlationIdOf(context.switchToRpc().getData());

/**
 * JSON lines through pino. For every NATS message nestjs-pino opens a logging context, so each line logged
 * while handling it carries the gateway's correlation id.
 */
export function loggingModule(config: AuthConfig) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: config.LOG_LEVEL,
      base: { service: 'auth' },
      redact: {
        paths: ['*.password', '*.newPassword', '*.refreshToken', '*.otp', '*.registrationCode'],
        censor: '[redacted]',
      },
    },
    microservice: {
      genReqId: (context) => correlationIdIn(context) ?? 'none',
      customProps: (context) => ({ correlationId: correlationIdIn(context) }),
      quietRpcLogger: true,
    },
  });
}
