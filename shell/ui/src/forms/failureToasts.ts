import { ApiError, NetworkError } from '@hp/shell-sdk';

/** Title and text of a toast, as the spec words them. */
export interface ToastText {
  title: string;
  message?: string;
}

const serverMessage = (error: unknown) => (error instanceof ApiError && error.message ? error.message : undefined);

export function registrationFailure(error: unknown): ToastText {
  if (error instanceof ApiError) {
    return { title: '❌ Registration Failed', message: serverMessage(error) ?? 'Something went wrong on the server.' };
  }
  if (error instanceof NetworkError) {
    return { title: '🚫 No response from server', message: 'Please check your network and try again.' };
  }
  return { title: '⚠️ Unexpected Error', message: error instanceof Error ? error.message : undefined };
}

export function loginFailure(error: unknown): ToastText {
  return { title: 'Login Failed', message: serverMessage(error) ?? 'An unexpected error occurred.' };
}

export function otpRequestFailure(error: unknown): ToastText {
  return { title: 'Something went wrong', message: serverMessage(error) ?? networkHint(error) };
}

export function otpVerificationFailure(error: unknown): ToastText {
  return { title: 'Invalid OTP', message: serverMessage(error) ?? networkHint(error) };
}

export function passwordResetFailure(error: unknown): ToastText {
  return { title: 'Password reset failed', message: serverMessage(error) ?? networkHint(error) };
}

function networkHint(error: unknown) {
  return error instanceof NetworkError ? 'Please check your network and try again.' : undefined;
}

/**
 * Messages to show on the form's fields: the server's per-field messages, or, for a taken e-mail or
 * phone (which the server reports without `fields`), its message on that field.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.fields && Object.keys(error.fields).length > 0) return { ...error.fields };
  if (error.code === 'AUTH.EMAIL_TAKEN') return { email: error.message };
  if (error.code === 'AUTH.PHONE_TAKEN') return { phone: error.message };
  return {};
}
