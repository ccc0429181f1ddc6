/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { authApi } from '@hp/contracts';
import { formatIndiaDate } from '../i18n/indiaDate';
import { useSession } from '../session/sessionStore';
import { authorizationOf, fakeFetch, patientLogin, urlOf } from '../test/fakeFetch';
import { membershipState, refreshMembership, useMembership } from './membershipStore';

const PATH = authApi.userMembership.path;
const membership = { activeUntil: '2027-11-23T10:00:00.000Z', memberSince: '2026-11-23T10:00:00.000Z' };
const member = { status: 200, body: { membership } };
const notMember = { status: 200, body: { membership: null } };
const membershipCalls = (fetchMock: ReturnType<typeof fakeFetch>) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input) === PATH);

/** Holds back the answer to the next membership question until the test releases it. */
function holdNextAnswer() {
  const answerNow = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answerNow(input, init);
    if (held || urlOf(input) !== PATH) return answer;
    held = true;
    return released.then(() => answer);
  };
  return release;
}

const signInPatient = (id = 'usr_1') =>
  act(() => useSession.getState().signIn({ ...patientLogin, id, token: `token-${id}` }));

beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
});

describe('useMembership', () => {
  it("asks for the signed-in patient's membership with their token and shows it", async () => {
    const fetchMock = fakeFetch({ [PATH]: member });
    signInPatient();
    const { result } = renderHook(() => useMembership());
    expect(result.current).toEqual({ status: 'loading', membership: null });

    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', membership }));
    const [call] = membershipCalls(fetchMock);
    expect(call![1]).toMatchObject({ method: 'GET' });
    expect(authorizationOf(call![1])).toBe('Bearer token-usr_1');
  });

  it('says null for a patient without a membership', async () => {
    fakeFetch({ [PATH]: notMember });
    signInPatient();
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', membership: null }));
  });

  it('asks nothing for a visitor, a provider or an admin', async () => {
    const fetchMock = fakeFetch({ [PATH]: member });
    const { result, rerender } = renderHook(() => useMembership());
    expect(result.current).toEqual({ status: 'idle', membership: null });

    act(() => useSession.getState().signIn({ ...patientLogin, role: '400', entityType: 'clinic' }));
    rerender();
    act(() => useSession.getState().signIn({ ...patientLogin, id: 'adm', role: '500' }));
    rerender();
    await act(() => Promise.resolve());
    expect(result.current).toEqual({ status: 'idle', membership: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once for every component that wants it (the header and the page)', async () => {
    const fetchMock = fakeFetch({ [PATH]: member });
    signInPatient();
    const header = renderHook(() => useMembership());
    const page = renderHook(() => useMembership());
    await waitFor(() => expect(page.result.current.status).toBe('loaded'));
    expect(header.result.current).toEqual({ status: 'loaded', membership });
    expect(membershipCalls(fetchMock)).toHaveLength(1);

    // A later component is served from the store too.
    const later = renderHook(() => useMembership());
    expect(later.result.current).toEqual({ status: 'loaded', membership });
    expect(membershipCalls(fetchMock)).toHaveLength(1);
  });

  it('asks again when the answer is older than maxAgeMs (a page about the membership), for everyone', async () => {
    const fetchMock = fakeFetch({ [PATH]: [notMember, member] });
    signInPatient();
    const header = renderHook(() => useMembership());
    await waitFor(() => expect(header.result.current.status).toBe('loaded'));

    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_001);
    try {
      const page = renderHook(() => useMembership({ maxAgeMs: 10_000 }));
      await waitFor(() => expect(page.result.current).toEqual({ status: 'loaded', membership }));
      expect(header.result.current).toEqual({ status: 'loaded', membership });
      expect(membershipCalls(fetchMock)).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('forgets the membership when the patient signs out, and asks again for the next patient', async () => {
    fakeFetch({ [PATH]: member });
    signInPatient('usr_1');
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(result.current.membership).toEqual(membership));

    const fetchMock = fakeFetch({
      [PATH]: notMember,
      '/api/user/logout': { status: 200, body: { message: 'Logged out' } },
    });
    await act(() => useSession.getState().signOut());
    expect(result.current).toEqual({ status: 'idle', membership: null });
    expect(membershipState()).toEqual({ status: 'idle', membership: null, userId: null });

    signInPatient('usr_2');
    expect(result.current.membership).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', membership: null }));
    expect(membershipState().userId).toBe('usr_2');
    expect(membershipCalls(fetchMock)).toHaveLength(1);
  });

  it('drops an answer that arrives after the patient signed out', async () => {
    fakeFetch({ [PATH]: member, '/api/user/logout': { status: 200, body: {} } });
    const release = holdNextAnswer();
    signInPatient();
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(membershipState().status).toBe('loading'));

    await act(() => useSession.getState().signOut());
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current).toEqual({ status: 'idle', membership: null });
    expect(membershipState().membership).toBeNull();
  });

  it('keeps the session user through a token refresh (no new question)', async () => {
    const fetchMock = fakeFetch({ [PATH]: member });
    signInPatient();
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    signInPatient(); // the refresh answer: same user, new token
    expect(result.current).toEqual({ status: 'loaded', membership });
    expect(membershipCalls(fetchMock)).toHaveLength(1);
  });

  it('says failed when the question gets no answer, and refreshMembership asks again', async () => {
    fakeFetch({ [PATH]: 'offline' });
    signInPatient();
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', membership: null }));

    fakeFetch({ [PATH]: member });
    await act(() => refreshMembership());
    expect(result.current).toEqual({ status: 'loaded', membership });
  });
});

describe('refreshMembership', () => {
  it('asks again for the signed-in patient (after a payment, the new end date)', async () => {
    const extended = { ...membership, activeUntil: '2028-11-23T10:00:00.000Z' };
    const fetchMock = fakeFetch({ [PATH]: [member, { status: 200, body: { membership: extended } }] });
    signInPatient();
    const { result } = renderHook(() => useMembership());
    await waitFor(() => expect(result.current.membership).toEqual(membership));

    await act(() => refreshMembership());
    expect(result.current).toEqual({ status: 'loaded', membership: extended });
    expect(membershipCalls(fetchMock)).toHaveLength(2);
  });

  it('keeps only the newest answer when two questions cross', async () => {
    fakeFetch({ [PATH]: [notMember, member] });
    const release = holdNextAnswer();
    signInPatient();
    renderHook(() => useMembership());
    await waitFor(() => expect(membershipState().status).toBe('loading'));

    await act(() => refreshMembership());
    expect(membershipState()).toMatchObject({ status: 'loaded', membership });
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(membershipState()).toMatchObject({ status: 'loaded', membership });
  });

  it('does nothing without a signed-in patient', async () => {
    const fetchMock = fakeFetch({ [PATH]: member });
    await refreshMembership();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('formatIndiaDate', () => {
  it('writes the day in India time, in the page language', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatIndiaDate('2027-11-22T20:00:00.000Z')).toBe('23 Nov 2027');
    expect(formatIndiaDate('2027-11-22T18:00:00.000Z')).toBe('22 Nov 2027');
    expect(formatIndiaDate('2027-11-22T20:00:00.000Z', 'hi')).toBe('23 नव॰ 2027');
  });
});
