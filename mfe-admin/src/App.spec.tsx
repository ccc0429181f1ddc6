/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useLocale, useSession } from '@hp/shell-sdk';
import { preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from './App';
import { pages } from './pages';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});
afterEach(() => act(() => useLocale.getState().setLocale('en')));

describe('the admin area', () => {
  it('shows the admin login at /admin, in English and, after the switch, in Hindi', async () => {
    renderPage(<App />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'एडमिन लॉगिन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
  });

  it('shows the 404 page for a path it does not have', async () => {
    renderPage(<App />, { path: '/admin/nothing-here' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
