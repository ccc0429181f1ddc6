import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ISO_INSTANT } from '@hp/contracts/testing';

// services/platform/{src,dist}/testing -> contracts/pacts
const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../contracts/pacts');

/** The pacts whose provider is `provider` (contracts/pacts/<consumer>-<provider>.json), as its consumers' tests wrote them. */
export function pactFilesOf(provider: string): string[] {
  const files = readdirSync(pactDir).filter((file) => file.endsWith(`-${provider}.json`));
  if (files.length === 0)
    throw new Error(`No *-${provider}.json pact in ${pactDir}: run the consumer tests first`);
  return files.map((file) => path.join(pactDir, file));
}

export { ISO_INSTANT };

/** When this test process started: pact files older than that were written by an earlier run. */
const runStartedAt = Date.now() - process.uptime() * 1000;

/**
 * A consumer's message pact with a provider, written to contracts/pacts/<consumer>-<provider>.json. Pact merges
 * interactions into an existing file, so a file left by an earlier run is removed first (an interaction no test
 * declares any more does not stay in it), while one written in this run by another test file is kept and added to:
 * several test files may describe messages of the same provider. Make it once per test file and provider.
 */
export function freshMessagePact(consumer: string, provider: string): PactV4 {
  const file = path.join(pactDir, `${consumer}-${provider}.json`);
  if (existsSync(file) && statSync(file).mtimeMs < runStartedAt) rmSync(file);
  return new PactV4({ consumer, provider, dir: pactDir, logLevel: 'warn' });
}

/**
 * The platform's event envelope around `data`, as matchers: what every durable consumer checks before its handler.
 * `eventId` is the example's id (a uuid): keep examples of one file apart when they share a database.
 */
export const eventEnvelopeLike = <T>(data: T, eventId = '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d00') => ({
  eventId: MatchersV3.uuid(eventId),
  occurredAt: MatchersV3.regex(ISO_INSTANT, '2026-11-24T09:30:00.000Z'),
  correlationId: MatchersV3.string('3d6c1f0e-7d1a-4a7e-9a51-0c2f1f3b9d31'),
  data,
});
