import { defaultErrorMessage, type ErrorCode, type FieldErrors } from '@hp/contracts';

/** An expected failure with a code from the contracts catalogue; it travels to the caller as `{ ok: false, error }`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultErrorMessage[code],
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
