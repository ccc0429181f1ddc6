import { LoginResponseSchema, MessageResponseSchema, clientRoutesOf, defineRoutes } from '@hp/contracts';
import { z } from 'zod/mini';

/** Test-only routes with path parameters and queries, as the server declares them. */
export const testServerRoutes = defineRoutes({
  verifyProvider: {
    method: 'POST', path: '/api/admin/verify/:type/:id', tag: 'Test', access: ['500'], summary: 'Approve or reject',
    params: z.object({ type: z.enum(['clinic', 'pharmacy', 'lab']), id: z.string() }),
    query: z.object({ notify: z.optional(z.enum(['yes', 'no'])) }),
    body: z.object({ approved: z.boolean() }),
    response: MessageResponseSchema, successStatus: 200,
  },
  providerAccount: {
    method: 'GET', path: '/api/admin/providers/:id', tag: 'Test', access: ['500'], summary: 'One provider',
    params: z.object({ id: z.string() }),
    response: LoginResponseSchema, successStatus: 200,
  },
  listProviders: {
    method: 'GET', path: '/api/admin/providers', tag: 'Test', access: ['500'], summary: 'Providers',
    query: z.object({ status: z.enum(['pending', 'approved']), type: z.optional(z.array(z.string())), page: z._default(z.number(), 1) }),
    response: z.object({ items: z.array(z.object({ id: z.string() })), page: z.number() }), successStatus: 200,
  },
  searchProviders: {
    method: 'GET', path: '/api/admin/providers/search', tag: 'Test', access: ['500'], summary: 'Search',
    query: z.object({ q: z.optional(z.string()) }),
    response: z.object({ items: z.array(z.object({ id: z.string() })) }), successStatus: 200,
  },
  deleteProvider: {
    method: 'DELETE', path: '/api/admin/providers/:id', tag: 'Test', access: ['500'], summary: 'Remove',
    params: z.object({ id: z.string() }),
    response: MessageResponseSchema, successStatus: 200,
  },
});

/** Their client views, which the SDK's calls take. */
export const testRoutes = clientRoutesOf(testServerRoutes);
