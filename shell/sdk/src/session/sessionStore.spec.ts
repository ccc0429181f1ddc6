/** @jest-environment node */
import { jest } from '@jest/globals';
import { authApi } from '@hp/contracts';
import { queryClient } from '../query/queryClient';
import { authorizationOf, fakeFetch, patientLogin, urlOf } from '../test/fakeFetch';
import { logoutRouteFor } from './sessionRoutes';
import { refreshDelayMs, useSession } from './sessionStore';

const adminLogin = {
  token: 'admin-token',
  message: 'Login successful',
  role: '500',
  expiresIn: 900,
  admin: { _id: 'adm_1', phone: '9876543210', email: null, isApproved: true },
} as const;

beforeEach(() => {
  useSession.setState({ status: 'restoring', user: null, accessToken: null, expiresAt: null });
});

afterEach(() => jest.useRealTimers());

describe('session store', () => {
  it('starts restoring, so guards wait for the refresh cookie', () => {
    expect(useSession.getState().status).toBe('restoring');
  });

  it('signIn keeps the user and the token in memory (never in localStorage)', () => {
    useSession.getState().signIn({ ...patientLogin, role: '400', entityType: 'clinic' });
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-1',
      user: {
        id: 'usr_1',
        email: 'asha@example.com',
        role: '400',
        entityType: 'clinic',
        isApproved: true,
        status: 'approved',
      },
    });
    expect(useSession.getState().expiresAt).toBeGreaterThan(Date.now() + 890_000);
  });

  it("signIn understands the admin login's shape", () => {
    useSession.getState().signIn(adminLogin);
    expect(useSession.getState().user).toEqual({
      id: 'adm_1',
      email: null,
      role: '500',
      isApproved: true,
      status: 'approved',
    });
  });

  it.each([
    ['300', authApi.userLogout.path],
    ['400', authApi.providerLogout.path],
    ['500', authApi.adminLogout.path],
  ] as const)('signOut of role %s calls %s with the token', async (role, path) => {
    expect(logoutRouteFor(role).path).toBe(path);
    useSession.getState().signIn({ ...patientLogin, role });
    const fetchMock = fakeFetch({ [path]: { status: 200, body: { message: 'Logged out' } } });
    await useSession.getState().signOut();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe(path);
    expect(authorizationOf(fetchMock.mock.calls[0]![1])).toBe('Bearer access-1');
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });

  it('signOut forgets the session and the query cache even when the server call fails', async () => {
    useSession.getState().signIn(patientLogin);
    queryClient.setQueryData(['notifications'], ['private']);
    fakeFetch({ '/api/user/logout': 'offline' });

    await useSession.getState().signOut();

    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
    expect(queryClient.getQueryData(['notifications'])).toBeUndefined();
  });

  it('restore turns the refresh cookie into a session', async () => {
    const fetchMock = fakeFetch({ '/api/auth/refresh': { status: 200, body: patientLogin } });
    await useSession.getState().restore();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-1' });
  });

  it('restore without a valid cookie leaves the visitor anonymous', async () => {
    fakeFetch({
      '/api/auth/refresh': {
        status: 401,
        body: { message: 'No session', code: 'AUTH.REFRESH_INVALID', correlationId: 'c' },
      },
    });
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('restore while offline at start-up is anonymous, but keeps a live session and retries later', async () => {
    fakeFetch({ '/api/auth/refresh': 'offline' });
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe('anonymous');

    useSession.getState().signIn(patientLogin);
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-1' });
  });

  it('refreshes the access token a minute before it expires', async () => {
    jest.useFakeTimers();
    const fetchMock = fakeFetch({
      '/api/auth/refresh': { status: 200, body: { ...patientLogin, token: 'access-2' } },
    });
    useSession.getState().signIn(patientLogin);

    expect(refreshDelayMs(900)).toBe(840_000);
    await jest.advanceTimersByTimeAsync(839_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSession.getState().accessToken).toBe('access-2');
  });
});
