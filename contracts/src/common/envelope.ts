import { z } from './zod.js';
import { ErrorCodeSchema, FieldErrorsSchema } from './errors.js';
import { EntityTypeSchema, RoleSchema } from './roles.js';

/** Who is calling, as the gateway established from the access token. */
export const ActorSchema = z.object({
  id: z.string(),
  role: RoleSchema,
  entityType: z.optional(EntityTypeSchema),
  sessionId: z.string(),
});
export type Actor = z.infer<typeof ActorSchema>;

/**
 * The W3C trace context (https://www.w3.org/TR/trace-context/) of the span that sent a message, when tracing is on:
 * the receiver's span continues that trace. Optional: a sender without tracing (or an older one) leaves it out.
 */
export interface TraceContextFields {
  traceparent?: string;
  tracestate?: string;
}

/** Every NATS request carries this envelope; `meta.correlationId` ties logs across processes. */
export interface RpcRequest<T> {
  meta: { correlationId: string; actor?: Actor } & TraceContextFields;
  data: T;
}

export const RpcErrorSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  fields: z.optional(FieldErrorsSchema),
});
export type RpcError = z.infer<typeof RpcErrorSchema>;

/** Every NATS reply: a service never lets an exception escape as anything but this. */
export type RpcReply<T> = { ok: true; data: T } | { ok: false; error: RpcError };

/** Events on JetStream share this outer shape; `eventId` lets consumers drop duplicates. */
export interface EventEnvelope<T> extends TraceContextFields {
  eventId: string;
  occurredAt: string;
  correlationId: string;
  data: T;
}

/** NATS header that carries the correlation id beside the envelope. */
export const CORRELATION_HEADER = 'x-correlation-id';
