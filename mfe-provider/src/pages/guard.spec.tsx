/** @jest-environment jsdom */
import type { LoginResponse } from '@hp/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, patientLogin, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

const location = () => screen.getByTestId('location').textContent;
const provider = (entityType: 'clinic' | 'pharmacy' | 'lab'): LoginResponse => ({
  token: 'access-token',
  id: 'prv_1',
  role: '400',
  email: `${entityType}@example.com`,
  isApproved: true,
  status: 'approved',
  entityType,
  expiresIn: 900,
});

describe.each(['/entitydash', '/clinicdash'])('%s, for providers only', (path) => {
  it('sends a visitor to the provider login with the note', () => {
    renderPage(<App />, { path });
    expect(location()).toBe('/cliniclog');
    expect(screen.getByText('Please log in to access the booking system.')).toBeTruthy();
  });

  it('sends a signed-in patient to the provider login too', () => {
    act(() => useSession.getState().signIn(patientLogin));
    renderPage(<App />, { path });
    expect(location()).toBe('/cliniclog');
  });
});

it("shows an approved pharmacy the spec's message, and a clinic its own dashboard", () => {
  act(() => useSession.getState().signIn(provider('pharmacy')));
  const view = renderPage(<App />, { path: '/entitydash' });
  expect(screen.getByRole('heading', { name: 'Pharmacy Dashboard' })).toBeTruthy();
  expect(screen.getByText('The admin has accepted your login request.')).toBeTruthy();
  expect(
    screen.getByText('Prescription details will now arrive from users directly by e-mail.'),
  ).toBeTruthy();
  view.unmount();

  act(() => useSession.getState().signIn(provider('clinic')));
  renderPage(<App />, { path: '/entitydash' });
  expect(location()).toBe('/clinicdash');
});

it("frames the clinic dashboard: header, counters, the spec's empty text, and Logout", async () => {
  act(() => useSession.getState().signIn(provider('clinic')));
  answerFetch({
    '/api/clinic/my-patients': () => ({
      status: 200,
      body: { success: true, message: 'No consultations yet', consultations: [], nextCursor: null },
    }),
    '/api/clinic/logout': () => ({ status: 200, body: { message: 'Logged out successfully' } }),
  });
  renderPage(<App />, { path: '/clinicdash' });
  expect(screen.getByRole('heading', { name: 'Clinic Dashboard' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Pending Admission Requests (0)' })).toBeTruthy();
  expect(screen.getByText('No pending admission requests')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(location()).toBe('/cliniclog'));
  expect(useSession.getState().status).toBe('anonymous');
  expect(await screen.findByText('Logged out successfully')).toBeTruthy();
});
