/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocale, useSession } from '@hp/shell-sdk';
import { preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});
afterEach(() => act(() => useLocale.getState().setLocale('en')));

describe("the header's language switch", () => {
  it('turns the login page, its @hp/ui form and its validation messages into Hindi', async () => {
    renderPage(<App />, { path: '/userlog' });
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'मरीज़ लॉगिन' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeTruthy();
  });

  it('turns registration into Hindi', async () => {
    renderPage(<App />, { path: '/userreg' });
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeTruthy();
  });
});
