/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@hp/shell-sdk/testing';
import { AuthCard } from '../AuthCard';
import { EmailField, OtpField, PasswordField } from './fields';

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

it('puts the account screens in one card with a heading', () => {
  renderPage(
    <AuthCard title="Clinic Login" subtitle="For partner clinics.">
      <p>form</p>
    </AuthCard>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Clinic Login' })).toBeTruthy();
  expect(screen.getByText('For partner clinics.')).toBeTruthy();
});

it('gives the e-mail field its label, type and autocomplete, overridable by props', () => {
  renderPage(
    <>
      <EmailField />
      <EmailField label="Work email" readOnly />
    </>,
  );
  expect(input(/^Email/)).toMatchObject({
    type: 'email',
    autocomplete: 'email',
    required: true,
    placeholder: 'you@example.com',
  });
  expect(input(/^Work email/).readOnly).toBe(true);
});

it('lets the password be revealed, and says what a new password needs', () => {
  renderPage(
    <>
      <PasswordField kind="current" />
      <PasswordField kind="new" label="New Password" />
    </>,
  );
  const current = input(/^Password/);
  expect(current).toMatchObject({
    type: 'password',
    autocomplete: 'current-password',
    placeholder: 'Your password',
  });
  const [reveal] = screen.getAllByRole('button', { name: 'Toggle password visibility' });
  fireEvent.click(reveal!);
  expect(current.type).toBe('text');

  expect(input(/^New Password/)).toMatchObject({ type: 'password', autocomplete: 'new-password' });
  expect(screen.getByText('At least 8 characters')).toBeTruthy();
});

it('asks for the 6-digit code as a one-time code', () => {
  renderPage(<OtpField />);
  expect(input(/^OTP/)).toMatchObject({ inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: 6 });
  expect(screen.getByText('The 6-digit code from the e-mail')).toBeTruthy();
});
