/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ProviderForgotPasswordRequestSchema,
  ProviderResetPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
} from '@hp/contracts';
import { ApiError } from '@hp/shell-sdk';
import { renderPage } from '@hp/shell-sdk/testing';
import type { RecoveryFormValues } from '../forms/accountValues';
import { chooseEntityType, fillIn, location } from '../test/forms';
import { PasswordRecoveryScreen } from './PasswordRecoveryScreen';

// A provider's recovery, as the provider area will configure it: its schemas, its calls, its login page.
const call = () => jest.fn<(values: RecoveryFormValues) => Promise<unknown>>().mockResolvedValue({ message: 'ok' });
let api: Record<'requestOtp' | 'verifyOtp' | 'resetPassword', ReturnType<typeof call>>;

function renderRecovery() {
  renderPage(
    <PasswordRecoveryScreen
      title="Reset Your Clinic Password"
      subtitle="For clinics, pharmacies and laboratories."
      schemas={{
        email: ProviderForgotPasswordRequestSchema,
        otp: ProviderVerifyOtpRequestSchema,
        newPassword: ProviderResetPasswordRequestSchema,
      }}
      api={api}
      loginPath="/cliniclog"
      withEntityType
    />,
    { path: '/clinic/forgot-password' },
  );
}

beforeEach(() => {
  api = { requestOtp: call(), verifyOtp: call(), resetPassword: call() };
});

it("checks the provider's schema (entity type included) and walks through the steps to the area's login page", async () => {
  renderRecovery();
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/cliniclog');

  fillIn(/^Email/, 'clinic@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('Please select an entity type')).toBeTruthy();
  expect(api.requestOtp).not.toHaveBeenCalled();

  chooseEntityType('Laboratory');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('OTP sent')).toBeTruthy();
  // the account the code was sent for stays as it was
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Entity Type/ }).disabled).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).readOnly).toBe(true);

  fillIn(/^OTP/, '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByLabelText(/^New Password/);
  fillIn(/^New Password/, 'BatteryStaple2');
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByText('Password reset')).toBeTruthy();
  await waitFor(() => expect(location()).toBe('/cliniclog'), { timeout: 2000 });
  const target = { email: 'clinic@example.com', entityType: 'lab' };
  expect(api.requestOtp.mock.calls[0]?.[0]).toMatchObject(target);
  expect(api.verifyOtp.mock.calls[0]?.[0]).toMatchObject({ ...target, otp: '123456' });
  expect(api.resetPassword.mock.calls[0]?.[0]).toMatchObject({ ...target, newPassword: 'BatteryStaple2' });
});

it("shows the server's field message on the entity type, and keeps it when going back", async () => {
  api.verifyOtp.mockRejectedValue(
    new ApiError({ status: 400, code: 'VALIDATION.FAILED', message: 'Some fields are not valid.', fields: { entityType: 'No such account type' } }),
  );
  renderRecovery();
  chooseEntityType('Clinic');
  fillIn(/^Email/, 'clinic@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/^OTP/);
  fillIn(/^OTP/, '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

  expect(await screen.findByText('No such account type')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
  await screen.findByRole('button', { name: 'Send OTP' });
  expect(screen.getByRole('combobox', { name: /^Entity Type/ })).toMatchObject({ value: 'clinic' });
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('clinic@example.com');
});
