/** @jest-environment node */
import {
  RECOVERY_STEPS,
  STEP_FIELDS,
  STEP_TITLES,
  SUBMIT_LABELS,
  SUCCESS_TOASTS,
  stepAfter,
  stepNumber,
} from './recoverySteps';

describe('password recovery steps', () => {
  it('runs e-mail, then OTP, then new password, then ends', () => {
    expect(RECOVERY_STEPS).toEqual(['email', 'otp', 'newPassword']);
    expect(stepAfter('email')).toBe('otp');
    expect(stepAfter('otp')).toBe('newPassword');
    expect(stepAfter('newPassword')).toBeNull();
    expect(RECOVERY_STEPS.map(stepNumber)).toEqual([0, 1, 2]);
  });

  it("labels each step's button with the spec's text", () => {
    expect(RECOVERY_STEPS.map((step) => SUBMIT_LABELS[step].idle)).toEqual(['Send OTP', 'Verify OTP', 'Reset Password']);
  });

  it("says what each step did with the spec's toasts", () => {
    expect(RECOVERY_STEPS.map((step) => SUCCESS_TOASTS[step].title)).toEqual(['OTP sent', 'OTP verified', 'Password reset']);
  });

  it("keeps the submit buttons' texts out of the progress labels (both are buttons to a screen reader)", () => {
    for (const step of RECOVERY_STEPS) {
      for (const other of RECOVERY_STEPS) {
        expect(STEP_TITLES[step].toLowerCase()).not.toContain(SUBMIT_LABELS[other].idle.toLowerCase());
      }
    }
  });

  it('sends the e-mail with every step and shows server errors on that step only', () => {
    expect(STEP_FIELDS.otp).toEqual(['email', 'otp']);
    expect(STEP_FIELDS.newPassword).toEqual(['email', 'newPassword']);
  });
});
