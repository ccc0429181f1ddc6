/** @jest-environment node */
import { authApi } from '@hp/contracts';
import { useSession } from '../session/sessionStore';
import { authorizationOf, fakeFetch, jsonBodyOf, patientLogin, urlOf } from '../test/fakeFetch';
import { testRoutes } from '../test/routes';
import { apiRequest } from './apiRequest';
import { configureApi } from './config';
import { ApiError, NetworkError } from './errors';

const expired = {
  status: 401,
  body: { message: 'Your session has expired.', code: 'AUTH.TOKEN_EXPIRED', correlationId: 'c' },
};
const refreshed = { status: 200, body: { ...patientLogin, token: 'access-2' } };

beforeEach(() => {
  configureApi({ baseUrl: '' });
  useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
});

describe('apiRequest', () => {
  it('sends JSON with cookies to baseUrl + path and returns the answer', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9999/' });
    const fetchMock = fakeFetch({ '/api/user/login': { status: 200, body: patientLogin } });

    const answer = await apiRequest(authApi.userLogin, {
      email: 'asha@example.com',
      password: 'secret-pw',
    });

    expect(answer.id).toBe('usr_1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:9999/api/user/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(jsonBodyOf(init)).toEqual({ email: 'asha@example.com', password: 'secret-pw' });
    expect(authorizationOf(init)).toBeUndefined();
  });

  it('adds the bearer token of the session', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({ '/api/user/logout': { status: 200, body: { message: 'bye' } } });
    await apiRequest(authApi.userLogout, {});
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBe('Bearer access-1');
  });

  it('on 401 for an authenticated call refreshes the session once and sends the call again', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({
      '/api/admin/registration-codes': [expired, { status: 201, body: { code: 'X', expiresAt: 'later' } }],
      '/api/auth/refresh': refreshed,
    });

    const answer = await apiRequest(authApi.adminCreateRegistrationCode);

    expect(answer.code).toBe('X');
    const paths = fetchMock.mock.calls.map(([url]) => urlOf(url));
    expect(paths).toEqual([
      '/api/admin/registration-codes',
      '/api/auth/refresh',
      '/api/admin/registration-codes',
    ]);
    expect(authorizationOf(fetchMock.mock.calls[2]![1])).toBe('Bearer access-2');
    expect(useSession.getState().accessToken).toBe('access-2');
  });

  it('shares one refresh between calls that hit 401 together', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({
      '/api/admin/registration-codes': (init) =>
        authorizationOf(init) === 'Bearer access-2'
          ? { status: 201, body: { code: 'X', expiresAt: 'later' } }
          : expired,
      '/api/auth/refresh': refreshed,
    });

    await Promise.all([1, 2, 3].map(() => apiRequest(authApi.adminCreateRegistrationCode)));

    expect(fetchMock.mock.calls.filter(([url]) => urlOf(url) === '/api/auth/refresh')).toHaveLength(1);
  });

  it('gives up with the original error when the refresh fails, and the visitor is anonymous', async () => {
    useSession.getState().signIn(patientLogin);
    fakeFetch({
      '/api/admin/registration-codes': expired,
      '/api/auth/refresh': {
        status: 401,
        body: { message: 'Session ended', code: 'AUTH.REFRESH_INVALID', correlationId: 'c' },
      },
    });

    await expect(apiRequest(authApi.adminCreateRegistrationCode)).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.TOKEN_EXPIRED',
    });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });

  it('does not try a refresh for a 401 without a session (wrong password)', async () => {
    const fetchMock = fakeFetch({
      '/api/user/login': {
        status: 401,
        body: { message: 'Invalid email or password.', code: 'AUTH.INVALID_CREDENTIALS', correlationId: 'c' },
      },
    });
    const failure = apiRequest(authApi.userLogin, { email: 'asha@example.com', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws NetworkError when there is no answer', async () => {
    fakeFetch({ '/api/user/forgot-password': 'offline' });
    await expect(
      apiRequest(authApi.userForgotPassword, { email: 'asha@example.com' }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    globalThis.fetch = () => Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
    await expect(
      apiRequest(authApi.userForgotPassword, { email: 'a@b.co' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fills the path parameters and adds the query, sending the body as JSON', async () => {
    const fetchMock = fakeFetch({
      '/api/admin/verify/lab/lab%2F7': { status: 200, body: { message: 'ok' } },
    });

    await apiRequest(
      testRoutes.verifyProvider,
      { approved: true },
      { params: { type: 'lab', id: 'lab/7' }, query: { notify: 'no' } },
    );

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/verify/lab/lab%2F7?notify=no');
    expect(init).toMatchObject({ method: 'POST' });
    expect(jsonBodyOf(init)).toEqual({ approved: true });
  });

  it('sends extra headers, such as an idempotency key, beside its own', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({ '/api/user/logout': { status: 200, body: { message: 'bye' } } });

    await apiRequest(
      authApi.userLogout,
      {},
      { headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' } },
    );

    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBe('Bearer access-1');
  });

  it('sends a GET with its query and no body', async () => {
    const fetchMock = fakeFetch({ '/api/admin/providers': { status: 200, body: { items: [], page: 1 } } });

    await apiRequest(testRoutes.listProviders, undefined, {
      query: { status: 'pending', type: ['clinic', 'lab'] },
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/providers?status=pending&type=clinic&type=lab');
    expect(init).toMatchObject({ method: 'GET' });
    expect(init?.body).toBeUndefined();
  });

  it('keeps params and query when the call is sent again after a refresh', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({
      '/api/admin/providers/p1': [expired, { status: 200, body: { ...patientLogin, id: 'p1' } }],
      '/api/auth/refresh': refreshed,
    });

    await apiRequest(testRoutes.providerAccount, undefined, { params: { id: 'p1' } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/providers/p1',
      '/api/auth/refresh',
      '/api/admin/providers/p1',
    ]);
  });

  it('refuses to call a route without its path parameters', async () => {
    const fetchMock = fakeFetch({});
    const untyped = apiRequest as (...args: unknown[]) => Promise<unknown>;
    await expect(untyped(testRoutes.providerAccount, undefined, {})).rejects.toThrow(
      'needs the path parameter "id"',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('types params and query from the route (checked by tsc, never run)', () => {
    const typeChecks = () => [
      // @ts-expect-error a route with params needs them
      apiRequest(testRoutes.providerAccount),
      // @ts-expect-error ... also when a body is given
      apiRequest(testRoutes.verifyProvider, { approved: true }),
      // @ts-expect-error a param the route does not have
      apiRequest(testRoutes.providerAccount, undefined, { params: { ident: 'x' } }),
      // @ts-expect-error a value outside the param's schema
      apiRequest(testRoutes.verifyProvider, { approved: true }, { params: { type: 'hospital', id: '1' } }),
      // @ts-expect-error a query with a required key must be given
      apiRequest(testRoutes.listProviders, undefined, {}),
      // @ts-expect-error a query of the wrong shape
      apiRequest(testRoutes.listProviders, undefined, { query: { status: 'unknown' } }),
      // @ts-expect-error a route without params takes none
      apiRequest(authApi.userLogin, { email: 'a@b.co', password: 'x' }, { params: { id: '1' } }),
      // a query whose keys are all optional may be left out; page has a default
      apiRequest(testRoutes.searchProviders),
      apiRequest(testRoutes.listProviders, undefined, { query: { status: 'approved' } }),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});
