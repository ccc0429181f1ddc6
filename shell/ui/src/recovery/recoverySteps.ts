import type { RecoveryFormValues } from '../forms/accountValues';
import { markedText } from '../i18n/markedText';

/** The three steps of password recovery, in order, and what each one shows and checks. */

export type RecoveryStep = 'email' | 'otp' | 'newPassword';

export const RECOVERY_STEPS: readonly RecoveryStep[] = ['email', 'otp', 'newPassword'];

export const stepNumber = (step: RecoveryStep) => RECOVERY_STEPS.indexOf(step);

/** The step after a successful one; null once the password is reset. */
export function stepAfter(step: RecoveryStep): RecoveryStep | null {
  return RECOVERY_STEPS[stepNumber(step) + 1] ?? null;
}

/** Progress labels. Mantine renders steps as buttons, so these must not contain the submit buttons' texts. */
export const STEP_TITLES: Record<RecoveryStep, string> = {
  email: markedText(/*i18n*/ { id: 'Email' }),
  otp: markedText(/*i18n*/ { id: 'Code' }),
  newPassword: markedText(/*i18n*/ { id: 'Password' }),
};

export const SUBMIT_LABELS: Record<RecoveryStep, { idle: string; busy: string }> = {
  email: { idle: markedText(/*i18n*/ { id: 'Send OTP' }), busy: markedText(/*i18n*/ { id: 'Sending OTP...' }) },
  otp: { idle: markedText(/*i18n*/ { id: 'Verify OTP' }), busy: markedText(/*i18n*/ { id: 'Verifying...' }) },
  newPassword: {
    idle: markedText(/*i18n*/ { id: 'Reset Password' }),
    busy: markedText(/*i18n*/ { id: 'Resetting...' }),
  },
};

/** The toast after each step succeeds. */
export const SUCCESS_TOASTS: Record<RecoveryStep, { title: string; message: string }> = {
  email: { title: markedText(/*i18n*/ { id: 'OTP sent' }), message: markedText(/*i18n*/ { id: 'Check your email' }) },
  otp: {
    title: markedText(/*i18n*/ { id: 'OTP verified' }),
    message: markedText(/*i18n*/ { id: 'You can now reset password' }),
  },
  newPassword: {
    title: markedText(/*i18n*/ { id: 'Password reset' }),
    message: markedText(/*i18n*/ { id: 'You can now log in' }),
  },
};

/** Fields a step may show server errors on (the e-mail is sent with every step, as is a provider's entity type). */
export const STEP_FIELDS: Record<RecoveryStep, readonly (keyof RecoveryFormValues)[]> = {
  email: ['email'],
  otp: ['email', 'otp'],
  newPassword: ['email', 'newPassword'],
};

