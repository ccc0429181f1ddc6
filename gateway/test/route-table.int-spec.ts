import { apiRoutes, CORRELATION_HEADER, defineCommand, Role, type HttpRoute } from '@hp/contracts';
import { z } from 'zod/mini';
import { createGatewayApp } from '../src/app.js';
import { FakeService } from './support/fake-service.js';
import { startGateway, testGatewayConfig, untilReady, type RunningGateway } from './support/gateway.js';
import { call, get, uniqueClientIp } from './support/http.js';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { signAccessToken } from './support/tokens.js';

/** A route no gateway code knows about: it exists only in the table this test hands to the gateway. */
const updateNote = {
  method: 'PUT',
  path: '/api/test/patients/:patientId/notes/:noteId',
  tag: 'Test',
  summary: 'Update a note on a patient (test route)',
  access: [Role.Provider, Role.Admin],
  rateLimit: 'enquiry',
  params: z.object({
    patientId: z.string().check(z.regex(/^pat_/, 'Not a patient id')),
    noteId: z.coerce.number({ error: 'Not a number' }).check(z.int()),
  }),
  query: z.object({ urgent: z._default(z.enum(['yes', 'no'], { error: 'Say yes or no' }), 'no') }),
  body: z.object({ note: z.string({ error: 'Write a note' }).check(z.minLength(1, 'Write a note')) }),
  response: z.object({ noteId: z.number(), saved: z.boolean() }),
  successStatus: 200,
  command: defineCommand({
    subject: 'gwtest.cmd.update-note.v1',
    request: z.object({ patientId: z.string(), noteId: z.number(), urgent: z.string(), note: z.string() }),
    reply: z.object({ noteId: z.number(), saved: z.boolean() }),
  }),
} satisfies HttpRoute;

const routes = { ...apiRoutes, updateNote };
const notePath = (patientId: string, noteId: string, query = '') =>
  `/api/test/patients/${patientId}/notes/${noteId}${query}`;

/** The gateway serves whatever the route table says: a new route needs an entry there and a service, no gateway code. */
describe('a route added to the route table', () => {
  const ENQUIRY_MAX = 3;
  let nats: TestNats;
  let gateway: RunningGateway;
  let service: FakeService;
  let providerToken: string;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway(
      { NATS_URL: nats.url, RATE_LIMIT_ENQUIRY_MAX: String(ENQUIRY_MAX) },
      { routes },
    );
    service = await FakeService.start(nats.url, {
      [updateNote.command.subject]: (received) => ({
        ok: true,
        data: { noteId: received.request.data.noteId, saved: true, internal: 'not in the contract' },
      }),
    });
    providerToken = await signAccessToken({ role: Role.Provider, entityType: 'clinic', sub: 'prv_1' });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await service?.stop();
    await gateway?.stop();
    await nats?.stop();
  });

  const put = (
    path: string,
    body: unknown,
    options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) => call(gateway.url, 'PUT', path, body, { ip: uniqueClientIp(), token: providerToken, ...options });

  it('forwards { ...params, ...query, ...body } with the caller to the command, and answers its reply', async () => {
    const answer = await put(
      notePath('pat_1', '7', '?urgent=yes'),
      { note: 'Call back' },
      {
        headers: { [CORRELATION_HEADER]: 'corr-note-1' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ noteId: 7, saved: true });

    const received = service.calls.find((c) => c.request.meta.correlationId === 'corr-note-1');
    expect(received?.request.data).toEqual({
      patientId: 'pat_1',
      noteId: 7,
      urgent: 'yes',
      note: 'Call back',
    });
    expect(received?.request.meta.actor).toMatchObject({ id: 'prv_1', role: Role.Provider });
  });

  it('checks path parameters, query and body against their schemas, one message per field', async () => {
    const answer = await put(notePath('someone', 'seven', '?urgent=maybe'), {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Some fields are not valid.',
      code: 'VALIDATION.FAILED',
      fields: {
        patientId: 'Not a patient id',
        noteId: 'Not a number',
        urgent: 'Say yes or no',
        note: 'Write a note',
      },
      correlationId: expect.any(String),
    });
  });

  it('enforces its role list: 401 without a token, 403 for another role', async () => {
    const anonymous = await put(notePath('pat_1', '1'), { note: 'x' }, { token: '' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('AUTH.UNAUTHENTICATED');

    const patient = await put(
      notePath('pat_1', '1'),
      { note: 'x' },
      { token: await signAccessToken({ role: Role.User }) },
    );
    expect(patient.status).toBe(403);
    expect(patient.body.code).toBe('AUTH.FORBIDDEN');
  });

  it('applies its rate-limit bucket per client address', async () => {
    const ip = uniqueClientIp();
    const statuses = [];
    for (let attempt = 0; attempt <= ENQUIRY_MAX; attempt++) {
      statuses.push((await put(notePath('pat_1', '1'), { note: 'x' }, { ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('is documented in the OpenAPI document: parameters, body, responses and security', async () => {
    const answer = await get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      gateway.url,
      '/api/docs/openapi.json',
    );
    const operation = answer.body.paths['/api/test/patients/{patientId}/notes/{noteId}']?.put;
    expect(operation).toMatchObject({
      operationId: 'updateNote',
      tags: ['Test'],
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'patientId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'noteId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'urgent', in: 'query', required: false, schema: { enum: ['yes', 'no'] } },
      ],
      requestBody: {
        content: { 'application/json': { schema: { properties: { note: { type: 'string' } } } } },
      },
    });
    expect(Object.keys(operation?.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '503', '504']),
    );
  });
});

describe('start-up check of the route table', () => {
  const gatewayWith = (routeTable: Record<string, HttpRoute>) =>
    createGatewayApp(testGatewayConfig({ NATS_URL: 'nats://127.0.0.1:1' }), { routes: routeTable });

  it('refuses a route that neither names a command nor has a hand-written handler', async () => {
    const { command: _forwarded, ...orphan } = updateNote;
    await expect(gatewayWith({ ...apiRoutes, orphan })).rejects.toThrow(
      /orphan \(PUT .*\): served by nothing/,
    );
  });

  it('refuses path parameters its params schema does not declare', async () => {
    const misnamed = { ...updateNote, path: '/api/test/patients/:id/notes/:noteId' };
    await expect(gatewayWith({ ...apiRoutes, misnamed })).rejects.toThrow(/path parameters \[id, noteId\]/);
  });
});
