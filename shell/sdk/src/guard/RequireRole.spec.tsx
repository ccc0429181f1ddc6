/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore';
import { patientLogin } from '../test/fakeFetch';
import { AppProviders } from '../ui/AppProviders';
import { RequireRole } from './RequireRole';
import { returnPathFrom, type LoginRedirectState } from './loginPath';

function LoginPage() {
  const location = useLocation();
  const state = location.state as LoginRedirectState;
  return (
    <p>
      login at {location.pathname}; note: {state.note}; back to: {returnPathFrom(state)}
    </p>
  );
}

function renderAt(path: string, roles: readonly ('300' | '400' | '500')[]) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/clinicmain"
            element={
              <RequireRole roles={roles}>
                <p>Health Services</p>
              </RequireRole>
            }
          />
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null, expiresAt: null }));

describe('RequireRole', () => {
  it('waits while the session is being restored', () => {
    useSession.setState({ status: 'restoring' });
    renderAt('/clinicmain', ['300']);
    expect(screen.getByLabelText('Checking your session')).toBeTruthy();
    expect(screen.queryByText('Health Services')).toBeNull();
  });

  it('sends a visitor without a session to the login page with the note and the way back', () => {
    renderAt('/clinicmain?tab=1', ['300']);
    expect(
      screen.getByText('login at /userlog; note: Please log in to access the booking system.; back to: /clinicmain?tab=1'),
    ).toBeTruthy();
  });

  it.each([
    ['400', '/cliniclog'],
    ['500', '/admin'],
  ] as const)('sends a user without role %s to %s', (role, loginPath) => {
    useSession.getState().signIn(patientLogin);
    renderAt('/clinicmain', [role]);
    expect(screen.getByText(new RegExp(`^login at ${loginPath};`))).toBeTruthy();
  });

  it('shows the page to a signed-in user with the role', () => {
    useSession.getState().signIn(patientLogin);
    renderAt('/clinicmain', ['300']);
    expect(screen.getByText('Health Services')).toBeTruthy();
  });

  it('follows the session: signing out leaves the page', () => {
    useSession.getState().signIn(patientLogin);
    renderAt('/clinicmain', ['300']);
    act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
    expect(screen.getByText(/^login at \/userlog;/)).toBeTruthy();
  });
});
