import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';

/*
 * The marketing remote's calls, as consumer `mfe-marketing` of provider `gateway`: every spec file adds its
 * interactions to this one pact file (jest.config.js empties it once per run, and runs the files one at a time). The
 * gateway's verification replays them against the real gateway and booking service.
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
export const pact = new PactV4({
  consumer: 'mfe-marketing',
  provider: 'gateway',
  dir: PACT_DIR,
  logLevel: 'warn',
});

export const jsonRequest = { 'Content-Type': 'application/json' };
export const jsonResponse = {
  'Content-Type': MatchersV3.regex(/application\/json/.source, 'application/json'),
};

/** An enquiry's POST: a JSON body answered with a JSON body (under a provider state when one is named). */
export function postJson({
  state,
  description,
  path,
  body,
  status,
  answer,
}: {
  state?: string;
  description: string;
  path: string;
  body: unknown;
  status: number;
  answer: unknown;
}) {
  const interaction = pact.addInteraction();
  return (state ? interaction.given(state) : interaction)
    .uponReceiving(description)
    .withRequest('POST', path, (builder) => builder.headers(jsonRequest).jsonBody(body))
    .willRespondWith(status, (builder) => builder.headers(jsonResponse).jsonBody(answer));
}

/** A stored enquiry's answer: its reference (any uuid, this one as example) and the message. */
export const acknowledgement = (id: string, message: string) => ({
  id: MatchersV3.uuid(id),
  message: MatchersV3.string(message),
});

/** The API's answer to a refused body: each field's message (matched exactly), any correlation id. */
export const validationFailure = (
  fields: Record<string, string>,
  correlationId = '6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10',
) => ({
  message: MatchersV3.string('Some fields are not valid.'),
  code: 'VALIDATION.FAILED',
  fields,
  correlationId: MatchersV3.string(correlationId),
});
