/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useLocale } from '@hp/shell-sdk';
import { renderPage } from '@hp/shell-sdk/testing';
import App from './App';

afterEach(() => act(() => useLocale.getState().setLocale('en')));

describe('the admin area', () => {
  it('shows its page at /admin, in English and, after the switch, in Hindi', async () => {
    renderPage(<App />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin area — coming soon' })).toBeTruthy();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'एडमिन क्षेत्र — जल्द आ रहा है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 page for a path it does not have', async () => {
    renderPage(<App />, { path: '/admin/nothing-here' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
