import { authRoutes, Role } from '@hp/contracts';
import { probeRoutes } from '../health/health-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';

type Operation = {
  operationId: string;
  security?: unknown;
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
};

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ ...authRoutes, ...probeRoutes });
  const operation = (path: string, method = 'post') => document.paths[path]?.[method] as Operation;

  it('describes every route of the contracts table and the health routes', () => {
    for (const [name, route] of Object.entries({ ...authRoutes, ...probeRoutes })) {
      expect(operation(route.path, route.method.toLowerCase())?.operationId).toBe(name);
    }
  });

  it('generates request and response schemas from the zod schemas', () => {
    const register = operation(authRoutes.userRegister.path);
    expect(Object.keys(register.requestBody?.content['application/json'].schema.properties ?? {})).toEqual([
      'name',
      'phone',
      'email',
      'password',
    ]);
    expect(register.responses['201']?.content?.['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['message', 'id'],
    });
    expect(register.responses['429']).toBeDefined();
  });

  it('marks role-restricted routes as needing a bearer token', () => {
    expect(authRoutes.adminCreateRegistrationCode.access).toEqual([Role.Admin]);
    expect(operation(authRoutes.adminCreateRegistrationCode.path).security).toEqual([{ bearerAuth: [] }]);
    expect(operation(authRoutes.userLogout.path).security).toEqual([{}, { bearerAuth: [] }]);
    expect(operation(authRoutes.userLogin.path).security).toBeUndefined();
  });

  it('is JSON without zod leftovers', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$schema"');
    expect(JSON.parse(text)).toEqual(document);
  });
});
