import { jest } from '@jest/globals';
import { SESSION_HINT_COOKIE } from '@hp/contracts';
import { patientLogin } from '../test/fakeFetch';
import { useSession } from './sessionStore';

/** jsdom has no Response: answer every call with the refresh success, as much of it as the SDK reads. */
const fakeRefreshSuccess = () => {
  const fetchMock = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(patientLogin)) }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

const clearHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

beforeEach(() => {
  useSession.setState({ status: 'restoring', user: null, accessToken: null, expiresAt: null });
  clearHint();
});
afterEach(clearHint);

describe('restore in the browser', () => {
  it('does not call the API for a visitor who never signed in (no session hint cookie)', async () => {
    const fetchMock = fakeRefreshSuccess();
    await useSession.getState().restore();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('refreshes when the gateway left the session hint beside the refresh cookie', async () => {
    document.cookie = `other=x; path=/`;
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    const fetchMock = fakeRefreshSuccess();
    await useSession.getState().restore();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-1' });
  });
});
