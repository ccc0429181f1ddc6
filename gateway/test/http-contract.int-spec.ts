import { authRoutes, ErrorResponseSchema } from '@hp/contracts';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { call, get, post, uniqueClientIp } from './support/http.js';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';

/** What every client sees regardless of the services: routes, validation, error shape, docs, health. */
describe('gateway HTTP surface', () => {
  let nats: TestNats;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await gateway?.stop();
    await nats?.stop();
  });

  describe('validation', () => {
    it('answers 400 with one message per invalid field, from the contracts schema', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.userRegister.path,
        {
          name: 'A',
          phone: '12345',
          email: 'not-an-email',
          password: 'short',
        },
        { ip: uniqueClientIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'Some fields are not valid.',
        code: 'VALIDATION.FAILED',
        fields: {
          name: 'Name must be at least 2 characters long',
          phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          email: 'Please enter a valid email address',
          password: 'Password must be at least 8 characters long',
        },
        correlationId: expect.any(String),
      });
    });

    it('names missing fields', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.providerLogin.path,
        { email: 'clinic@example.com' },
        { ip: uniqueClientIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        password: 'Password is required',
        entityType: 'Please select an entity type',
      });
    });

    it('answers 400 in the standard shape for malformed JSON', async () => {
      const answer = await post(gateway.url, authRoutes.userLogin.path, undefined, {
        rawBody: '{"email": ',
        ip: uniqueClientIp(),
      });
      expect(answer.status).toBe(400);
      expect(ErrorResponseSchema.parse(answer.body)).toMatchObject({ code: 'VALIDATION.FAILED' });
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      const answer = await post(gateway.url, authRoutes.userLogin.path, ['email'], { ip: uniqueClientIp() });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION.FAILED');
    });

    it('answers 413 REQUEST.TOO_LARGE in the standard shape for a body above BODY_LIMIT_BYTES', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.userLogin.path,
        { email: 'a@b.co', password: 'x'.repeat(200_000) },
        { ip: uniqueClientIp(), headers: { 'x-correlation-id': 'too-large-1' } },
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        message: 'The request body is too large.',
        code: 'REQUEST.TOO_LARGE',
        correlationId: 'too-large-1',
      });
    });
  });

  describe('errors and correlation ids', () => {
    it('answers unknown /api routes with a 404 in the standard shape', async () => {
      const answer = await get(gateway.url, '/api/no-such-thing');
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.body).toEqual({
        message: 'Not found.',
        code: 'NOT_FOUND',
        correlationId: expect.any(String),
      });
    });

    it('answers a known path with the wrong method as 404 too', async () => {
      const answer = await get(gateway.url, authRoutes.userLogin.path);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    });

    it("echoes the caller's x-correlation-id in the header and the error body", async () => {
      const answer = await get(gateway.url, '/api/no-such-thing', {
        headers: { 'x-correlation-id': 'trace-42' },
      });
      expect(answer.headers.get('x-correlation-id')).toBe('trace-42');
      expect(answer.body.correlationId).toBe('trace-42');
    });

    it('creates a correlation id when none is sent', async () => {
      const answer = await get(gateway.url, '/api/healthz');
      expect(answer.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('routes', () => {
    it('serves every route of the contracts table at its method and path', async () => {
      for (const [name, route] of Object.entries(authRoutes)) {
        const body = route.method === 'GET' ? undefined : {};
        const answer = await call(gateway.url, route.method, route.path, body, { ip: uniqueClientIp() });
        expect({ name, code: answer.body.code }).not.toEqual({ name, code: 'NOT_FOUND' });
      }
    });
  });

  describe('health', () => {
    it('says the process is alive at /api/healthz', async () => {
      const answer = await get(gateway.url, '/api/healthz');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ok' });
    });

    it('says NATS and Redis are reachable at /api/readyz', async () => {
      const answer = await get(gateway.url, '/api/readyz');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ok', checks: { nats: 'ok', redis: 'ok' } });
    });
  });

  describe('API documentation', () => {
    it('lists every route of the contracts table in the OpenAPI 3.1 document', async () => {
      const answer = await get<{
        openapi: string;
        paths: Record<string, Record<string, { operationId: string }>>;
      }>(gateway.url, '/api/docs/openapi.json');
      expect(answer.status).toBe(200);
      expect(answer.body.openapi).toBe('3.1.0');
      for (const [name, route] of Object.entries(authRoutes)) {
        expect(answer.body.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(name);
      }
      expect(Object.keys(answer.body.paths)).toEqual(expect.arrayContaining(['/api/healthz', '/api/readyz']));
    });

    it('serves a browsable page with its assets from the gateway itself', async () => {
      const page = await get<string>(gateway.url, '/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const links = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      const assets = links.filter((link) => !link.startsWith('data:'));
      expect(assets.length).toBeGreaterThanOrEqual(3);
      for (const asset of assets) {
        // Served here, never from a CDN: the machines may have no internet.
        expect(asset.startsWith('/api/docs/')).toBe(true);
        expect((await get(gateway.url, asset)).status).toBe(200);
      }
    });
  });
});
