import { Inject, Injectable } from '@nestjs/common';
import { pathParamNames, type Command, type HttpRoute } from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccessPolicy } from '../auth/access-policy.js';
import { RateLimits } from '../rate-limit/rate-limits.js';
import type { HandWrittenRoute, RouteCall, RouteHandler } from './route-call.js';
import { pickHeaders, rawBodyOf } from './raw-request.js';
import { routeInputParser } from './route-input.js';

export type RouteTable = Record<string, HttpRoute>;

/** The routes the gateway serves: contracts' `apiRoutes` (or a test's table) and the gateway's health routes. */
export const ROUTE_TABLE = Symbol('ROUTE_TABLE');
/** Every route some provider serves by hand (see AppModule). */
export const HAND_WRITTEN_ROUTES = Symbol('HAND_WRITTEN_ROUTES');

/**
 * RouteHandlers every route of the route table. A route that names a command is forwarded to it; any other needs a
 * hand-written handler. What each route needs is chosen once at start-up, and a request then goes through
 * exactly that: the per-address limit of its bucket, its access check, its params/query/body schemas, the
 * per-account limit (logins), the handler, and the route's success status. Failures are thrown to
 * ErrorResponseFilter.
 */
@Injectable()
export class ContractRoutes {
  constructor(
    @Inject(ROUTE_TABLE) private readonly table: RouteTable,
    @Inject(HAND_WRITTEN_ROUTES) private readonly handWritten: readonly HandWrittenRoute[],
    private readonly rpc: NatsRpcClient,
    private readonly access: AccessPolicy,
    private readonly rateLimits: RateLimits,
  ) {}

  /** Registers every route on Fastify; throws, naming each problem, when the table and the handlers disagree. */
  registerOn(fastify: FastifyInstance): void {
    for (const [route, serve] of this.handlerOfEachRoute()) {
      fastify.route({ method: route.method, url: route.path, handler: this.pipeline(route, serve) });
    }
  }

  private handlerOfEachRoute(): Map<HttpRoute, RouteHandler> {
    const problems: string[] = [];
    const inTable = new Set(Object.values(this.table));
    const byHand = new Map<HttpRoute, RouteHandler>();
    for (const { route, handle } of this.handWritten) {
      if (!inTable.has(route))
        problems.push(`${route.method} ${route.path}: has a handler but is not in the route table`);
      else if (byHand.has(route))
        problems.push(`${route.method} ${route.path}: has two hand-written handlers`);
      else byHand.set(route, handle);
    }

    const handlers = new Map<HttpRoute, RouteHandler>();
    for (const [name, route] of Object.entries(this.table)) {
      const label = `${name} (${route.method} ${route.path})`;
      const handle = byHand.get(route);
      if (handle && route.command) {
        problems.push(
          `${label}: served twice, by a hand-written handler and by forwarding to ${route.command.subject}`,
        );
      } else if (handle) {
        handlers.set(route, handle);
      } else if (route.command) {
        handlers.set(route, this.forwarderTo(route, route.command));
      } else {
        problems.push(`${label}: served by nothing; name its command in the route table or write a handler`);
      }
      const declared = Object.keys(route.params?.shape ?? {})
        .sort()
        .join(', ');
      const inPath = pathParamNames(route.path).sort().join(', ');
      if (declared !== inPath)
        problems.push(`${label}: path parameters [${inPath}], params schema [${declared}]`);
    }
    if (problems.length) {
      throw new Error(`The route table and the gateway's handlers disagree:\n  ${problems.join('\n  ')}`);
    }
    return handlers;
  }

  /**
   * Sends `{ ...params, ...query, ...body }` (the service checks it against `command.request`); the reply is
   * checked against `command.reply`. A route with only a body sends the parsed body itself, without a copy.
   * `route.forward` adds the body's exact text as `rawBody` (instead of the parsed body) and the named headers;
   * `route.timeoutMs` replaces the NATS request's default time limit.
   */
  private forwarderTo(route: HttpRoute, command: Command): RouteHandler {
    const { forward, timeoutMs } = route;
    const parts = (['params', 'query', 'body'] as const).filter(
      (part) => route[part] && !(part === 'body' && forward?.rawBody),
    );
    const headers = forward?.headers?.length ? forward.headers : undefined;
    const requestOf = forward
      ? (call: RouteCall): unknown =>
          Object.assign(
            {},
            ...parts.map((part) => call[part]),
            forward.rawBody ? { rawBody: rawBodyOf(call.request) } : undefined,
            headers ? { headers: pickHeaders(call.request, headers) } : undefined,
          )
      : parts.length === 1
        ? (call: RouteCall): unknown => call[parts[0]!]
        : (call: RouteCall): unknown => Object.assign({}, ...parts.map((part) => call[part]));
    return (call) => this.rpc.request(command, requestOf(call) ?? {}, call.meta, timeoutMs);
  }

  private pipeline(route: HttpRoute, serve: RouteHandler) {
    const limitAddress = this.rateLimits.perAddress(route.rateLimit);
    const authorise = this.access.checkFor(route.access);
    const parseInput = routeInputParser(route);
    const serveLimited = this.rateLimits.perAccount(route.rateLimit, serve);
    const status = route.successStatus;
    const cacheControl = route.cacheSeconds ? `public, max-age=${route.cacheSeconds}` : undefined;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (limitAddress) await limitAddress(request);
      const actor = authorise && (await authorise(request));
      const meta = actor ? { correlationId: request.id, actor } : { correlationId: request.id };
      void reply.code(status); // a handler may answer another (readyz: 503)
      const { params, query, body } = parseInput(request);
      // Spelled out rather than spread: the spread was measurably slower on this path, which every request takes.
      const answer = await serveLimited({ params, query, body, meta, request, reply } as RouteCall);
      if (cacheControl) void reply.header('cache-control', cacheControl); // success only: an error is not kept
      return answer;
    };
  }
}
