/** @jest-environment jsdom */
import type { LoginResponse } from '@hp/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage, type FakeAnswer } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

beforeAll(() => preloadPages(pages));
beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

const sessionOf = (entityType: 'clinic' | 'pharmacy' | 'lab'): LoginResponse => ({
  token: 'access-token',
  id: 'prv_1',
  role: '400',
  email: `${entityType}@example.com`,
  isApproved: true,
  status: 'approved',
  entityType,
  expiresIn: 900,
});
const refused = (code: string, message: string): FakeAnswer => ({
  status: 403,
  body: { message, code, correlationId: 'c-1' },
});

const location = () => screen.getByTestId('location').textContent;

function logIn(entityType: string, email: string) {
  const select = screen.getByRole('combobox', { name: /^Entity Type/ });
  const { value } = screen.getByRole<HTMLOptionElement>('option', { name: entityType });
  fireEvent.change(select, { target: { value } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Provider#123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

it('asks for the entity type, and links recovery and registration', async () => {
  const calls = answerFetch({});
  renderPage(<App />, { path: '/clinicLog' });
  expect(screen.getByRole('heading', { name: 'Provider Login' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
    '/clinic/forgot-password',
  );
  expect(
    screen.getByRole('link', { name: 'Register your clinic, pharmacy or lab' }).getAttribute('href'),
  ).toBe('/clinicreg');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please select an entity type')).toBeTruthy();
  expect(calls).toHaveLength(0);
});

it.each([
  ['Pharmacy', 'pharmacy', '/entitydash', 'Pharmacy Dashboard'],
  ['Laboratory', 'lab', '/entitydash', 'Laboratory Dashboard'],
  ['Clinic', 'clinic', '/clinicdash', 'Clinic Dashboard'],
] as const)('an approved %s lands on %s', async (option, entityType, path, heading) => {
  const calls = answerFetch({ '/api/clinic/login': () => ({ status: 200, body: sessionOf(entityType) }) });
  renderPage(<App />, { path: '/cliniclog' });
  logIn(option, `${entityType}@example.com`);

  expect(await screen.findByText('Login Successful')).toBeTruthy();
  expect(calls[0]?.body).toEqual({
    email: `${entityType}@example.com`,
    password: 'Provider#123',
    entityType,
    role: '400',
  });
  await waitFor(() => expect(location()).toBe(path), { timeout: 2000 });
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
});

it('sends a provider awaiting approval to /pending-approval with the spec toast', async () => {
  answerFetch({
    '/api/clinic/login': () =>
      refused('AUTH.ACCOUNT_PENDING_APPROVAL', 'Your account is waiting for admin approval.'),
  });
  renderPage(<App />, { path: '/cliniclog' });
  logIn('Pharmacy', 'pharmacy@example.com');

  expect(await screen.findByText('Account Pending Approval')).toBeTruthy();
  await waitFor(() => expect(location()).toBe('/pending-approval'), { timeout: 2000 });
  expect(await screen.findByRole('heading', { name: 'Pending Admin Approval' })).toBeTruthy();
  expect(useSession.getState().status).toBe('anonymous');
});

it('tells a rejected provider on the page, and stays there', async () => {
  answerFetch({
    '/api/clinic/login': () => refused('AUTH.ACCOUNT_REJECTED', 'Your registration was not approved.'),
  });
  renderPage(<App />, { path: '/cliniclog' });
  logIn('Laboratory', 'lab@example.com');

  expect(
    await screen.findByText(
      'Your registration was not approved. For questions, please contact our partner support.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Login Failed')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(location()).toBe('/cliniclog');
});

it('keeps the form on wrong credentials', async () => {
  answerFetch({
    '/api/clinic/login': () => ({
      status: 401,
      body: { message: 'Invalid email or password.', code: 'AUTH.INVALID_CREDENTIALS', correlationId: 'c-1' },
    }),
  });
  renderPage(<App />, { path: '/cliniclog' });
  logIn('Clinic', 'clinic@example.com');
  expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('clinic@example.com');
});
