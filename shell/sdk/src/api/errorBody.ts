import { ErrorCodeSchema, FieldErrorsSchema, defaultErrorMessage, type ErrorCode } from '@hp/contracts';
import { ApiError } from './errors';

// Loaded with the first error answer (http.ts): reading it needs the contracts' schemas, and with them zod, which a
// page that never meets an error does not download.

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

/** What an error answer is read from: a fetch `Response`, or an upload's XMLHttpRequest seen the same way. */
export interface ErrorAnswer {
  status: number;
  json: () => Promise<unknown>;
  headers: { get: (name: string) => string | null };
}

/**
 * Reads `{ message, code, fields?, correlationId }` leniently: a code this build does not know yet
 * falls back to the one implied by the status, so a newer gateway never breaks an older page.
 */
export async function apiErrorFrom(response: ErrorAnswer): Promise<ApiError> {
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
    message:
      typeof payload.message === 'string' && payload.message ? payload.message : defaultErrorMessage[code],
    ...(fields.success && payload.fields !== undefined ? { fields: fields.data } : {}),
    ...(correlationId ? { correlationId } : {}),
  });
}
