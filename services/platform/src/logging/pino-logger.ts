import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger } from 'pino';
import { traceLogFields } from '../tracing/tracing.js';

/**
 * A process's one plain pino logger (JSON lines on stdout, each with `name`), for HTTP apps that log requests
 * themselves (see registerRequestLog) instead of through nestjs-pino. Written asynchronously: under load, lines
 * are gathered into few writes instead of one blocking write each; pino flushes what is left at exit. A line written
 * inside a span (tracing on) carries its `trace_id` and `span_id`.
 */
export function createPinoLogger(options: { name: string; level: string }): Logger {
  return pino(
    { name: options.name, level: options.level, mixin: traceLogFields },
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * Nest's Logger (framework lines and `new Logger(context)`) writing through a pino logger. Lines logged
 * while handling a request name its `correlationId` themselves: there is no per-request logger to carry it.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  /**
   * Nest appends the logger's context last: `warn({ err }, 'text', 'Context')`, `log('text', 'Context')`,
   * and for errors `error('text', stack, 'Context')`.
   */
  private write(level: Level, message: unknown, rest: unknown[]) {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    if (message instanceof Error) {
      this.pino[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ context, ...message }, typeof rest[0] === 'string' ? rest[0] : undefined);
    } else {
      const stack = level === 'error' && typeof rest[0] === 'string' ? rest[0] : undefined;
      this.pino[level]({ context, stack }, String(message));
    }
  }
}
