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
