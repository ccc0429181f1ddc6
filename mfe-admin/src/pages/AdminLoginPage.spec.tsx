/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, patientLogin, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';
import { adminLogin, providerList } from '../test/fixtures';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

const fillIn = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;

describe('/admin', () => {
  it("shows the server's message in a red banner and keeps the form", async () => {
    answerFetch({
      '/api/admin/loginadmin': () => ({
        status: 401,
        body: {
          message: 'Invalid phone or password.',
          code: 'AUTH.INVALID_CREDENTIALS',
          correlationId: 'c-1',
        },
      }),
    });
    renderPage(<App />, { path: '/admin' });
    fillIn(/^Phone/, '9876543210');
    fillIn(/^Password/, 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Invalid phone or password.');
    expect(banner.className).toContain('red');
    expect(screen.getByLabelText<HTMLInputElement>(/^Phone/).value).toBe('9876543210');
  });

  it("says 'Login failed. Please try again.' when the server gives no message", async () => {
    answerFetch({ '/api/admin/loginadmin': () => 'offline' });
    renderPage(<App />, { path: '/admin' });
    fillIn(/^Phone/, '9876543210');
    fillIn(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('checks the phone with the contract before calling the server', async () => {
    const calls = answerFetch({});
    renderPage(<App />, { path: '/admin' });
    fillIn(/^Phone/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
    ).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs the admin in by phone and goes to the dashboard', async () => {
    const calls = answerFetch({
      '/api/admin/loginadmin': () => ({ status: 200, body: adminLogin }),
      '/api/admin/enquiries': () => ({
        status: 200,
        body: {
          items: [],
          counts: { all: 0, appointment: 0, insurance: 0, consultation: 0, feedback: 0 },
          nextCursor: null,
        },
      }),
    });
    renderPage(<App />, { path: '/admin' });
    fillIn(/^Phone/, '9876543210');
    fillIn(/^Password/, 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/admindash'));
    expect(calls[0]?.body).toEqual({ phone: '9876543210', password: 'a-long-password' });
    expect(useSession.getState().user?.role).toBe('500');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });
});

describe('/adminreg', () => {
  it('registers with the code and goes to /admin, or shows the failure in a red banner', async () => {
    const calls = answerFetch({
      '/api/admin/registeradmin': (body) =>
        (body as { registrationCode: string }).registrationCode === 'GOOD-CODE'
          ? { status: 201, body: { message: 'Admin registered' } }
          : {
              status: 400,
              body: {
                message: 'The registration code is not valid.',
                code: 'AUTH.INVALID_REGISTRATION_CODE',
                correlationId: 'c',
              },
            },
    });
    renderPage(<App />, { path: '/adminreg' });
    fillIn(/^Phone/, '9876543210');
    fillIn(/^Password/, 'a-long-password');
    fillIn(/^Registration code/, 'BAD-CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The registration code is not valid.');
    fillIn(/^Registration code/, 'GOOD-CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(calls[1]?.body).toEqual({
      phone: '9876543210',
      password: 'a-long-password',
      registrationCode: 'GOOD-CODE',
    });
  });
});

describe('the admin pages behind the guard', () => {
  it.each(['/verifyclinic', '/admindash'])(
    'sends a visitor without a session from %s to /admin',
    async (path) => {
      renderPage(<App />, { path });
      await waitFor(() => expect(location()).toBe('/admin'));
      expect(screen.getByText('Please log in to access the booking system.')).toBeTruthy();
    },
  );

  it("sends a patient's session to /admin too", async () => {
    act(() => useSession.getState().signIn(patientLogin));
    renderPage(<App />, { path: '/verifyclinic' });
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('lets an admin in, and tells search engines not to index the page', async () => {
    act(() => useSession.getState().signIn(adminLogin));
    answerFetch({ '/api/admin/providers': () => ({ status: 200, body: providerList([]) }) });
    renderPage(<App />, { path: '/verifyclinic' });
    expect(await screen.findByRole('heading', { name: 'Provider Verification' })).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(
      pages.pages
        .filter((page) => page.role === '500')
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/admindash', '/verifyclinic']);
  });

  it('leaves the login page indexable', async () => {
    renderPage(<App />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });
});
