/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ProviderLoginRequestSchema,
  Role,
  type LoginResponse,
  type ProviderLoginRequest,
} from '@hp/contracts';
import { ApiError, useSession } from '@hp/shell-sdk';
import { renderPage } from '@hp/shell-sdk/testing';
import { chooseEntityType, fillIn, location } from '../test/forms';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';

// A provider's login, as the provider area will configure it: the props are what differs from the patient's.
const clinicSession: LoginResponse = {
  token: 't',
  id: 'prv_1',
  role: '400',
  email: 'clinic@example.com',
  isApproved: true,
  status: 'approved',
  entityType: 'clinic',
  expiresIn: 900,
};
const login = jest.fn<(request: ProviderLoginRequest) => Promise<LoginResponse>>();
const failure = jest.fn((error: unknown) => {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'AUTH.ACCOUNT_PENDING_APPROVAL')
    return { title: 'Approval pending', redirectTo: '/pending-approval' };
  if (code === 'AUTH.ACCOUNT_REJECTED')
    return { title: 'Login Failed', notice: 'Your registration was not approved.' };
  return { title: 'Login Failed' };
});
const props: LoginScreenProps<ProviderLoginRequest> = {
  role: Role.Provider,
  title: 'Provider Login',
  subtitle: 'Clinics, pharmacies and laboratories.',
  schema: ProviderLoginRequestSchema,
  login,
  withEntityType: true,
  paths: {
    login: '/cliniclog',
    afterLogin: (session) =>
      'entityType' in session && session.entityType === 'clinic' ? '/clinic/dashboard' : '/entitydash',
    forgotPassword: '/clinic/forgot-password',
  },
  signUp: { prompt: 'New partner?', label: 'Register your clinic', to: '/clinicreg' },
  alreadyLoggedIn: { to: '/clinic/dashboard', label: 'Go to Dashboard' },
  failure,
};

function logIn(entityType: string, email: string) {
  chooseEntityType(entityType);
  fillIn(/^Email/, email);
  fillIn(/^Password/, 'CorrectHorse1');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  login.mockReset();
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

it("shows the area's texts and links", () => {
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  expect(screen.getByRole('heading', { name: 'Provider Login' })).toBeTruthy();
  expect(screen.getByText('New partner?')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Register your clinic' }).getAttribute('href')).toBe('/clinicreg');
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
    '/clinic/forgot-password',
  );
});

it('checks the entity type with the contract before calling the server', async () => {
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  fillIn(/^Email/, 'clinic@example.com');
  fillIn(/^Password/, 'CorrectHorse1');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Please select an entity type')).toBeTruthy();
  expect(login).not.toHaveBeenCalled();
});

it("sends the schema's output to the area's call, signs in and goes to the area's start page", async () => {
  login.mockResolvedValue(clinicSession);
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  logIn('Pharmacy', ' Clinic@Example.com ');

  expect(await screen.findByText('Login Successful')).toBeTruthy();
  expect(login.mock.calls[0]?.[0]).toEqual({
    email: 'clinic@example.com',
    password: 'CorrectHorse1',
    role: '400',
    entityType: 'pharmacy',
  });
  expect(useSession.getState().user).toMatchObject({ role: '400', entityType: 'clinic' });
  await waitFor(() => expect(location()).toBe('/clinic/dashboard'), { timeout: 2000 });
});

it('goes to the page the area names for the answer', async () => {
  login.mockResolvedValue({ ...clinicSession, entityType: 'lab' });
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  logIn('Laboratory', 'lab@example.com');
  await waitFor(() => expect(location()).toBe('/entitydash'), { timeout: 2000 });
});

it("shows the area's notice on the page for a failure that calls for one, and hides it on the next attempt", async () => {
  login.mockRejectedValueOnce(
    new ApiError({
      status: 403,
      code: 'AUTH.ACCOUNT_REJECTED',
      message: 'Your registration was not approved.',
    }),
  );
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  logIn('Clinic', 'clinic@example.com');
  // (the toast here has a title only: the text is the notice's)
  expect(
    (await screen.findByText('Your registration was not approved.')).closest('[role="alert"]'),
  ).toBeTruthy();

  login.mockReturnValueOnce(new Promise(() => undefined));
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.queryByText('Your registration was not approved.')).toBeNull());
  expect(location()).toBe('/cliniclog');
});

it("uses the area's failure toast, keeps what was typed and goes where the area says", async () => {
  login.mockRejectedValue(
    new ApiError({
      status: 403,
      code: 'AUTH.ACCOUNT_PENDING_APPROVAL',
      message: 'Your account is awaiting approval.',
    }),
  );
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  logIn('Clinic', 'clinic@example.com');

  expect(await screen.findByText('Approval pending')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('clinic@example.com');
  expect(location()).toBe('/cliniclog');
  await waitFor(() => expect(location()).toBe('/pending-approval'), { timeout: 2000 });
});

it('waits for the session check, then offers the start page to someone signed in with this role only', () => {
  act(() => useSession.setState({ status: 'restoring' }));
  const { unmount } = renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  expect(screen.getByLabelText('Checking your session')).toBeTruthy();
  unmount();

  act(() => useSession.getState().signIn(clinicSession));
  const view = renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  expect(screen.getByRole('heading', { name: 'Already Logged In' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
    '/clinic/dashboard',
  );
  view.unmount();

  act(() => useSession.getState().signIn({ ...clinicSession, role: '300', entityType: undefined }));
  renderPage(<LoginScreen {...props} />, { path: '/cliniclog' });
  expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
});
