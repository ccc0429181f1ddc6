/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';

const location = () => screen.getByTestId('location').textContent;

const signInAs = (role: '300' | '400', email: string) =>
  act(() =>
    useSession.getState().signIn({ token: 't', id: 'id-1', role, email, isApproved: true, status: 'approved', expiresIn: 900 }),
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
