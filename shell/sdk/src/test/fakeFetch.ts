import { jest } from '@jest/globals';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Answer = FakeAnswer | 'offline' | ((init: RequestInit) => FakeAnswer | 'offline');

/** Test-only: replaces fetch with canned answers by path (a list is used in order, the last one repeats). */
export function fakeFetch(answers: Record<string, Answer | Answer[]>) {
  const used = new Map<string, number>();
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const entry = answers[path];
    if (!entry) throw new Error(`no fake answer for ${path}`);
    const list = Array.isArray(entry) ? entry : [entry];
    const index = used.get(path) ?? 0;
    used.set(path, index + 1);
    const planned = list[Math.min(index, list.length - 1)] as Answer;
    const answer = typeof planned === 'function' ? planned(init) : planned;
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text || null, { status: answer.status, headers: answer.headers ?? {} }));
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
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
