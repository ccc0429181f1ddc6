import { z } from './zod.js';

/** Field rules shared by every form and every server check. Messages are the ones users see. */
export const emailField = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Email is too long'),
    ),
  z.email('Please enter a valid email address'),
);

/**
 * An e-mail the form may leave empty: '' means none (undefined), anything else must be a valid address, with the
 * same message as a required one (a union of '' and an address would answer "Invalid input").
 */
export const optionalEmailField = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, 'Email is too long'),
      z.refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Please enter a valid email address',
      ),
    ),
    z.transform((value) => value || undefined),
  ),
);

/** Indian mobile: 10 digits starting 6-9. */
export const mobileField = z
  .string({ error: 'Phone number is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Phone number is required'),
    z.regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
  );

export const PASSWORD_MIN = 8;
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`),
    z.maxLength(128, 'Password must be at most 128 characters long'),
  );

/** For logins: any non-empty password (old accounts may predate the length rule). */
export const passwordField = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'), z.maxLength(128));

/** A person's name under the form's label ('Name', 'Full name'): required, 2 to 100 characters after trimming. */
export const personNameFieldLabelled = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.minLength(2, `${label} must be at least 2 characters long`),
      z.maxLength(100, `${label} must be at most 100 characters long`),
    );

export const personNameField = personNameFieldLabelled('Name');

export const otpField = z
  .string({ error: 'OTP is required' })
  .check(
    z.trim(),
    z.minLength(1, 'OTP is required'),
    z.regex(/^\d{6}$/, 'The OTP is the 6-digit code from the e-mail'),
  );

/** Free text that must be given: `<label> is required`, at most `max` characters after trimming. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters long`),
    );

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether the text is a UUID (any case), as our ids of providers, accounts and consultations are. */
export const isUuid = (text: string) => UUID_TEXT.test(text);
