/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_TEMPLATES,
  notificationApi,
  type Notification,
} from '@hp/contracts';
import { useLocale, useSession } from '@hp/shell-sdk';
import { answerFetch, patientLogin, urlOf, type RecordedCall } from '@hp/shell-sdk/testing';
import { I18nArea } from '../i18n';
import { LazyNotificationBell } from './LazyNotificationBell';
import { notificationTexts } from './notificationTexts';
import { badgeText, relativeTime } from './relativeTime';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const approvedWithAlternative: Notification = {
  _id: '0193a000-0000-7000-8000-000000000001',
  message:
    'Your consultation at Smile Dental has been approved for another time. Please accept or decline it.',
  read: false,
  createdAt: minutesAgo(5),
  status: 'approved',
  alternativeTime: '2026-12-04, 2:30 PM',
  adminNote: 'The doctor is away that morning',
  kind: 'consultation-alternative',
  values: { clinic: 'Smile Dental', date: '2026-12-03', time: '10:00 AM' },
};
const rejected: Notification = {
  _id: '0193a000-0000-7000-8000-000000000002',
  message: 'Your consultation request at Smile Dental has been rejected.',
  read: true,
  createdAt: minutesAgo(60 * 26),
  status: 'rejected',
  adminNote: 'Closed that day',
  kind: 'consultation-rejected',
  values: { clinic: 'Smile Dental', date: '2026-12-03', time: '10:00 AM' },
};

/** The stream as the gateway writes it: the test pushes frames and ends it. */
class FakeStream {
  private chunks: Uint8Array[] = [];
  private waiting: ((result: { done: boolean; value?: Uint8Array }) => void) | undefined;
  private ended = false;
  signal: AbortSignal | undefined;
  readonly body = {
    getReader: () => ({
      read: () =>
        new Promise<{ done: boolean; value?: Uint8Array }>((resolve) => {
          const chunk = this.chunks.shift();
          if (chunk) resolve({ done: false, value: chunk });
          else if (this.ended) resolve({ done: true });
          else this.waiting = resolve;
        }),
    }),
  };
  push(text: string) {
    const value = new TextEncoder().encode(text);
    if (this.waiting) {
      this.waiting({ done: false, value });
      this.waiting = undefined;
    } else this.chunks.push(value);
  }
  end() {
    this.ended = true;
    this.waiting?.({ done: true });
    this.waiting = undefined;
  }
}

let list: { notifications: Notification[]; unreadCount: number };
let calls: RecordedCall[];
let streams: FakeStream[];

function fakeApi() {
  calls = answerFetch({
    [notificationApi.getNotifications.path]: () => ({
      status: 200,
      body: {
        success: true,
        data: {
          notifications: list.notifications,
          pagination: { unreadCount: list.unreadCount, nextCursor: null },
        },
      },
    }),
    [notificationApi.readNotification.path]: () => ({
      status: 200,
      body: {
        success: true,
        data: { notification: { ...approvedWithAlternative, read: true }, unreadCount: 0 },
      },
    }),
    [notificationApi.readAllNotifications.path]: () => ({
      status: 200,
      body: { success: true, data: { updated: 1, unreadCount: 0 } },
    }),
  });
  const json = globalThis.fetch;
  streams = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (urlOf(input) !== notificationApi.notificationStream.path) return json(input, init);
    calls.push({ url: urlOf(input), method: 'GET', body: undefined });
    const stream = new FakeStream();
    stream.signal = init?.signal ?? undefined;
    streams.push(stream);
    init?.signal?.addEventListener('abort', () => stream.end());
    return Promise.resolve({ ok: true, status: 200, body: stream.body } as unknown as Response);
  };
}

const listCalls = () =>
  calls.filter((call) => call.url.startsWith(notificationApi.getNotifications.path)).length;

function signIn() {
  useSession.setState({
    status: 'authenticated',
    accessToken: 'access-1',
    expiresAt: Date.now() + 900_000,
    user: {
      id: patientLogin.id,
      email: patientLogin.email,
      role: '300',
      isApproved: true,
      status: 'approved',
    },
  });
}

const renderBell = () =>
  render(
    <I18nArea>
      <p>Outside</p>
      <LazyNotificationBell />
    </I18nArea>,
  );
const bell = () => screen.findByRole('button', { name: /^Notifications/ });

beforeEach(() => {
  list = { notifications: [approvedWithAlternative, rejected], unreadCount: 1 };
  fakeApi();
  useLocale.setState({ locale: 'en' });
});
afterEach(() => {
  useSession.setState({ status: 'anonymous', accessToken: null, user: null, expiresAt: null });
  jest.restoreAllMocks();
});

describe('notification bell', () => {
  it('is not there for an anonymous visitor, who downloads and requests nothing of it', async () => {
    useSession.setState({ status: 'anonymous', accessToken: null, user: null, expiresAt: null });
    renderBell();
    await screen.findByText('Outside');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the unread count, and the panel with the spec’s texts, markers, alternative time and note', async () => {
    signIn();
    renderBell();
    const button = await bell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(button.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const panel = screen.getByRole('region', { name: /Notifications/ });
    expect(within(panel).getByRole('heading').textContent).toBe('Notifications (1)');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
    const unread = within(panel).getByRole('button', { name: /approved for another time/ });
    expect(unread.textContent).toContain('Alternative time: 2026-12-04, 2:30 PM');
    expect(unread.textContent).toContain('Note: The doctor is away that morning');
    expect(unread.textContent).toContain('5 minutes ago');
    expect(within(unread).getByRole('img').getAttribute('aria-label')).toBe('Approved');
    const read = within(panel)
      .getByText(/has been rejected/)
      .closest('div')!;
    expect(within(read).getByRole('img').getAttribute('aria-label')).toBe('Not approved');
    expect(read.textContent).toContain('yesterday');
    expect(read.textContent).toContain('Note: Closed that day');

    // Click outside closes; so does Escape, focus back on the bell.
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    fireEvent.click(button);
    fireEvent.mouseDown(within(screen.getByRole('region', { name: /Notifications/ })).getByRole('heading'));
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says Loading notifications... until the list arrives, and No notifications yet when it is empty', async () => {
    list = { notifications: [], unreadCount: 0 };
    let answer: () => void = () => undefined;
    const json = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      urlOf(input).startsWith(notificationApi.getNotifications.path)
        ? new Promise((resolve) => {
            answer = () => resolve(json(input, init));
          })
        : json(input, init);
    signIn();
    renderBell();
    fireEvent.click(await bell());
    expect(screen.getByText('Loading notifications...')).toBeTruthy();
    act(() => answer());
    await screen.findByText('No notifications yet');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Notifications (0)');
  });

  it('marks an unread one read on click (the count never below 0), and all with Mark all read', async () => {
    list = { notifications: [approvedWithAlternative], unreadCount: 0 }; // a count already at 0
    signIn();
    renderBell();
    fireEvent.click(await bell());
    const unread = await screen.findByRole('button', { name: /approved for another time/ });
    const before = listCalls();
    fireEvent.click(unread);
    await waitFor(() =>
      expect(calls.find((call) => call.url === notificationApi.readNotification.path)?.body).toEqual({
        notificationId: approvedWithAlternative._id,
      }),
    );
    expect(screen.getByRole('heading').textContent).toBe('Notifications (0)');
    await waitFor(() => expect(listCalls()).toBe(before + 1)); // the list is refreshed after

    list = { notifications: [approvedWithAlternative, rejected], unreadCount: 2 };
    list.notifications = list.notifications.map((item) => ({ ...item, read: false }));
    fireEvent.mouseDown(document.body);
    // Signed out the bell goes; signed in again it starts from the list: 2 unread.
    act(() => useSession.setState({ status: 'anonymous', accessToken: null }));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    act(() => signIn());
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    fireEvent.click(await bell());
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(
      calls.some((call) => call.url === notificationApi.readAllNotifications.path && call.method === 'POST'),
    ).toBe(true);
    expect(screen.queryAllByRole('button', { name: /Unread; mark as read/ })).toEqual([]);
  });

  it('shows a pushed notification at once, polls every 30 s only while the stream is down, and leaves nothing running', async () => {
    const setIntervalSpy = jest.spyOn(window, 'setInterval');
    const clearIntervalSpy = jest.spyOn(window, 'clearInterval');
    signIn();
    const view = renderBell();
    await bell();
    await waitFor(() => expect(streams).toHaveLength(1));
    const polls = () =>
      setIntervalSpy.mock.calls.filter(([, delay]) => delay === NOTIFICATION_POLL_MS).length;
    expect(polls()).toBe(1); // not live yet: the poll runs
    act(() => streams[0]!.push('retry: 3000\nevent: ready\ndata: {}\n\n: heartbeat\n\n'));
    await waitFor(() => expect(clearIntervalSpy).toHaveBeenCalled());

    const pushed: Notification = {
      ...approvedWithAlternative,
      _id: '0193a000-0000-7000-8000-000000000003',
      createdAt: new Date().toISOString(),
    };
    const listed = listCalls();
    act(() =>
      streams[0]!.push(`event: notification\nid: ${pushed._id}\ndata: ${JSON.stringify(pushed)}\n\n`),
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(listCalls()).toBe(listed); // pushed, not fetched
    fireEvent.click(await bell());
    expect(screen.getAllByRole('button', { name: /approved for another time/ })).toHaveLength(2);
    expect(screen.getByText('now')).toBeTruthy();

    // The stream drops: the 30-second poll is back until it reconnects.
    const pollsBefore = polls();
    act(() => streams[0]!.end());
    await waitFor(() => expect(polls()).toBe(pollsBefore + 1));

    view.unmount();
    expect(streams.every((stream) => stream.signal?.aborted !== false)).toBe(true);
    const opened = setIntervalSpy.mock.calls.filter(([, delay]) => delay === NOTIFICATION_POLL_MS).length;
    const cleared = clearIntervalSpy.mock.calls.length;
    expect(cleared).toBeGreaterThanOrEqual(opened);
  });
});

describe('bell helpers', () => {
  it('caps the badge at 99+', () => {
    expect([0, 1, 99, 100, 2500].map(badgeText)).toEqual(['0', '1', '99', '99+', '99+']);
  });

  it('tells times relative to now in English and Hindi', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(relativeTime('2026-11-26T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-26T09:59:58Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-11-25T09:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-26T08:00:00Z', 'hi', now)).toBe('2 घंटे पहले');
  });

  it('translates every kind from the contracts’ own English templates', () => {
    expect(
      Object.fromEntries(Object.entries(notificationTexts).map(([kind, text]) => [kind, text.id])),
    ).toEqual(NOTIFICATION_TEMPLATES);
  });
});
