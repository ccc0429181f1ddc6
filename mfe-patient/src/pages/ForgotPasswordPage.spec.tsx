/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerFetch, preloadPages, renderPage } from '@hp/shell-sdk/testing';
import App from '../App';
import { pages } from '../pages';

// The pages' modules are fetched lazily; here they are there from the start.
beforeAll(() => preloadPages(pages));

const fillIn = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;
const error = (code: string, message: string) => ({ status: 400, body: { code, message, correlationId: 'c-1' } });

it('walks from e-mail to OTP to new password, then to the login page', async () => {
  const calls = answerFetch({
    '/api/user/forgot-password': () => ({ status: 200, body: { message: 'OTP sent', email: 'asha@example.com' } }),
    '/api/user/verify-otp': (body) =>
      (body as { otp: string }).otp === '123456'
        ? { status: 200, body: { message: 'OTP verified' } }
        : error('AUTH.INVALID_OTP', 'Invalid or expired OTP.'),
    '/api/user/reset-password': () => ({ status: 200, body: { message: 'Password updated' } }),
  });
  renderPage(<App />, { path: '/user/forgot-password' });
  expect(screen.queryByLabelText(/^OTP/)).toBeNull();

  fillIn(/^Email/, 'asha@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('OTP sent')).toBeTruthy();
  expect(screen.getByText('Check your email')).toBeTruthy();

  fillIn(/^OTP/, '999999');
  fireEvent.click(await screen.findByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('Invalid OTP')).toBeTruthy();
  expect(screen.getByText('Invalid or expired OTP.')).toBeTruthy();
  expect(screen.queryByLabelText(/^New Password/)).toBeNull();

  fillIn(/^OTP/, '123456');
  fireEvent.click(await screen.findByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('OTP verified')).toBeTruthy();
  expect(screen.getByText('You can now reset password')).toBeTruthy();

  fillIn(/^New Password/, 'BatteryStaple2');
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password reset')).toBeTruthy();
  expect(screen.getByText('You can now log in')).toBeTruthy();
  await waitFor(() => expect(location()).toBe('/userlog'), { timeout: 2000 });

  expect(calls.map((call) => [new URL(call.url, 'http://localhost').pathname, call.body])).toEqual([
    ['/api/user/forgot-password', { email: 'asha@example.com', role: '300' }],
    ['/api/user/verify-otp', { email: 'asha@example.com', otp: '999999', role: '300' }],
    ['/api/user/verify-otp', { email: 'asha@example.com', otp: '123456', role: '300' }],
    ['/api/user/reset-password', { email: 'asha@example.com', newPassword: 'BatteryStaple2', role: '300' }],
  ]);
});

it("checks each step's field with the contract rules", async () => {
  const calls = answerFetch({
    '/api/user/forgot-password': () => ({ status: 200, body: { message: 'OTP sent', email: 'asha@example.com' } }),
  });
  renderPage(<App />, { path: '/user/forgot-password' });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('Email is required')).toBeTruthy();

  fillIn(/^Email/, 'asha@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/^OTP/);
  fillIn(/^OTP/, '12');
  fireEvent.click(await screen.findByRole('button', { name: 'Verify OTP' }));
  expect(await screen.findByText('The OTP is the 6-digit code from the e-mail')).toBeTruthy();
  expect(calls).toHaveLength(1);
});

it('shows the server message when the reset is refused, and lets the visitor start over', async () => {
  answerFetch({
    '/api/user/forgot-password': () => ({ status: 200, body: { message: 'OTP sent', email: 'asha@example.com' } }),
    '/api/user/verify-otp': () => ({ status: 200, body: { message: 'OTP verified' } }),
    '/api/user/reset-password': () =>
      error('AUTH.OTP_NOT_VERIFIED', 'Please verify the OTP before setting a new password.'),
  });
  renderPage(<App />, { path: '/user/forgot-password' });
  fillIn(/^Email/, 'asha@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/^OTP/);
  fillIn(/^OTP/, '123456');
  fireEvent.click(await screen.findByRole('button', { name: 'Verify OTP' }));
  await screen.findByLabelText(/^New Password/);
  fillIn(/^New Password/, 'BatteryStaple2');
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByText('Password reset failed')).toBeTruthy();
  expect(screen.getByText('Please verify the OTP before setting a new password.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>(/^New Password/).value).toBe('BatteryStaple2');

  fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy());
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('asha@example.com');
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/userlog');
});
