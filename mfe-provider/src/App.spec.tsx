/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useLocale } from '@hp/shell-sdk';
import { renderPage } from '@hp/shell-sdk/testing';
import App from './App';

afterEach(() => act(() => useLocale.getState().setLocale('en')));

describe('the provider area', () => {
  it('shows its page at /cliniclog, in English and, after the switch, in Hindi', async () => {
    renderPage(<App />, { path: '/cliniclog' });
    expect(await screen.findByRole('heading', { name: 'Clinic login — coming soon' })).toBeTruthy();
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'क्लिनिक लॉगिन — जल्द आ रहा है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 page for a path it does not have', async () => {
    renderPage(<App />, { path: '/cliniclog/nothing-here' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
