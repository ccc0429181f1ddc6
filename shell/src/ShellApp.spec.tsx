/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

// The federation runtime is replaced by a fake that "loads" these components or fails on demand.
const remoteApps: Record<string, ComponentType> = {
  marketing: () => (
    <Routes>
      <Route path="/" element={<h1>Quality Healthcare Made Affordable</h1>} />
    </Routes>
  ),
  patient: () => (
    <Routes>
      <Route path="/userlog" element={<h1>Patient Login</h1>} />
    </Routes>
  ),
  provider: () => (
    <Routes>
      <Route path="/cliniclog" element={<h1>Clinic login</h1>} />
    </Routes>
  ),
  admin: () => {
    throw new Error('admin remote crashed');
  },
};
const unavailable = new Set<string>();
const loadRemote = jest.fn((id: string) => {
  const name = id.split('/')[0]!;
  if (unavailable.has(name)) return Promise.reject(new Error(`Failed to get manifest of ${name}`));
  return Promise.resolve({ default: remoteApps[name] });
});
const registerRemotes = jest.fn();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  loadRemote,
  registerRemotes,
  registerPlugins: jest.fn(),
}));

const { ShellApp } = await import('./ShellApp');
const { useLocale, useSession } = await import('@hp/shell-sdk');

// The header's links as the remotes declare them (the generated registry), with fewer routes.
const served = JSON.parse(readFileSync(new URL('../../infra/nginx/mfe-registry.json', import.meta.url), 'utf8')) as {
  remotes: { name: string; nav?: unknown[] }[];
};
const navOf = (name: string) => served.remotes.find((remote) => remote.name === name)?.nav;
const registry = {
  remotes: [
    { name: 'marketing', entry: '/mfe/marketing/mf-manifest.json', routes: ['/'], nav: navOf('marketing') },
    { name: 'patient', entry: '/mfe/patient/mf-manifest.json', routes: ['/userlog'], nav: navOf('patient') },
    { name: 'provider', entry: '/mfe/provider/mf-manifest.json', routes: ['/cliniclog'], nav: navOf('provider') },
    { name: 'admin', entry: '/mfe/admin/mf-manifest.json', routes: ['/admin'] },
  ],
};

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<ShellApp />);
}

/** What the fake API answers besides the registry (path -> body); any other path is a 404. */
const apiAnswers = new Map<string, unknown>();
const requested: string[] = [];

beforeAll(() => {
  // jsdom has no Response; the shell only reads ok, status and json() here (the session restore fails: anonymous).
  const answer = (ok: boolean, status: number, body: unknown) => ({
    ok,
    status,
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
    headers: new Headers(),
  });
  globalThis.fetch = ((input: unknown) => {
    requested.push(String(input));
    if (input === '/mfe-registry.json') return Promise.resolve(answer(true, 200, registry));
    const body = apiAnswers.get(String(input));
    return Promise.resolve(body === undefined ? answer(false, 404, {}) : answer(true, 200, body));
  }) as unknown as typeof fetch;
  useSession.setState({ status: 'anonymous' });
});

// The shell logs every failure it contains; keep the test output readable and check what matters.
const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
beforeEach(() => consoleError.mockClear());
afterAll(() => consoleError.mockRestore());

describe('the shell', () => {
  it('registers the remotes of /mfe-registry.json and renders the one owning the path', async () => {
    openAt('/');
    expect(await screen.findByRole('heading', { name: 'Quality Healthcare Made Affordable' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith(
      registry.remotes.map(({ name, entry }) => ({ name, entry })),
    );
    expect(loadRemote).toHaveBeenCalledWith('marketing/App');
  });

  it('has the header with the emergency line and the navigation, current page highlighted, and the footer', async () => {
    openAt('/userlog');
    await screen.findByRole('heading', { name: 'Patient Login' });
    expect(screen.getByRole('link', { name: '+91 98200 12345' }).getAttribute('href')).toBe(
      'tel:+919820012345',
    );
    expect(screen.getByText('Available 24/7')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual([
      'Home /',
      'Membership Plans /membership',
      'Available Clinics /demo',
      'Insurance /insurance',
      'Clinic /cliniclog',
      'Book Now /userlog',
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Book Now');
    expect(screen.getByRole('link', { name: 'care@healthplus.example' }).getAttribute('href')).toBe(
      'mailto:care@healthplus.example',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/privacypolicy#terms',
    );
  });

  it("names the links in the page's language, as each remote declares them", async () => {
    openAt('/userlog');
    await screen.findByRole('heading', { name: 'Patient Login' });
    act(() => useLocale.getState().setLocale('hi'));
    try {
      const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
      expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
        'होम',
        'सदस्यता प्लान',
        'उपलब्ध क्लिनिक',
        'बीमा',
        'क्लिनिक',
        'अभी बुक करें',
      ]);
    } finally {
      act(() => useLocale.getState().setLocale('en'));
    }
  });

  it('folds the links into a menu that the burger opens and closes, and a link closes', async () => {
    openAt('/userlog');
    await screen.findByRole('heading', { name: 'Patient Login' });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(burger.getAttribute('aria-controls')!)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu.closest(`#${burger.getAttribute('aria-controls')}`)).toBeTruthy();
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Book Now');

    fireEvent.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Quality Healthcare Made Affordable' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the 404 page for a path no remote owns, and logs it', async () => {
    openAt('/no-such-page');
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });

  it('shows the panel in place of a remote that cannot be loaded, and "Try again" loads it again', async () => {
    unavailable.add('provider');
    openAt('/cliniclog');
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();
    expect(screen.getByText('Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    unavailable.delete('provider');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Clinic login' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'provider', entry: '/mfe/provider/mf-manifest.json' }],
      { force: true },
    );
  });

  it('contains a remote that throws while rendering; the other areas keep working', async () => {
    openAt('/admin');
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    });
    expect(await screen.findByRole('heading', { name: 'Quality Healthcare Made Affordable' })).toBeTruthy();
    expect(screen.queryByText('This section is temporarily unavailable')).toBeNull();
  });
});

describe("the header's membership line", () => {
  const signInPatient = () =>
    act(() =>
      useSession.getState().signIn({
        token: 't',
        id: 'usr_member',
        role: '300',
        email: 'asha@example.com',
        isApproved: true,
        status: 'approved',
        expiresIn: 900,
      }),
    );
  // 20:00 UTC is already the next day in India.
  const membership = { activeUntil: '2027-11-22T20:00:00.000Z', memberSince: '2026-11-22T20:00:00.000Z' };
  const memberLine = (text: string) =>
    within(screen.getByRole('banner')).findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === text,
    );

  afterEach(() => {
    act(() => {
      useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null });
      useLocale.getState().setLocale('en');
    });
    apiAnswers.clear();
  });

  it('tells a signed-in member until when the membership runs (India time), also in Hindi', async () => {
    apiAnswers.set('/api/user/membership', { membership });
    signInPatient();
    openAt('/userlog');
    expect(await memberLine('Member until 23 Nov 2027')).toBeTruthy();
    expect(screen.getByRole('banner').hasAttribute('data-member')).toBe(true);

    act(() => useLocale.getState().setLocale('hi'));
    expect(await memberLine('23 नव॰ 2027 तक सदस्य')).toBeTruthy();
  });

  it('shows nothing for a patient who is not a member, and forgets the line on sign-out', async () => {
    apiAnswers.set('/api/user/membership', { membership: null });
    signInPatient();
    openAt('/userlog');
    await screen.findByRole('heading', { name: 'Patient Login' });
    await waitFor(() => expect(requested).toContain('/api/user/membership'));
    await act(() => Promise.resolve());
    expect(within(screen.getByRole('banner')).queryByText(/Member until/)).toBeNull();

    // Signed out, then in again after paying: asked again.
    act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
    apiAnswers.set('/api/user/membership', { membership });
    signInPatient();
    await memberLine('Member until 23 Nov 2027');
    act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));
    expect(within(screen.getByRole('banner')).queryByText(/Member until/)).toBeNull();
    expect(screen.getByRole('banner').hasAttribute('data-member')).toBe(false);
  });
});
