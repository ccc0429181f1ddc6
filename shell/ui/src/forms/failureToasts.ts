import { ApiError, NetworkError } from '@hp/shell-sdk';
import { markedText } from '../i18n/markedText';

const CHECK_NETWORK = markedText(/*i18n*/ { id: 'Please check your network and try again.' });

/** Title and text of a toast, as the spec words them (English; shown with `inPageLanguage`). */
export interface ToastText {
  title: string;
  message?: string;
}

const serverMessage = (error: unknown) => (error instanceof ApiError && error.message ? error.message : undefined);

export function registrationFailure(error: unknown): ToastText {
  if (error instanceof ApiError) {
    return {
      title: markedText(/*i18n*/ { id: '❌ Registration Failed' }),
      message: serverMessage(error) ?? markedText(/*i18n*/ { id: 'Something went wrong on the server.' }),
    };
  }
  if (error instanceof NetworkError) {
    return { title: markedText(/*i18n*/ { id: '🚫 No response from server' }), message: CHECK_NETWORK };
  }
  return {
    title: markedText(/*i18n*/ { id: '⚠️ Unexpected Error' }),
    message: error instanceof Error ? error.message : undefined,
  };
}

export function loginFailure(error: unknown): ToastText {
  return {
    title: markedText(/*i18n*/ { id: 'Login Failed' }),
    message: serverMessage(error) ?? markedText(/*i18n*/ { id: 'An unexpected error occurred.' }),
  };
}

export function otpRequestFailure(error: unknown): ToastText {
  return { title: markedText(/*i18n*/ { id: 'Something went wrong' }), message: serverMessage(error) ?? networkHint(error) };
}

export function otpVerificationFailure(error: unknown): ToastText {
  return { title: markedText(/*i18n*/ { id: 'Invalid OTP' }), message: serverMessage(error) ?? networkHint(error) };
}

export function passwordResetFailure(error: unknown): ToastText {
  return { title: markedText(/*i18n*/ { id: 'Password reset failed' }), message: serverMessage(error) ?? networkHint(error) };
}

function networkHint(error: unknown) {
  return error instanceof NetworkError ? CHECK_NETWORK : undefined;
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
