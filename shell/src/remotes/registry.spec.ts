/** @jest-environment node */
import { parseRegistry } from './registry';

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
    ['a header link without its English text', { remotes: [{ ...marketing, nav: [{ path: '/', label: {}, order: 1 }] }] }, /remotes\[0\]\.nav/],
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
