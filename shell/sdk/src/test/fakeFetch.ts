import { jest } from '@jest/globals';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Answer = FakeAnswer | 'offline' | ((init: RequestInit) => FakeAnswer | 'offline');

/**
 * Test-only: replaces fetch with canned answers by path (a list is used in order, the last one repeats).
 * A path without an answer fails like a network error. Works under jsdom too, which has no `Response`.
 */
export function fakeFetch(answers: Record<string, Answer | Answer[]>) {
  const used = new Map<string, number>();
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const entry = answers[path];
    if (!entry) return Promise.reject(new TypeError(`no fake answer for ${path}`));
    const list = Array.isArray(entry) ? entry : [entry];
    const index = used.get(path) ?? 0;
    used.set(path, index + 1);
    const planned = list[Math.min(index, list.length - 1)] as Answer;
    const answer = typeof planned === 'function' ? planned(init) : planned;
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(fakeResponse(answer));
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Test-only, for page tests: like `fakeFetch`, but each answer is given the request's parsed JSON body, and the
 * calls made are returned (the list fills as the page calls).
 */
export function answerFetch(answers: Record<string, (body: unknown) => FakeAnswer | 'offline'>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = fakeFetch(
    Object.fromEntries(Object.entries(answers).map(([path, answer]) => [path, (init: RequestInit) => answer(jsonBodyOf(init))])),
  );
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: urlOf(input), method: init?.method ?? 'GET', body: jsonBodyOf(init) });
    return fetchMock(input, init);
  };
  return calls;
}

/** The members of `Response` the SDK reads. */
function fakeResponse({ status, body, headers = {} }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headerOf = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  if (typeof body === 'object' && !headerOf.has('content-type')) headerOf.set('content-type', 'application/json');
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headerOf.get(name.toLowerCase()) ?? null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

/** The URL of a fetch call, whatever form it was given in. */
export const urlOf = (input: unknown) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;

/** The body a fetch call sent, parsed. */
export const jsonBodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

export const authorizationOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

export const patientLogin = {
  token: 'access-1',
  id: 'usr_1',
  role: '300',
  email: 'asha@example.com',
  isApproved: true,
  status: 'approved',
  expiresIn: 900,
} as const;
