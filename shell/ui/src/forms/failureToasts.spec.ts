/** @jest-environment node */
import { ApiError, NetworkError } from '@hp/shell-sdk';
import {
  fieldErrorsFrom,
  loginFailure,
  otpRequestFailure,
  otpVerificationFailure,
  passwordResetFailure,
  registrationFailure,
} from './failureToasts';

const emailTaken = new ApiError({
  status: 409,
  code: 'AUTH.EMAIL_TAKEN',
  message: 'An account with this email already exists.',
  correlationId: 'c-1',
});
const badPhone = new ApiError({
  status: 400,
  code: 'VALIDATION.FAILED',
  message: 'Some fields are not valid.',
  fields: { phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9' },
});
const offline = new NetworkError(new TypeError('fetch failed'));

describe('registration failure toasts', () => {
  it("shows the server's message when the server answered", () => {
    expect(registrationFailure(emailTaken)).toEqual({
      title: '❌ Registration Failed',
      message: 'An account with this email already exists.',
    });
  });

  it('falls back to the generic server text when the answer had no message', () => {
    const silent = new ApiError({ status: 500, code: 'INTERNAL', message: '' });
    expect(registrationFailure(silent)).toEqual({
      title: '❌ Registration Failed',
      message: 'Something went wrong on the server.',
    });
  });

  it('says there was no response when the network failed', () => {
    expect(registrationFailure(offline)).toEqual({
      title: '🚫 No response from server',
      message: 'Please check your network and try again.',
    });
  });

  it('calls anything else an unexpected error', () => {
    expect(registrationFailure(new Error('boom')).title).toBe('⚠️ Unexpected Error');
    expect(registrationFailure('weird')).toEqual({ title: '⚠️ Unexpected Error', message: undefined });
  });
});

describe('login failure toast', () => {
  it("shows the server's message, else the generic text", () => {
    const wrongPassword = new ApiError({ status: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(loginFailure(wrongPassword)).toEqual({ title: 'Login Failed', message: 'Invalid email or password.' });
    expect(loginFailure(offline)).toEqual({ title: 'Login Failed', message: 'An unexpected error occurred.' });
  });
});

describe('password recovery failure toasts', () => {
  const invalidOtp = new ApiError({ status: 400, code: 'AUTH.INVALID_OTP', message: 'Invalid or expired OTP.' });

  it('titles each step as the spec does and adds the server message', () => {
    expect(otpRequestFailure(invalidOtp).title).toBe('Something went wrong');
    expect(otpVerificationFailure(invalidOtp)).toEqual({ title: 'Invalid OTP', message: 'Invalid or expired OTP.' });
    expect(passwordResetFailure(invalidOtp).title).toBe('Password reset failed');
  });

  it('hints at the network when there was no answer', () => {
    expect(otpRequestFailure(offline).message).toBe('Please check your network and try again.');
    expect(passwordResetFailure(new Error('x')).message).toBeUndefined();
  });
});

describe('fieldErrorsFrom', () => {
  it("uses the server's per-field messages", () => {
    expect(fieldErrorsFrom(badPhone)).toEqual({
      phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
    });
  });

  it('puts a taken e-mail or phone on that field', () => {
    expect(fieldErrorsFrom(emailTaken)).toEqual({ email: 'An account with this email already exists.' });
    const phoneTaken = new ApiError({ status: 409, code: 'AUTH.PHONE_TAKEN', message: 'An account with this phone number already exists.' });
    expect(fieldErrorsFrom(phoneTaken)).toEqual({ phone: 'An account with this phone number already exists.' });
  });

  it('has nothing for other failures', () => {
    expect(fieldErrorsFrom(offline)).toEqual({});
    expect(fieldErrorsFrom(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toEqual({});
  });
});
