import type { RecoveryFormValues } from '../forms/accountValues';

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
  email: 'Email',
  otp: 'Code',
  newPassword: 'Password',
};

export const SUBMIT_LABELS: Record<RecoveryStep, { idle: string; busy: string }> = {
  email: { idle: 'Send OTP', busy: 'Sending OTP...' },
  otp: { idle: 'Verify OTP', busy: 'Verifying...' },
  newPassword: { idle: 'Reset Password', busy: 'Resetting...' },
};

/** The toast after each step succeeds. */
export const SUCCESS_TOASTS: Record<RecoveryStep, { title: string; message: string }> = {
  email: { title: 'OTP sent', message: 'Check your email' },
  otp: { title: 'OTP verified', message: 'You can now reset password' },
  newPassword: { title: 'Password reset', message: 'You can now log in' },
};

/** Fields a step may show server errors on (the e-mail is sent with every step, as is a provider's entity type). */
export const STEP_FIELDS: Record<RecoveryStep, readonly (keyof RecoveryFormValues)[]> = {
  email: ['email'],
  otp: ['email', 'otp'],
  newPassword: ['email', 'newPassword'],
};

