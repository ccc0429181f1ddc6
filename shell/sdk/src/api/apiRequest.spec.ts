/** @jest-environment node */
import { authRoutes } from '@hp/contracts';
import { useSession } from '../session/sessionStore';
import { authorizationOf, fakeFetch, jsonBodyOf, patientLogin, urlOf } from '../test/fakeFetch';
import { apiRequest } from './apiRequest';
import { configureApi } from './config';
import { ApiError, NetworkError } from './errors';

const expired = { status: 401, body: { message: 'Your session has expired.', code: 'AUTH.TOKEN_EXPIRED', correlationId: 'c' } };
const refreshed = { status: 200, body: { ...patientLogin, token: 'access-2' } };

beforeEach(() => {
  configureApi({ baseUrl: '' });
  useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
});

describe('apiRequest', () => {
  it('sends JSON with cookies to baseUrl + path and returns the answer', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9999/' });
    const fetchMock = fakeFetch({ '/api/user/login': { status: 200, body: patientLogin } });

    const answer = await apiRequest(authRoutes.userLogin, { email: 'asha@example.com', password: 'secret-pw' });

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
    await apiRequest(authRoutes.userLogout, {});
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBe('Bearer access-1');
  });

  it('on 401 for an authenticated call refreshes the session once and sends the call again', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({
      '/api/admin/registration-codes': [expired, { status: 201, body: { code: 'X', expiresAt: 'later' } }],
      '/api/auth/refresh': refreshed,
    });

    const answer = await apiRequest(authRoutes.adminCreateRegistrationCode);

    expect(answer.code).toBe('X');
    const paths = fetchMock.mock.calls.map(([url]) => urlOf(url));
    expect(paths).toEqual(['/api/admin/registration-codes', '/api/auth/refresh', '/api/admin/registration-codes']);
    expect(authorizationOf(fetchMock.mock.calls[2]![1])).toBe('Bearer access-2');
    expect(useSession.getState().accessToken).toBe('access-2');
  });

  it('shares one refresh between calls that hit 401 together', async () => {
    useSession.getState().signIn(patientLogin);
    const fetchMock = fakeFetch({
      '/api/admin/registration-codes': (init) =>
        authorizationOf(init) === 'Bearer access-2' ? { status: 201, body: { code: 'X', expiresAt: 'later' } } : expired,
      '/api/auth/refresh': refreshed,
    });

    await Promise.all([1, 2, 3].map(() => apiRequest(authRoutes.adminCreateRegistrationCode)));

    expect(fetchMock.mock.calls.filter(([url]) => urlOf(url) === '/api/auth/refresh')).toHaveLength(1);
  });

  it('gives up with the original error when the refresh fails, and the visitor is anonymous', async () => {
    useSession.getState().signIn(patientLogin);
    fakeFetch({
      '/api/admin/registration-codes': expired,
      '/api/auth/refresh': { status: 401, body: { message: 'Session ended', code: 'AUTH.REFRESH_INVALID', correlationId: 'c' } },
    });

    await expect(apiRequest(authRoutes.adminCreateRegistrationCode)).rejects.toMatchObject({
      status: 401,
      code: 'AUTH.TOKEN_EXPIRED',
    });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });

  it('does not try a refresh for a 401 without a session (wrong password)', async () => {
    const fetchMock = fakeFetch({
      '/api/user/login': { status: 401, body: { message: 'Invalid email or password.', code: 'AUTH.INVALID_CREDENTIALS', correlationId: 'c' } },
    });
    const failure = apiRequest(authRoutes.userLogin, { email: 'asha@example.com', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws NetworkError when there is no answer', async () => {
    fakeFetch({ '/api/user/forgot-password': 'offline' });
    await expect(apiRequest(authRoutes.userForgotPassword, { email: 'asha@example.com' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    globalThis.fetch = () => Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
    await expect(
      apiRequest(authRoutes.userForgotPassword, { email: 'a@b.co' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
