/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paymentApi } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

// The pages' modules are fetched lazily; here they are there from the start.
beforeAll(() => preloadPages(pages));

const location = () => screen.getByTestId('location').textContent;

const signInAs = (role: '300' | '400', email: string) =>
  act(() =>
    useSession
      .getState()
      .signIn({ token: 't', id: 'id-1', role, email, isApproved: true, status: 'approved', expiresIn: 900 }),
  );

beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

it('sends a visitor without a session to the login page with the note', async () => {
  renderPage(<App />, { path: '/clinicmain' });
  await waitFor(() => expect(location()).toBe('/userlog'));
  expect(screen.getByText('Please log in to access the booking system.')).toBeTruthy();
});

it('sends a provider to the login page too (patients only)', async () => {
  signInAs('400', 'clinic@example.com');
  renderPage(<App />, { path: '/clinicmain' });
  await waitFor(() => expect(location()).toBe('/userlog'));
});

it('greets the patient and logs out to the login page even when the server call fails', async () => {
  answerFetch({ '/api/user/logout': () => 'offline' });
  signInAs('300', 'asha@example.com');
  renderPage(<App />, { path: '/clinicmain' });
  expect(screen.getByRole('heading', { name: 'Health Services' })).toBeTruthy();
  expect(screen.getByText('Welcome, asha@example.com')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(location()).toBe('/userlog'));
  expect(useSession.getState().status).toBe('anonymous');
  expect(await screen.findByText('Logged out successfully')).toBeTruthy();
  // A deliberate logout is not a blocked page: no "please log in" note.
  expect(screen.queryByText('Please log in to access the booking system.')).toBeNull();
});

describe('the membership card', () => {
  const membership = { activeUntil: '2027-11-22T20:00:00.000Z', memberSince: '2026-11-22T20:00:00.000Z' };
  const card = () => screen.getByRole('region', { name: /membership/i });

  it('tells a member until when the membership runs (India time) and since when, and how to add a year', async () => {
    const calls = answerFetch({ '/api/user/membership': () => ({ status: 200, body: { membership } }) });
    signInAs('300', 'asha@example.com');
    renderPage(<App />, { path: '/clinicmain' });
    expect(await screen.findByText('Member until 23 Nov 2027')).toBeTruthy();
    expect(within(card()).getByText('Member since 23 Nov 2026')).toBeTruthy();
    expect(within(card()).getByRole('heading', { name: 'Your membership' })).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Extend by a year' }).getAttribute('href')).toBe(
      '/payment?service=membership-annual',
    );
    expect(calls.filter((call) => call.url === '/api/user/membership')).toEqual([
      { url: '/api/user/membership', method: 'GET', body: undefined },
    ]);
  });

  it("offers the membership to a patient who is not a member: the catalogue's ₹2000 a year, Join Now to the checkout", async () => {
    answerFetch({
      '/api/user/membership': () => ({ status: 200, body: { membership: null } }),
      [paymentApi.paymentCatalogue.path]: () => ({
        status: 200,
        body: { services: [{ value: 'membership-annual', label: 'Annual Membership', priceRupees: 2000 }] },
      }),
    });
    signInAs('300', 'ravi@example.com');
    renderPage(<App />, { path: '/clinicmain' });
    const join = await screen.findByRole('link', { name: 'Join Now' });
    expect(join.getAttribute('href')).toBe('/payment?service=membership-annual');
    expect(await within(card()).findByText('₹2000')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'See all benefits' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.queryByText(/Member until/)).toBeNull();
  });

  it('says so when the membership cannot be checked, and Try again asks again', async () => {
    answerFetch({ '/api/user/membership': () => 'offline' });
    signInAs('300', 'asha@example.com');
    renderPage(<App />, { path: '/clinicmain' });
    expect(await screen.findByText('We could not check your membership just now.')).toBeTruthy();

    answerFetch({ '/api/user/membership': () => ({ status: 200, body: { membership } }) });
    fireEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Member until 23 Nov 2027')).toBeTruthy();
  });
});
