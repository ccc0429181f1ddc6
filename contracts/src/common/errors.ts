import { z } from './zod.js';

/**
 * The error catalogue. Services throw these codes; the gateway maps each to an HTTP status
 * through `httpStatusByErrorCode` (the one table that does so) and answers `ErrorResponse`.
 */
export const ErrorCodeSchema = z.enum([
  'VALIDATION.FAILED',
  'REQUEST.TOO_LARGE',
  'AUTH.UNAUTHENTICATED',
  'AUTH.TOKEN_EXPIRED',
  'AUTH.INVALID_CREDENTIALS',
  'AUTH.FORBIDDEN',
  'AUTH.ACCOUNT_PENDING_APPROVAL',
  'AUTH.ACCOUNT_REJECTED',
  'AUTH.EMAIL_TAKEN',
  'AUTH.PHONE_TAKEN',
  'AUTH.INVALID_OTP',
  'AUTH.OTP_ATTEMPTS_EXCEEDED',
  'AUTH.OTP_NOT_VERIFIED',
  'AUTH.REFRESH_INVALID',
  'AUTH.ADMIN_CODE_INVALID',
  'PAYMENT.INITIALIZATION_FAILED',
  'PAYMENT.IDEMPOTENCY_KEY_REUSED',
  'PAYMENT.IN_PROGRESS',
  'PAYMENT.WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT.WEBHOOK_STALE',
  'VERIFICATION.DECISION_NOT_ALLOWED',
  'BOOKING.SLOT_FULL',
  'BOOKING.DECISION_NOT_ALLOWED',
  'BOOKING.NO_OPEN_ALTERNATIVE',
  'BOOKING.NOT_CANCELLABLE',
  'REMINDER.CONSULTATION_CLOSED',
  'NOTIFICATION.WEBHOOK_SIGNATURE_INVALID',
  'RATE_LIMITED',
  'NOT_FOUND',
  'UPSTREAM.UNAVAILABLE',
  'UPSTREAM.TIMEOUT',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const httpStatusByErrorCode: Record<ErrorCode, number> = {
  'VALIDATION.FAILED': 400,
  'REQUEST.TOO_LARGE': 413,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.TOKEN_EXPIRED': 401,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.FORBIDDEN': 403,
  'AUTH.ACCOUNT_PENDING_APPROVAL': 403,
  'AUTH.ACCOUNT_REJECTED': 403,
  'AUTH.EMAIL_TAKEN': 409,
  'AUTH.PHONE_TAKEN': 409,
  'AUTH.INVALID_OTP': 400,
  'AUTH.OTP_ATTEMPTS_EXCEEDED': 429,
  'AUTH.OTP_NOT_VERIFIED': 400,
  'AUTH.REFRESH_INVALID': 401,
  'AUTH.ADMIN_CODE_INVALID': 403,
  'PAYMENT.INITIALIZATION_FAILED': 502,
  'PAYMENT.IDEMPOTENCY_KEY_REUSED': 422,
  'PAYMENT.IN_PROGRESS': 409,
  'PAYMENT.WEBHOOK_SIGNATURE_INVALID': 401,
  'PAYMENT.WEBHOOK_STALE': 400,
  'VERIFICATION.DECISION_NOT_ALLOWED': 409,
  'BOOKING.SLOT_FULL': 409,
  'BOOKING.DECISION_NOT_ALLOWED': 409,
  'BOOKING.NO_OPEN_ALTERNATIVE': 409,
  'BOOKING.NOT_CANCELLABLE': 409,
  'REMINDER.CONSULTATION_CLOSED': 409,
  'NOTIFICATION.WEBHOOK_SIGNATURE_INVALID': 401,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  'UPSTREAM.UNAVAILABLE': 503,
  'UPSTREAM.TIMEOUT': 504,
  INTERNAL: 500,
};

/** Default wording, used when the thrower gives none. */
export const defaultErrorMessage: Record<ErrorCode, string> = {
  'VALIDATION.FAILED': 'Some fields are not valid.',
  'REQUEST.TOO_LARGE': 'The request body is too large.',
  'AUTH.UNAUTHENTICATED': 'Please log in to continue.',
  'AUTH.TOKEN_EXPIRED': 'Your session has expired. Please log in again.',
  'AUTH.INVALID_CREDENTIALS': 'Invalid email or password.',
  'AUTH.FORBIDDEN': 'You do not have access to this.',
  'AUTH.ACCOUNT_PENDING_APPROVAL': 'Your account is waiting for admin approval.',
  'AUTH.ACCOUNT_REJECTED': 'Your registration was not approved.',
  'AUTH.EMAIL_TAKEN': 'An account with this email already exists.',
  'AUTH.PHONE_TAKEN': 'An account with this phone number already exists.',
  'AUTH.INVALID_OTP': 'Invalid or expired OTP.',
  'AUTH.OTP_ATTEMPTS_EXCEEDED': 'Too many wrong codes. Please request a new OTP.',
  'AUTH.OTP_NOT_VERIFIED': 'Please verify the OTP before setting a new password.',
  'AUTH.REFRESH_INVALID': 'Your session has ended. Please log in again.',
  'AUTH.ADMIN_CODE_INVALID': 'The admin registration code is not valid.',
  'PAYMENT.INITIALIZATION_FAILED': 'Unknown error',
  'PAYMENT.IDEMPOTENCY_KEY_REUSED': 'This Idempotency-Key was already used for another payment.',
  'PAYMENT.IN_PROGRESS': 'This payment is still being started. Please try again in a moment.',
  'PAYMENT.WEBHOOK_SIGNATURE_INVALID': 'The webhook signature is not valid.',
  'PAYMENT.WEBHOOK_STALE': 'The webhook is too old or has no timestamp.',
  'VERIFICATION.DECISION_NOT_ALLOWED': 'Only a pending or under-review provider can be approved or rejected.',
  'BOOKING.SLOT_FULL': 'This time slot is full. Please choose another time.',
  'BOOKING.DECISION_NOT_ALLOWED': 'Only a pending consultation can be approved or rejected.',
  'BOOKING.NO_OPEN_ALTERNATIVE': 'There is no alternative time waiting for your answer.',
  'BOOKING.NOT_CANCELLABLE': 'Only an approved consultation that has not started can be cancelled.',
  'REMINDER.CONSULTATION_CLOSED': 'This consultation has been cancelled or has already taken place.',
  'NOTIFICATION.WEBHOOK_SIGNATURE_INVALID': 'The webhook signature is not valid.',
  RATE_LIMITED: 'Too many attempts. Please wait and try again.',
  NOT_FOUND: 'Not found.',
  'UPSTREAM.UNAVAILABLE': 'The service is temporarily unavailable. Please try again shortly.',
  'UPSTREAM.TIMEOUT': 'The service took too long to answer. Please try again.',
  INTERNAL: 'Something went wrong on the server.',
};

/** Field name -> message. */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** What every failed HTTP call answers. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  fields: z.optional(FieldErrorsSchema),
  correlationId: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Turns zod issues into one message per field (first issue wins). */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
