import {
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { fieldErrorsFromZod, type Actor, type HttpRoute, type RpcRequest } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by AccessGuard from a verified access token. */
    actor?: Actor;
  }
}

const CONTRACT_ROUTE = Symbol('contract-route');

/**
 * Serves a route of the contracts route table: its method and path, its success status, and the metadata
 * that AccessGuard (access), RateLimitGuard (rateLimit) and @RouteBody (body schema) read.
 * The OpenAPI document is generated from the same table, so each route is described in one place.
 */
export function ContractRoute(route: HttpRoute): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    HttpCode(route.successStatus),
    SetMetadata(CONTRACT_ROUTE, route),
  );
}

/** The contracts route a handler serves, if it is one (health and docs handlers are not). */
export function contractRouteOf(context: ExecutionContext): HttpRoute | undefined {
  return Reflect.getMetadata(CONTRACT_ROUTE, context.getHandler()) as HttpRoute | undefined;
}

/** The request body parsed with the route's contracts schema; 400 VALIDATION.FAILED with one message per field. */
export const RouteBody = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const schema = contractRouteOf(context)?.body;
  if (!schema)
    throw new Error(`@RouteBody() on ${context.getHandler().name}, whose route has no body schema`);
  const result = schema.safeParse(context.switchToHttp().getRequest<FastifyRequest>().body);
  if (!result.success)
    throw new GatewayError('VALIDATION.FAILED', { fields: fieldErrorsFromZod(result.error) });
  return result.data;
});

export type RpcMeta = RpcRequest<unknown>['meta'];

/** `RpcRequest.meta` for this request: its correlation id and, when a token was verified, the actor. */
export const CallMeta = createParamDecorator((_: unknown, context: ExecutionContext): RpcMeta => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return request.actor ? { correlationId: request.id, actor: request.actor } : { correlationId: request.id };
});
