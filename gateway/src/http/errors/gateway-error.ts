import { defaultErrorMessage, httpStatusByErrorCode, type ErrorCode, type FieldErrors } from '@hp/contracts';

export interface GatewayErrorOptions {
  message?: string;
  fields?: FieldErrors;
  /** Sent as `Retry-After` (429 answers). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type gateway code throws: a catalogue code, its HTTP status from the contracts table,
 * and the user-facing message. ErrorResponseFilter turns it into `{ message, code, fields?, correlationId }`.
 */
export class GatewayError extends Error {
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: GatewayErrorOptions = {},
  ) {
    super(options.message ?? defaultErrorMessage[code], { cause: options.cause });
    this.name = 'GatewayError';
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return httpStatusByErrorCode[this.code];
  }
}
