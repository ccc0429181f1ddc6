/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Role, SESSION_HINT_COOKIE } from '../session/roles';
import { useSession } from '../session/sessionStore';
import { patientLogin } from '../test/fakeFetch';
import { renderPage } from '../test/renderPage';
import { definePages } from './definePages';
import { RemoteRoutes } from './RemoteRoutes';

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });
const meta = (text: string) => ({ title: { id: text }, description: { id: `What ${text} offers` } });
const Area = ({ children }: { children: ReactNode }) => <section aria-label="area">{children}</section>;

beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
});

describe('definePages', () => {
  it('refuses a relative path and a path declared twice (matching ignores case)', () => {
    expect(() => definePages([{ path: 'home', load: page('Home'), meta: meta('Home') }])).toThrow(
      /must start with \//,
    );
    expect(() =>
      definePages([
        { path: '/clinicLog', load: page('A'), meta: meta('A') },
        { path: '/cliniclog', load: page('B'), meta: meta('B') },
      ]),
    ).toThrow(/declared twice/);
  });

  it('fetches a preloaded page and the page of the current address at once, every other page when it is shown', () => {
    window.history.pushState({}, '', '/Arrived/');
    const home = jest.fn(page('Home'));
    const arrived = jest.fn(page('Arrived'));
    const other = jest.fn(page('Other'));
    definePages([
      { path: '/', load: home, meta: meta('home'), preload: true },
      { path: '/arrived', load: arrived, meta: meta('arrived') },
      { path: '/other', load: other, meta: meta('other') },
    ]);
    expect(home).toHaveBeenCalledTimes(1);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('fetches the page of the current address behind a role only for a visitor who has signed in before', () => {
    window.history.pushState({}, '', '/mine');
    const declare = () => {
      const mine = jest.fn(page('Mine'));
      definePages([{ path: '/mine', load: mine, meta: meta('mine'), role: Role.User }]);
      return mine;
    };
    expect(declare()).not.toHaveBeenCalled();
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(declare()).toHaveBeenCalledTimes(1);
    document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    window.history.pushState({}, '', '/');
  });
});

describe('RemoteRoutes', () => {
  const pages = definePages([
    { path: '/', load: page('Home'), meta: meta('Home') },
    { path: '/Plans', load: page('Plans'), meta: meta('Plans') },
    { path: '/mine', load: page('Mine'), meta: meta('Mine'), role: Role.User },
  ]);

  it('shows the page declared for the path (case ignored) inside the area', async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/plans' });
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'area' })).toBeTruthy();
  });

  it("sends a visitor without the page's role to the login page, without fetching the page", async () => {
    const mine = jest.fn(page('Mine'));
    const guarded = definePages([{ path: '/mine', load: mine, meta: meta('Mine'), role: Role.User }]);
    renderPage(<RemoteRoutes pages={guarded} I18nArea={Area} />, {
      path: '/mine',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userlog'));
    expect(screen.queryByRole('heading', { name: 'Mine' })).toBeNull();
    expect(mine).not.toHaveBeenCalled();
  });

  it('fetches a page behind a role while the session is being checked, and shows it to the signed-in user', async () => {
    act(() => useSession.setState({ status: 'restoring' }));
    const mine = jest.fn(page('Mine'));
    const guarded = definePages([{ path: '/mine', load: mine, meta: meta('Mine'), role: Role.User }]);
    renderPage(<RemoteRoutes pages={guarded} I18nArea={Area} />, {
      path: '/mine',
    });
    await waitFor(() => expect(mine).toHaveBeenCalled());
    expect(screen.getByLabelText('Checking your session')).toBeTruthy();
    act(() => useSession.getState().signIn(patientLogin));
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeTruthy();
  });

  it('shows the next page after a redirect from a page that has arrived', async () => {
    const guarded = definePages([
      { path: '/mine', load: page('Mine'), meta: meta('Mine'), role: Role.User },
      { path: '/userlog', load: page('Log in'), meta: meta('Log in') },
    ]);
    renderPage(<RemoteRoutes pages={guarded} I18nArea={Area} />, {
      path: '/mine',
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('gives the page its title and meta description, and a page behind a role noindex', async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/plans' });
    await screen.findByRole('heading', { name: 'Plans' });
    expect(document.title).toBe('Plans | HealthPlus Care');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'What Plans offers',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    const patient = {
      id: 'u1',
      email: 'asha@example.com',
      role: Role.User,
      isApproved: true,
      status: 'approved',
    } as const;
    act(() =>
      useSession.setState({
        status: 'authenticated',
        user: patient,
        accessToken: 't',
        expiresAt: Date.now() + 60_000,
      }),
    );
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/mine' });
    await screen.findByRole('heading', { name: 'Mine' });
    expect(document.title).toBe('Mine | HealthPlus Care');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('makes a public page declared noindex noindex, for a visitor who has not signed in', async () => {
    const personal = definePages([
      { path: '/reminder/:token', load: page('Reminder'), meta: meta('Reminder'), noindex: true },
      { path: '/open', load: page('Open'), meta: meta('Open') },
    ]);
    renderPage(<RemoteRoutes pages={personal} I18nArea={Area} />, { path: '/reminder/abc' });
    await screen.findByRole('heading', { name: 'Reminder' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    renderPage(<RemoteRoutes pages={personal} I18nArea={Area} />, { path: '/open' });
    await screen.findByRole('heading', { name: 'Open' });
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('shows the 404 page for a path it does not declare', async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, {
      path: '/nothing',
    });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });

  it('shows nothing until the page has arrived, then the page', async () => {
    let arrive = () => {};
    const slow = definePages([
      {
        path: '/slow',
        load: () =>
          new Promise((resolve) => {
            arrive = () => resolve({ default: () => <h1>Slow</h1> });
          }),
        meta: meta('Slow'),
      },
    ]);
    renderPage(<RemoteRoutes pages={slow} I18nArea={Area} />, { path: '/slow' });
    expect(screen.getByRole('region', { name: 'area' }).textContent).toBe('');
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeTruthy();
  });
});
