/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { authApi } from '@hp/contracts';
import { ApiError } from '../api/errors';
import { useSession } from '../session/sessionStore';
import { fakeFetch, jsonBodyOf, urlOf } from '../test/fakeFetch';
import { testRoutes } from '../test/routes';
import { apiQueryKey } from './apiQueryKey';
import { queryClient } from './queryClient';
import { useApiMutation } from './useApiMutation';
import { useApiQuery } from './useApiQuery';

// The page's own cache, as the hooks use it (no provider); failures are not retried here, to keep the tests quick.
const client = queryClient;
const page = (ids: string[], number = 1) => ({
  status: 200,
  body: { items: ids.map((id) => ({ id })), page: number },
});

beforeEach(() => {
  client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
});
afterEach(() => client.clear());

describe('apiQueryKey', () => {
  it("is the route's method and path, then params and query", () => {
    expect(apiQueryKey(testRoutes.providerAccount, { params: { id: 'p1' } })).toEqual([
      'api',
      'GET',
      '/api/admin/providers/:id',
      { id: 'p1' },
      {},
    ]);
    expect(apiQueryKey(testRoutes.listProviders)).toEqual(['api', 'GET', '/api/admin/providers', {}, {}]);
  });
});

describe('useApiQuery', () => {
  it('GETs the route with its params and query and caches the answer under apiQueryKey', async () => {
    const fetchMock = fakeFetch({ '/api/admin/providers': page(['p1', 'p2']) });
    const call = { query: { status: 'pending' as const, type: ['clinic', 'lab'] } };

    const { result } = renderHook(() => useApiQuery(testRoutes.listProviders, call));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items.map((item) => item.id)).toEqual(['p1', 'p2']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/providers?status=pending&type=clinic&type=lab');
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(apiQueryKey(testRoutes.listProviders, call))).toEqual({
      items: [{ id: 'p1' }, { id: 'p2' }],
      page: 1,
    });
  });

  it('keeps one cache entry per call: equal params share it, other params fetch again', async () => {
    const fetchMock = fakeFetch({
      '/api/admin/providers/p1': { status: 200, body: { id: 'p1' } },
      '/api/admin/providers/p2': { status: 200, body: { id: 'p2' } },
    });
    const { result, rerender } = renderHook(
      ({ id }) => useApiQuery(testRoutes.providerAccount, { params: { id } }),
      { initialProps: { id: 'p1' } },
    );
    await waitFor(() => expect(result.current.data).toEqual({ id: 'p1' }));

    rerender({ id: 'p2' });
    await waitFor(() => expect(result.current.data).toEqual({ id: 'p2' }));
    rerender({ id: 'p1' });
    expect(result.current.data).toEqual({ id: 'p1' });

    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual([
      '/api/admin/providers/p1',
      '/api/admin/providers/p2',
    ]);
  });

  it('is refreshed through the key helper without its params or query', async () => {
    const fetchMock = fakeFetch({ '/api/admin/providers': [page(['p1']), page(['p1', 'p3'])] });
    const { result } = renderHook(() =>
      useApiQuery(testRoutes.listProviders, { query: { status: 'pending' } }),
    );
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));

    await act(() => client.invalidateQueries({ queryKey: apiQueryKey(testRoutes.listProviders) }));

    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes options through (select, enabled) and reports the ApiError', async () => {
    fakeFetch({
      '/api/admin/providers/search': {
        status: 403,
        body: { message: 'Not for you.', code: 'AUTH.FORBIDDEN', correlationId: 'c-1' },
      },
    });
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        useApiQuery(testRoutes.searchProviders, {}, { enabled, select: (answer) => answer.items.length }),
      { initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 403, code: 'AUTH.FORBIDDEN' });
  });

  it('types its arguments from the route (checked by tsc, never run)', () => {
    const typeChecks = () => {
      // @ts-expect-error the route declares params
      useApiQuery(testRoutes.providerAccount);
      // @ts-expect-error the query has a required key
      useApiQuery(testRoutes.listProviders, {});
      // @ts-expect-error queries are GETs; a POST goes through useApiMutation
      useApiQuery(authApi.userLogin);
      const { data } = useApiQuery(testRoutes.searchProviders, undefined, {
        select: (answer) => answer.items,
      });
      // @ts-expect-error select changed the data's type
      const page: number | undefined = data?.page;
      return page;
    };
    expect(typeof typeChecks).toBe('function');
  });
});

describe('useApiMutation', () => {
  it('sends the body of a route without params as before', async () => {
    const fetchMock = fakeFetch({
      '/api/user/forgot-password': { status: 200, body: { message: 'sent', email: 'a@b.co' } },
    });
    const { result } = renderHook(() => useApiMutation(authApi.userForgotPassword));

    await act(() => result.current.mutateAsync({ email: 'a@b.co', role: '300' }));

    expect(jsonBodyOf(fetchMock.mock.calls[0]![1])).toEqual({ email: 'a@b.co', role: '300' });
  });

  it('takes { params, query, body } for a route with params, per call', async () => {
    const fetchMock = fakeFetch({
      '/api/admin/verify/clinic/c1': { status: 200, body: { message: 'ok' } },
      '/api/admin/verify/lab/l2': { status: 200, body: { message: 'ok' } },
    });
    const { result } = renderHook(() => useApiMutation(testRoutes.verifyProvider));

    await act(() =>
      result.current.mutateAsync({ params: { type: 'clinic', id: 'c1' }, body: { approved: true } }),
    );
    await act(() =>
      result.current.mutateAsync({
        params: { type: 'lab', id: 'l2' },
        query: { notify: 'no' },
        body: { approved: false },
      }),
    );

    expect(fetchMock.mock.calls.map(([url, init]) => [url, jsonBodyOf(init)])).toEqual([
      ['/api/admin/verify/clinic/c1', { approved: true }],
      ['/api/admin/verify/lab/l2?notify=no', { approved: false }],
    ]);
  });

  it('types its variables from the route (checked by tsc, never run)', () => {
    const typeChecks = () => {
      const verify = useApiMutation(testRoutes.verifyProvider);
      // @ts-expect-error the params are missing
      verify.mutate({ body: { approved: true } });
      const remove = useApiMutation(testRoutes.deleteProvider);
      remove.mutate({ params: { id: 'p1' } });
      // @ts-expect-error the route takes no body
      remove.mutate({ params: { id: 'p1' }, body: { why: 'x' } });
    };
    expect(typeof typeChecks).toBe('function');
  });
});
