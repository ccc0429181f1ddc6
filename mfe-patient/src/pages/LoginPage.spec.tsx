/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@hp/shell-sdk';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

// The pages' modules are fetched lazily; here they are there from the start.
beforeAll(() => preloadPages(pages));

const ashaSession = {
  token: 'access-token',
  id: 'usr_1',
  role: '300',
  email: 'asha@example.com',
  isApproved: true,
  status: 'approved',
  expiresIn: 900,
} as const;

const fillIn = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  act(() => useSession.setState({ status: 'anonymous', user: null, accessToken: null }));
});

it('shows the note of a visitor sent here by the guard', () => {
  renderPage(<App />, { path: '/userlog', state: { note: 'Please log in to access the booking system.' } });
  expect(screen.getByText('Please log in to access the booking system.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/user/forgot-password');
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/userreg');
});

it('checks the fields with the contract rules before calling the server', async () => {
  const calls = answerFetch({});
  renderPage(<App />, { path: '/userlog' });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Email is required')).toBeTruthy();
  expect(screen.getByText('Password is required')).toBeTruthy();
  expect(calls).toHaveLength(0);
});

it('keeps the form and shows the server message when the login fails', async () => {
  answerFetch({
    '/api/user/login': () => ({
      status: 401,
      body: { message: 'Invalid email or password.', code: 'AUTH.INVALID_CREDENTIALS', correlationId: 'c-1' },
    }),
  });
  renderPage(<App />, { path: '/userlog' });
  fillIn(/^Email/, 'asha@example.com');
  fillIn(/^Password/, 'wrong');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Login Failed')).toBeTruthy();
  expect(screen.getByText('Invalid email or password.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('asha@example.com');
  expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('wrong');
  expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
});

it('signs in, welcomes the patient and returns to the page the guard blocked', async () => {
  const calls = answerFetch({ '/api/user/login': () => ({ status: 200, body: ashaSession }) });
  renderPage(<App />, {
    path: '/userlog',
    state: { from: { pathname: '/clinicmain', search: '', hash: '' }, note: 'Please log in to access the booking system.' },
  });
  fillIn(/^Email/, 'Asha@Example.com');
  fillIn(/^Password/, 'CorrectHorse1');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Login Successful')).toBeTruthy();
  expect(screen.getByText('Welcome back!')).toBeTruthy();
  expect(calls[0]?.body).toEqual({ email: 'asha@example.com', password: 'CorrectHorse1', role: '300' });
  expect(useSession.getState().user?.email).toBe('asha@example.com');
  expect(location()).toBe('/userlog');
  await waitFor(() => expect(location()).toBe('/clinicmain'), { timeout: 2000 });
  expect(screen.getByRole('heading', { name: 'Health Services' })).toBeTruthy();
});

describe('a patient who is already signed in', () => {
  beforeEach(() => {
    act(() => useSession.getState().signIn(ashaSession));
  });

  it('is offered the clinic services or a fresh login', async () => {
    answerFetch({ '/api/user/logout': () => 'offline' });
    renderPage(<App />, { path: '/userlog' });
    expect(screen.getByRole('heading', { name: 'Already Logged In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Clinic Services' }).getAttribute('href')).toBe('/clinicmain');

    fireEvent.click(screen.getByRole('button', { name: 'Logout & Login Again' }));
    // Even though the logout call fails, the session ends and the login form appears on the same page.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/userlog');
    expect(useSession.getState().status).toBe('anonymous');
  });
});
