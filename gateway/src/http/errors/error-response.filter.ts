import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorCode, ErrorResponse } from '@hp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noteErrorCode } from '@hp/service-platform/http';
import { RpcCallError } from '@hp/service-platform/nats';
import { GatewayError } from './gateway-error.js';

/**
 * Every failure leaves the gateway through here, as `{ message, code, fields?, correlationId }` with the
 * status from `httpStatusByErrorCode`: our own errors, the services' (RpcCallError), Nest's 404 for unknown routes, Fastify's body
 * parser errors (bad JSON, too large, wrong content type) and anything unexpected (INTERNAL).
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorResponse');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = toGatewayError(exception);
    const correlationId = request.id;
    noteErrorCode(request, error.code);

    if (error.code === 'INTERNAL') {
      this.logger.error({ err: exception, code: error.code, correlationId }, error.message);
    } else if (error.status >= 500) {
      // Upstream trouble is expected operations noise: the reason, without a stack.
      const reason = error.cause instanceof Error ? error.cause.message : undefined;
      this.logger.warn({ code: error.code, reason, correlationId }, error.message);
    }
    if (error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));

    const body: ErrorResponse = {
      message: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      correlationId,
    };
    void reply.status(error.status).send(body);
  }
}

/** Codes for HTTP errors raised by Nest or Fastify themselves, keyed by their status. */
const codeForFrameworkStatus: Record<number, ErrorCode> = {
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'REQUEST.TOO_LARGE', // Fastify's FST_ERR_CTP_BODY_TOO_LARGE (BODY_LIMIT_BYTES)
  429: 'RATE_LIMITED',
};

/** Fastify's body-parser errors: a 4xx that is really "your request body is wrong". */
const bodyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export function toGatewayError(exception: unknown): GatewayError {
  if (exception instanceof GatewayError) return exception;
  // A service's answer (its code, message, fields) or an upstream failure (503 no responders, 504 timeout).
  if (exception instanceof RpcCallError) {
    return new GatewayError(exception.code, {
      message: exception.message,
      fields: exception.fields,
      cause: exception.cause,
    });
  }

  const status = httpStatusOf(exception);
  if (status === undefined || status >= 500) return new GatewayError('INTERNAL', { cause: exception });

  const mapped = codeForFrameworkStatus[status];
  if (mapped) return new GatewayError(mapped, { cause: exception });

  // Every other 4xx from the framework comes from reading the request (JSON syntax, size, content type).
  const fastifyCode = frameworkErrorCode(exception);
  const message =
    (fastifyCode && bodyErrorMessages[fastifyCode]) ??
    (exception instanceof SyntaxError || causeOf(exception) instanceof SyntaxError
      ? bodyErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY
      : 'The request could not be read.');
  return new GatewayError('VALIDATION.FAILED', { message, cause: exception });
}

function httpStatusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  const candidate = exception as { statusCode?: unknown; status?: unknown } | null;
  const status = candidate?.statusCode ?? candidate?.status;
  return typeof status === 'number' ? status : undefined;
}

function causeOf(exception: unknown): unknown {
  return exception instanceof Error ? exception.cause : undefined;
}

function frameworkErrorCode(exception: unknown): string | undefined {
  for (const candidate of [exception, causeOf(exception)]) {
    const code = (candidate as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
