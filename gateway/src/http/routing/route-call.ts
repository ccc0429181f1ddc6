import type { HttpRoute } from '@hp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { RpcCallMeta } from '@hp/service-platform/nats';

/** What a route's schema turns a part of the request into; undefined when the route has no schema for it. */
type Parsed<R, Part extends 'params' | 'query' | 'body'> = R extends {
  [P in Part]: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : R extends { [P in Part]?: infer S }
    ? S extends z.ZodMiniType
      ? z.output<S> | undefined
      : undefined
    : undefined;

/** What the handler of a contract route receives: the request checked against the route table, and the caller. */
export interface RouteCall<R extends HttpRoute = HttpRoute> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  meta: RpcCallMeta;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What serves a route: the forwarder of its command, or a hand-written handler. */
export type RouteHandler = (call: RouteCall) => Promise<unknown>;

/** A route of the table served by gateway code rather than forwarded to a command (session cookies, uploads, streams). */
export interface HandWrittenRoute {
  route: HttpRoute;
  handle: RouteHandler;
}

export function handWritten<R extends HttpRoute>(
  route: R,
  handle: (call: RouteCall<R>) => Promise<unknown>,
): HandWrittenRoute {
  return { route, handle };
}

/** A provider listed in AppModule whose `routes` the gateway serves by hand. */
export interface ServesRoutesByHand {
  readonly routes: readonly HandWrittenRoute[];
}
