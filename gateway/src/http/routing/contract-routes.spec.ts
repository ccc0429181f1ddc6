import { authCommands, authRoutes, paymentRoutes, type HttpRoute } from '@hp/contracts';
import type { NatsRpcClient } from '@hp/service-platform/nats';
import type { FastifyInstance } from 'fastify';
import type { AccessPolicy } from '../auth/access-policy.js';
import type { RateLimits } from '../rate-limit/rate-limits.js';
import { ContractRoutes, type RouteTable } from './contract-routes.js';
import { handWritten, type HandWrittenRoute } from './route-call.js';

const noChecks = { checkFor: () => undefined };
const noLimits = { perAddress: () => undefined, perAccount: (_: unknown, serve: unknown) => serve };

/** Registers `table` on a stand-in for Fastify and returns what was registered. */
function register(table: RouteTable, byHand: HandWrittenRoute[]) {
  const registered: Array<{ method: string; url: string }> = [];
  const fastify = { route: (options: { method: string; url: string }) => registered.push(options) };
  new ContractRoutes(
    table,
    byHand,
    {} as NatsRpcClient,
    noChecks as unknown as AccessPolicy,
    noLimits as unknown as RateLimits,
  ).registerOn(fastify as unknown as FastifyInstance);
  return registered.map(({ method, url }) => `${method} ${url}`);
}

const login = handWritten(authRoutes.userLogin, () => Promise.resolve({}));

describe('ContractRoutes', () => {
  it('registers forwarded and hand-written routes at their method and path', () => {
    expect(
      register({ userRegister: authRoutes.userRegister, userLogin: authRoutes.userLogin }, [login]),
    ).toEqual(['POST /api/user/register', 'POST /api/user/login']);
  });

  it('refuses a route served by nothing, or both forwarded and hand-written', () => {
    expect(() => register({ userLogin: authRoutes.userLogin }, [])).toThrow(/userLogin .*served by nothing/);
    const forwardedLogin = { ...authRoutes.userLogin, command: authCommands.login } satisfies HttpRoute;
    expect(() =>
      register({ userLogin: forwardedLogin }, [handWritten(forwardedLogin, () => Promise.resolve({}))]),
    ).toThrow(/served twice/);
  });

  it('refuses a handler for a route outside the table, and two handlers for one route', () => {
    expect(() => register({}, [login])).toThrow(
      /POST \/api\/user\/login: has a handler but is not in the route table/,
    );
    expect(() => register({ userLogin: authRoutes.userLogin }, [login, login])).toThrow(
      /two hand-written handlers/,
    );
  });

  it('names every problem at once', () => {
    expect(() => register({ a: authRoutes.userLogin, b: authRoutes.providerLogin }, [])).toThrow(
      /a \(POST \/api\/user\/login\).*\n.*b \(POST \/api\/clinic\/login\)/,
    );
  });
});

describe('a cacheable route (cacheSeconds)', () => {
  /** Serves GET /api/payment/catalogue once with `answer` from the service; the headers the reply got. */
  async function serveCatalogue(answer: () => Promise<unknown>) {
    let handler: ((request: unknown, reply: unknown) => Promise<unknown>) | undefined;
    const fastify = { route: (options: { handler: typeof handler }) => (handler = options.handler) };
    const rpc = { request: answer } as unknown as NatsRpcClient;
    new ContractRoutes(
      { paymentCatalogue: paymentRoutes.paymentCatalogue },
      [],
      rpc,
      noChecks as unknown as AccessPolicy,
      noLimits as unknown as RateLimits,
    ).registerOn(fastify as unknown as FastifyInstance);
    const headers: Record<string, string> = {};
    const reply = { code: () => reply, header: (name: string, value: string) => (headers[name] = value) };
    const request = { id: 'c-1', params: {}, query: {}, headers: {} };
    const outcome = await handler!(request, reply).catch((error: unknown) => error);
    return { headers, outcome };
  }

  it("lets a successful answer be kept for the route's seconds, and never an error", async () => {
    const served = await serveCatalogue(() => Promise.resolve({ services: [] }));
    expect(served.outcome).toEqual({ services: [] });
    expect(served.headers['cache-control']).toBe('public, max-age=60');

    const failed = await serveCatalogue(() => Promise.reject(new Error('no responders')));
    expect(failed.outcome).toBeInstanceOf(Error);
    expect(failed.headers['cache-control']).toBeUndefined();
  });
});
