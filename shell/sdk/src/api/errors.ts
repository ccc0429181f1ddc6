import {
  ErrorCodeSchema,
  FieldErrorsSchema,
  defaultErrorMessage,
  type ErrorCode,
  type FieldErrors,
} from '@hp/contracts';

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

/** For answers that are not our error body (a proxy's HTML page, an empty 502). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION.FAILED';
  if (status === 401) return 'AUTH.UNAUTHENTICATED';
  if (status === 403) return 'AUTH.FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503) return 'UPSTREAM.UNAVAILABLE';
  if (status === 504) return 'UPSTREAM.TIMEOUT';
  return 'INTERNAL';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ message, code, fields?, correlationId }` leniently: a code this build does not know yet
 * falls back to the one implied by the status, so a newer gateway never breaks an older page.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const payload = isRecord(body) ? body : {};
  const knownCode = ErrorCodeSchema.safeParse(payload.code);
  const code = knownCode.success ? knownCode.data : codeForStatus(response.status);
  const fields = FieldErrorsSchema.safeParse(payload.fields);
  const correlationId =
    typeof payload.correlationId === 'string'
      ? payload.correlationId
      : (response.headers.get('x-correlation-id') ?? undefined);
  return new ApiError({
    status: response.status,
    code,
    message: typeof payload.message === 'string' && payload.message ? payload.message : defaultErrorMessage[code],
    ...(fields.success && payload.fields !== undefined ? { fields: fields.data } : {}),
    ...(correlationId ? { correlationId } : {}),
  });
}
