/*
 * The API's answers the enquiry specs give through answerFetch (@hp/shell-sdk/testing), and a way to hold them back.
 */

/** A 400 refusing the body field by field (the booking service's validation answer). */
export const fieldsRefused = (fields: Record<string, string>) => () => ({
  status: 400,
  body: { message: 'Some fields are not valid.', code: 'VALIDATION.FAILED', fields, correlationId: 'c' },
});

/** The gateway's 429. */
export const rateLimited = () => ({
  status: 429,
  body: {
    message: 'Too many attempts. Please wait and try again.',
    code: 'RATE_LIMITED',
    correlationId: 'c',
  },
});

/**
 * Holds back every answer of the fetch installed so far (answerFetch's) until the returned function is called: the
 * request is on its way meanwhile.
 */
export function holdAnswers(): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answering = globalThis.fetch;
  globalThis.fetch = async (...args) => {
    await released;
    return answering(...args);
  };
  return release;
}
