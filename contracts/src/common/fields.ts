import { z } from 'zod';

/** Field rules shared by every form and every server check. Messages are the ones users see. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

/**
 * An e-mail the form may leave empty: '' means none (undefined), anything else must be a valid address, with the
 * same message as a required one (a union of '' and an address would answer "Invalid input").
 */
export const optionalEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address')
  .transform((value) => value || undefined)
  .optional();

/** Indian mobile: 10 digits starting 6-9. */
export const mobileField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9');

export const PASSWORD_MIN = 8;
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(128, 'Password must be at most 128 characters long');

/** For logins: any non-empty password (old accounts may predate the length rule). */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128);

/** A person's name under the form's label ('Name', 'Full name'): required, 2 to 100 characters after trimming. */
export const personNameFieldLabelled = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(2, `${label} must be at least 2 characters long`)
    .max(100, `${label} must be at most 100 characters long`);

export const personNameField = personNameFieldLabelled('Name');

export const otpField = z
  .string({ error: 'OTP is required' })
  .trim()
  .min(1, 'OTP is required')
  .regex(/^\d{6}$/, 'The OTP is the 6-digit code from the e-mail');

/** Free text that must be given: `<label> is required`, at most `max` characters after trimming. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters long`);
