import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toGatewayError } from '../http/errors/error-response.filter.js';
import { RateLimits } from '../http/rate-limit/rate-limits.js';
import { BulkPublish, etagOf, FEED_FILES, MANIFEST_MAX_AGE_SECONDS, type FeedFile } from './bulk-publish.js';
import { capabilityStatementOf } from './capability-statement.js';
import { FhirApi, RESOURCE_TYPES, type FhirRequestContext, type PublishedResourceType } from './fhir-api.js';
import { FHIR_JSON, FHIR_NDJSON, FhirError, operationOutcomeOf } from './fhir-responses.js';
import type { QueryParams } from './search-params.js';

export const FHIR_BASE_PATH = '/fhir/R4';
export const FEED_MANIFEST_PATH = '/fhir/$bulk-publish';
export const FEED_FILES_PATH = '/fhir/feed';

/** How long a client may keep a feed file: a slot taken shows as busy within a minute. */
const FEED_FILE_MAX_AGE_SECONDS = 30;

const JSON_TYPES = [
  'application/fhir+json',
  'application/json',
  'application/json+fhir',
  'application/*',
  '*/*',
];
const JSON_FORMATS = ['json', ...JSON_TYPES];
const PREFLIGHT_ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, If-None-Match, X-Correlation-Id';

/**
 * Any site may read: the caller's origin is echoed with credentials allowed, since FHIR clients in a browser (Medplum's
 * MedplumClient) send `credentials: 'include'`, which a `*` answer fails. Safe because no /fhir answer depends on
 * a cookie or a login: the data is public and the same for everyone.
 */
function corsHeadersFor(request: FastifyRequest): Record<string, string> {
  const origin = request.headers.origin;
  const headers: Record<string, string> = {
    'access-control-expose-headers': 'ETag, Retry-After, X-Correlation-Id',
    vary: 'Origin',
  };
  if (!origin) return { ...headers, 'access-control-allow-origin': '*' };
  return { ...headers, 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * /fhir/*: the FHIR R4 API (read, search, metadata) and the SMART Scheduling Links feed, read-only, open to every
 * origin, limited per client address like the rest of the API. Served outside the contracts' route table: FHIR
 * has its own error shape (OperationOutcome), media types and parameters.
 */
@Injectable()
export class FhirRoutes {
  private readonly logger = new Logger('Fhir');

  constructor(
    private readonly api: FhirApi,
    private readonly feed: BulkPublish,
    private readonly rateLimits: RateLimits,
  ) {}

  registerOn(fastify: FastifyInstance): void {
    const get = (url: string, handle: Handler) =>
      fastify.route({ method: 'GET', url, handler: this.guarded(handle) });

    get(`${FHIR_BASE_PATH}/metadata`, async (request, reply) =>
      this.sendJson(reply, capabilityStatementOf(contextOf(request).baseUrl, new Date().toISOString())),
    );
    get(`${FHIR_BASE_PATH}/:type/:id`, async (request, reply) => {
      const { type, id } = request.params as { type: string; id: string };
      return this.sendJson(reply, await this.api.read(resourceType(type), id, contextOf(request)));
    });
    get(`${FHIR_BASE_PATH}/:type`, async (request, reply) => {
      const { type } = request.params as { type: string };
      const params = request.query as QueryParams;
      return this.sendJson(reply, await this.api.search(resourceType(type), params, contextOf(request)));
    });
    get(FEED_MANIFEST_PATH, (request, reply) => this.manifest(request, reply));
    get(`${FEED_FILES_PATH}/:file`, (request, reply) => this.feedFile(request, reply));
    get('/fhir/*', () => Promise.reject(new FhirError(404, 'not-found', 'Nothing is published here')));

    fastify.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/fhir/*',
      handler: this.guarded(() =>
        Promise.reject(new FhirError(405, 'not-supported', 'This FHIR API is read-only: GET only')),
      ),
    });
    // CORS preflight: any origin may read (GET) with whatever headers its FHIR client sends (Medplum's `X-Medplum`).
    fastify.route({
      method: 'OPTIONS',
      url: '/fhir/*',
      handler: (request, reply) =>
        reply
          .code(204)
          .headers({
            ...corsHeadersFor(request),
            'access-control-allow-methods': 'GET, HEAD, OPTIONS',
            'access-control-allow-headers':
              request.headers['access-control-request-headers'] ?? PREFLIGHT_ALLOWED_HEADERS,
            'access-control-max-age': '86400',
          })
          .send(),
    });
  }

  private async manifest(request: FastifyRequest, reply: FastifyReply) {
    const context = contextOf(request);
    const manifest = await this.feed.manifest(
      `${context.siteUrl}${FEED_FILES_PATH}`,
      `${context.siteUrl}${FEED_MANIFEST_PATH}`,
      request.id,
    );
    const body = JSON.stringify(manifest);
    const etag = etagOf(body);
    void reply.headers({ etag, 'cache-control': `public, max-age=${MANIFEST_MAX_AGE_SECONDS}` });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json').send(body);
  }

  private async feedFile(request: FastifyRequest, reply: FastifyReply) {
    const { file } = request.params as { file: string };
    const type = file.replace(/\.ndjson$/, '') as FeedFile;
    if (!file.endsWith('.ndjson') || !FEED_FILES.includes(type))
      throw new FhirError(404, 'not-found', 'No such feed file');
    const { from, before } = request.query as { from?: string; before?: string };
    const stream = await this.feed.file(type, { from, before }, contextOf(request).siteUrl, request.id);
    void reply.header('cache-control', `public, max-age=${FEED_FILE_MAX_AGE_SECONDS}`);
    return reply.type(FHIR_NDJSON).send(stream);
  }

  private sendJson(reply: FastifyReply, resource: object) {
    return reply.type(FHIR_JSON).send(JSON.stringify(resource));
  }

  /** Every /fhir answer: CORS, the per-address limit, a JSON Accept, and failures as an OperationOutcome. */
  private guarded(handle: Handler) {
    const limit = this.rateLimits.perAddress('fhir')!;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.headers(corsHeadersFor(request));
      try {
        await limit(request);
        checkFormat(request);
        return await handle(request, reply);
      } catch (error) {
        const failure = this.fhirErrorOf(error, request.id);
        if (failure.retryAfterSeconds !== undefined)
          void reply.header('retry-after', String(failure.retryAfterSeconds));
        if (failure.status === 405) void reply.header('allow', 'GET, HEAD, OPTIONS');
        return reply
          .code(failure.status)
          .type(FHIR_JSON)
          .send(JSON.stringify(operationOutcomeOf(failure.issue, failure.message)));
      }
    };
  }

  private fhirErrorOf(error: unknown, correlationId: string): FhirError {
    if (error instanceof FhirError) return error;
    const gatewayError = toGatewayError(error);
    const { status, message, retryAfterSeconds } = gatewayError;
    if (status === 429) return new FhirError(429, 'throttled', message, retryAfterSeconds);
    if (status === 503 || status === 504) return new FhirError(status, 'transient', message);
    if (status === 400) return new FhirError(400, 'invalid', message);
    if (status === 404) return new FhirError(404, 'not-found', message);
    this.logger.error({ err: error, correlationId }, 'FHIR request failed');
    return new FhirError(500, 'exception', `Something went wrong (correlation id ${correlationId})`);
  }
}

function resourceType(type: string): PublishedResourceType {
  if ((RESOURCE_TYPES as readonly string[]).includes(type)) return type as PublishedResourceType;
  throw new FhirError(
    404,
    'not-supported',
    `${type} is not published here (Location, Schedule and Slot are)`,
  );
}

/** FHIR JSON only: `_format` or `Accept` asking for anything else (XML, Turtle) is 406. */
function checkFormat(request: FastifyRequest) {
  const format = (request.query as QueryParams)._format;
  if (typeof format === 'string' && !JSON_FORMATS.includes(format))
    throw new FhirError(406, 'not-supported', 'Only JSON is served (application/fhir+json)');
  const accept = request.headers.accept;
  if (!accept) return;
  const types = accept.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const ndjson = request.url.startsWith(FEED_FILES_PATH) && types.includes(FHIR_NDJSON);
  if (!ndjson && !types.some((type) => JSON_TYPES.includes(type)))
    throw new FhirError(406, 'not-supported', 'Only JSON is served (application/fhir+json)');
}

/** The origin the client used (nginx forwards it; see TRUST_PROXY), the API's base and the request's own URL. */
function contextOf(request: FastifyRequest): FhirRequestContext {
  const siteUrl = `${request.protocol}://${request.host}`;
  return {
    siteUrl,
    baseUrl: `${siteUrl}${FHIR_BASE_PATH}`,
    selfUrl: `${siteUrl}${request.url}`,
    correlationId: request.id,
  };
}
