import { ErrorResponseSchema, REFRESH_COOKIE, type HttpRoute } from '@hp/contracts';
import { z } from 'zod/mini';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return rest;
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json({ $ref: '#/components/schemas/ErrorResponse' }),
});

/** Which error answers a route can give, from what the gateway enforces on it. */
function errorResponsesFor(route: HttpRoute) {
  const responses: Record<string, unknown> = {};
  if (route.params || route.query || route.body || route.multipart)
    responses['400'] = errorResponse(
      'VALIDATION.FAILED with `fields` (or a failure reported by the service)',
    );
  if (route.body) responses['413'] = errorResponse('REQUEST.TOO_LARGE: the body is above the size limit');
  if (route.multipart) responses['413'] = errorResponse('REQUEST.TOO_LARGE: a file is above 5 MB');
  if (Array.isArray(route.access)) {
    responses['401'] = errorResponse('AUTH.UNAUTHENTICATED or AUTH.TOKEN_EXPIRED');
    responses['403'] = errorResponse("AUTH.FORBIDDEN: the token's role may not call this");
  }
  if (route.rateLimit) {
    const perAccount =
      route.rateLimit === 'login' ? '; per account, while the wait after repeated failures runs' : '';
    responses['429'] = errorResponse(
      `RATE_LIMITED (bucket "${route.rateLimit}" per client address${perAccount})`,
      {
        'Retry-After': {
          description: 'Seconds until the next attempt is counted',
          schema: { type: 'integer' },
        },
      },
    );
  }
  responses['503'] = errorResponse('UPSTREAM.UNAVAILABLE');
  responses['504'] = errorResponse('UPSTREAM.TIMEOUT');
  responses.default = errorResponse('Any other error of the catalogue (status from httpStatusByErrorCode)');
  return responses;
}

function securityFor(route: HttpRoute) {
  if (route.access === 'public') return undefined;
  if (route.access === 'optional') return [{}, { bearerAuth: [] }];
  return [{ bearerAuth: [] }];
}

/** Path and query parameters, one entry each, from the route's `params` and `query` schemas. */
function parametersFor(route: HttpRoute) {
  const parameters: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.includes(name),
        ...(description ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return parameters;
}

/** A multipart/form-data body: the text fields' schema, plus each file as binary. */
function multipartBody({ fields, files }: NonNullable<HttpRoute['multipart']>) {
  const { properties = {}, ...rest } = jsonSchema(fields, 'input') as { properties?: Record<string, JsonSchema> };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [name, { type: 'string', format: 'binary', description }]),
  );
  const schema = { ...rest, type: 'object', properties: { ...properties, ...fileProperties } };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** Fastify's `/api/items/:id` is OpenAPI's `/api/items/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function operationFor(operationId: string, route: HttpRoute) {
  const security = securityFor(route);
  const parameters = parametersFor(route);
  const accessNote =
    typeof route.access === 'string' ? `Access: ${route.access}.` : `Roles: ${route.access.join(', ')}.`;
  return {
    operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.rateLimit ? `${accessNote} Rate limit bucket: ${route.rateLimit}.` : accessNote,
    ...(security ? { security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: false, content: json(jsonSchema(route.body, 'input')) } }
      : {}),
    ...(route.multipart ? { requestBody: multipartBody(route.multipart) } : {}),
    responses: {
      [String(route.successStatus)]: {
        description: 'Success',
        content: json(jsonSchema(route.response, 'output')),
      },
      ...errorResponsesFor(route),
    },
  };
}

/** OpenAPI 3.1 document of every route the gateway serves, from the contracts route table and its zod schemas. */
export function buildOpenApiDocument(routes: Record<string, HttpRoute>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationFor(operationId, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Healthcare platform API',
      version: '1',
      description:
        'Every error answers `{ message, code, fields?, correlationId }`. Send `x-correlation-id` to choose the id; ' +
        `it is echoed back. Logins and refresh set the httpOnly \`${REFRESH_COOKIE}\` cookie (path /api).`,
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorResponse: jsonSchema(ErrorResponseSchema, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
