/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocale, useSession } from '@hp/shell-sdk';
import { staffLabel } from '@hp/contracts';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from './App';
import { pages } from './pages';
import { STAFF_LABELS } from './pages/texts';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});
afterEach(() => act(() => useLocale.getState().setLocale('en')));

describe('the provider area', () => {
  it('turns the login page and its validation messages into Hindi', async () => {
    renderPage(<App />, { path: '/cliniclog' });
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'प्रदाता लॉगिन' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('कृपया संस्था का प्रकार चुनें')).toBeTruthy();
  });

  it('turns the registration form into Hindi, staff labels included', async () => {
    renderPage(<App />, { path: '/clinicreg' });
    act(() => useLocale.getState().setLocale('hi'));
    expect(await screen.findByRole('heading', { name: 'प्रदाता पंजीकरण' })).toBeTruthy();
    expect(screen.getByLabelText(/^डॉक्टरों की संख्या/)).toBeTruthy();
    expect(screen.getByText('PDF, JPG, JPEG या PNG, अधिकतम 5MB। वैकल्पिक।')).toBeTruthy();
  });

  it("shows the spec's pending-approval text", () => {
    renderPage(<App />, { path: '/pending-approval' });
    expect(screen.getByRole('heading', { name: 'Pending Admin Approval' })).toBeTruthy();
    expect(screen.getByText('Your account is waiting for admin approval.')).toBeTruthy();
  });

  it('asks for the entity type at the first step of password recovery and sends it with role 400', async () => {
    const calls = answerFetch({
      '/api/clinic/forgot-password': () => ({
        status: 200,
        body: { message: 'If the account exists, an OTP has been sent.', email: 'lab@example.com' },
      }),
    });
    renderPage(<App />, { path: '/clinic/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please select an entity type')).toBeTruthy();

    const { value } = screen.getByRole<HTMLOptionElement>('option', { name: 'Laboratory' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Entity Type/ }), { target: { value } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lab@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText(/^OTP/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'lab@example.com', entityType: 'lab', role: '400' });
  });

  it('shows the 404 page for a path it does not have', async () => {
    renderPage(<App />, { path: '/cliniclog/nothing-here' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });

  it("labels the staff as the contracts' staffLabel does", () => {
    expect(STAFF_LABELS).toEqual(staffLabel);
  });
});
