/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Role } from '../session/roles';
import { useSession } from '../session/sessionStore';
import { renderPage } from '../test/renderPage';
import { definePages } from './definePages';
import { RemoteRoutes } from './RemoteRoutes';

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });
const Area = ({ children }: { children: ReactNode }) => <section aria-label="area">{children}</section>;

beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
});

describe('definePages', () => {
  it('refuses a relative path and a path declared twice (matching ignores case)', () => {
    expect(() => definePages([{ path: 'home', load: page('Home') }])).toThrow(/must start with \//);
    expect(() =>
      definePages([
        { path: '/clinicLog', load: page('A') },
        { path: '/cliniclog', load: page('B') },
      ]),
    ).toThrow(/declared twice/);
  });

  it('fetches a preloaded page and the page of the current address at once, every other page when it is shown', () => {
    window.history.pushState({}, '', '/Arrived/');
    const home = jest.fn(page('Home'));
    const arrived = jest.fn(page('Arrived'));
    const other = jest.fn(page('Other'));
    definePages([
      { path: '/', load: home, preload: true },
      { path: '/arrived', load: arrived },
      { path: '/other', load: other },
    ]);
    expect(home).toHaveBeenCalledTimes(1);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});

describe('RemoteRoutes', () => {
  const pages = definePages([
    { path: '/', load: page('Home'), usesLibrary: false },
    { path: '/Plans', load: page('Plans') },
    { path: '/mine', load: page('Mine'), role: Role.User },
  ]);

  it('shows the page declared for the path (case ignored) inside the area', async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/plans' });
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'area' })).toBeTruthy();
  });

  it("sends a visitor without the page's role to the login page", async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/mine' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userlog'));
    expect(screen.queryByRole('heading', { name: 'Mine' })).toBeNull();
  });

  it('shows the next page after a redirect from a page that has arrived', async () => {
    const guarded = definePages([
      { path: '/mine', load: page('Mine'), role: Role.User },
      { path: '/userlog', load: page('Log in') },
    ]);
    renderPage(<RemoteRoutes pages={guarded} I18nArea={Area} />, { path: '/mine' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the 404 page for a path it does not declare', async () => {
    renderPage(<RemoteRoutes pages={pages} I18nArea={Area} />, { path: '/nothing' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
