/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

// The pages' modules are fetched lazily; here they are there from the start.
beforeAll(() => preloadPages(pages));

const fillIn = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
const location = () => screen.getByTestId('location').textContent;

function fillInAsha() {
  fillIn(/^Name/, 'Asha Patel');
  fillIn(/^Phone/, '9876543210');
  fillIn(/^Email/, 'asha@example.com');
  fillIn(/^Password/, 'CorrectHorse1');
}

it('checks the fields with the contract rules before calling the server', async () => {
  const calls = answerFetch({});
  renderPage(<App />, { path: '/userreg' });
  fillIn(/^Name/, 'A');
  fillIn(/^Phone/, '12345');
  fillIn(/^Email/, 'nope');
  fillIn(/^Password/, 'short');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByText('Name must be at least 2 characters long')).toBeTruthy();
  expect(screen.getByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9')).toBeTruthy();
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
  expect(calls).toHaveLength(0);
});

it('registers and goes to the login page after a moment', async () => {
  const calls = answerFetch({ '/api/user/register': () => ({ status: 201, body: { message: 'Registered', id: 'usr_1' } }) });
  renderPage(<App />, { path: '/userreg' });
  fillInAsha();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByText('🎉 Registration Successful')).toBeTruthy();
  expect(screen.getByText('You can now log in with your credentials.')).toBeTruthy();
  expect(calls[0]?.body).toEqual({ name: 'Asha Patel', phone: '9876543210', email: 'asha@example.com', password: 'CorrectHorse1' });
  await waitFor(() => expect(location()).toBe('/userlog'), { timeout: 2000 });
});

it('keeps everything typed when the e-mail is taken, and says so on the field', async () => {
  answerFetch({
    '/api/user/register': () => ({
      status: 409,
      body: { message: 'An account with this email already exists.', code: 'AUTH.EMAIL_TAKEN', correlationId: 'c-1' },
    }),
  });
  renderPage(<App />, { path: '/userreg' });
  fillInAsha();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByText('❌ Registration Failed')).toBeTruthy();
  // once in the toast, once under the e-mail field
  expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2);
  expect([valueOf(/^Name/), valueOf(/^Phone/), valueOf(/^Email/), valueOf(/^Password/)]).toEqual([
    'Asha Patel',
    '9876543210',
    'asha@example.com',
    'CorrectHorse1',
  ]);
  expect(location()).toBe('/userreg');
});

it('says there was no response when the network is down', async () => {
  answerFetch({ '/api/user/register': () => 'offline' });
  renderPage(<App />, { path: '/userreg' });
  fillInAsha();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByText('🚫 No response from server')).toBeTruthy();
  expect(screen.getByText('Please check your network and try again.')).toBeTruthy();
});
