/** @jest-environment node */
import { jest } from '@jest/globals';
import { fetchRegistry, parseRegistry } from './registry';

const marketing = {
  name: 'marketing',
  entry: '/mfe/marketing/mf-manifest.json',
  routes: ['/', '/membership'],
};

describe('parseRegistry', () => {
  it('reads the remotes of a well-formed registry', () => {
    expect(parseRegistry({ remotes: [marketing] })).toEqual({ remotes: [{ ...marketing, nav: [] }] });
    const home = { path: '/', label: { en: 'Home', hi: 'होम' }, order: 1 };
    expect(parseRegistry({ remotes: [{ ...marketing, nav: [home] }] }).remotes[0]?.nav).toEqual([home]);
  });

  it.each([
    ['no list', {}, /no "remotes" list/],
    [
      'a name that is not a federation name',
      { remotes: [{ ...marketing, name: 'Marketing-1' }] },
      /remotes\[0\]\.name/,
    ],
    ['an empty entry', { remotes: [{ ...marketing, entry: '' }] }, /remotes\[0\]\.entry/],
    [
      'a header link without its English text',
      { remotes: [{ ...marketing, nav: [{ path: '/', label: {}, order: 1 }] }] },
      /remotes\[0\]\.nav/,
    ],
    ['no routes', { remotes: [{ ...marketing, routes: [] }] }, /remotes\[0\]\.routes/],
    [
      'a route without its leading slash',
      { remotes: [{ ...marketing, routes: ['membership'] }] },
      /remotes\[0\]\.routes/,
    ],
  ])('refuses %s', (_what, registry, message) => {
    expect(() => parseRegistry(registry)).toThrow(message);
  });
});

describe('fetchRegistry', () => {
  const page = globalThis as { hpEarlyRegistry?: Promise<Response> };
  const answer = (registry: unknown) => new Response(JSON.stringify(registry), { status: 200 });
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => {
    fetchSpy.mockReset();
    delete page.hpEarlyRegistry;
  });
  afterAll(() => fetchSpy.mockRestore());

  it("takes the early script's answer, once, then asks the server itself", async () => {
    page.hpEarlyRegistry = Promise.resolve(answer({ remotes: [marketing] }));
    fetchSpy.mockResolvedValue(answer({ remotes: [{ ...marketing, name: 'again' }] }));

    expect((await fetchRegistry()).remotes.map((r) => r.name)).toEqual(['marketing']);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await fetchRegistry()).remotes.map((r) => r.name)).toEqual(['again']);
    expect(fetchSpy).toHaveBeenCalledWith('/mfe-registry.json');
  });

  it("asks the server itself when the early script's request failed", async () => {
    page.hpEarlyRegistry = Promise.reject(new TypeError('Failed to fetch'));
    fetchSpy.mockResolvedValue(answer({ remotes: [marketing] }));
    expect((await fetchRegistry()).remotes.map((r) => r.name)).toEqual(['marketing']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
