import type { ErrorCode, FieldErrors } from '@hp/contracts';

export interface ApiErrorDetails {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  correlationId?: string;
}

/** The server answered with an error status; fields mirror the standard error body of the gateway. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly correlationId?: string;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.status = details.status;
    this.code = details.code;
    if (details.fields) this.fields = details.fields;
    if (details.correlationId) this.correlationId = details.correlationId;
  }
}

/** No answer at all: offline, DNS, connection refused, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super('Could not reach the server. Please check your connection and try again.', { cause });
  }
}
