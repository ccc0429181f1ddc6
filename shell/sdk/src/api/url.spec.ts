/** @jest-environment node */
import { pathWithParams, queryString, routeUrl } from './url';

describe('pathWithParams', () => {
  it('fills every :name of the path, each as one encoded segment', () => {
    expect(pathWithParams('/api/admin/verify/:type/:id', { type: 'clinic', id: 'cl_1' })).toBe('/api/admin/verify/clinic/cl_1');
    expect(pathWithParams('/api/files/:name', { name: 'a/b c?d#e%' })).toBe('/api/files/a%2Fb%20c%3Fd%23e%25');
    expect(pathWithParams('/api/pages/:page', { page: 2 })).toBe('/api/pages/2');
  });

  it('does not take :id for the start of :idType', () => {
    expect(pathWithParams('/api/:idType/:id', { id: '7', idType: 'pan' })).toBe('/api/pan/7');
  });

  it('leaves a path without params alone, and ignores values the path does not name', () => {
    expect(pathWithParams('/api/user/login')).toBe('/api/user/login');
    expect(pathWithParams('/api/x/:id', { id: '1', extra: 'no' })).toBe('/api/x/1');
  });

  it('refuses a missing or empty value rather than calling a wrong URL', () => {
    expect(() => pathWithParams('/api/x/:id', {})).toThrow('/api/x/:id needs the path parameter "id"');
    expect(() => pathWithParams('/api/x/:id', { id: '' })).toThrow(TypeError);
    expect(() => pathWithParams('/api/x/:id', { id: { nested: true } })).toThrow('Path parameter "id" must be');
  });
});

describe('queryString', () => {
  it('serialises with URLSearchParams, leaving out undefined and null', () => {
    expect(queryString({ status: 'pending', page: 2, approved: false, q: undefined, none: null })).toBe(
      '?status=pending&page=2&approved=false',
    );
  });

  it('repeats the key for each item of an array', () => {
    expect(queryString({ type: ['clinic', 'lab', undefined], page: 1 })).toBe('?type=clinic&type=lab&page=1');
  });

  it('encodes reserved characters and writes dates as ISO strings', () => {
    expect(queryString({ q: 'a&b=c d+é' })).toBe('?q=a%26b%3Dc+d%2B%C3%A9');
    expect(queryString({ since: new Date('2026-01-02T03:04:05.000Z') })).toBe('?since=2026-01-02T03%3A04%3A05.000Z');
  });

  it('is empty for no query', () => {
    expect(queryString()).toBe('');
    expect(queryString({ q: undefined, tags: [] })).toBe('');
  });

  it('refuses nested objects (a query string is flat)', () => {
    expect(() => queryString({ filter: { a: 1 } })).toThrow('Query parameter "filter" must be');
  });
});

it('routeUrl puts params and query together', () => {
  expect(routeUrl('/api/admin/verify/:type/:id', { params: { type: 'lab', id: 'l 1' }, query: { note: 'ok' } })).toBe(
    '/api/admin/verify/lab/l%201?note=ok',
  );
});
