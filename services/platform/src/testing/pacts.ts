import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// services/platform/{src,dist}/testing -> contracts/pacts
const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../contracts/pacts');

/** The pacts whose provider is `provider` (contracts/pacts/<consumer>-<provider>.json), as its consumers' tests wrote them. */
export function pactFilesOf(provider: string): string[] {
  const files = readdirSync(pactDir).filter((file) => file.endsWith(`-${provider}.json`));
  if (files.length === 0)
    throw new Error(`No *-${provider}.json pact in ${pactDir}: run the consumer tests first`);
  return files.map((file) => path.join(pactDir, file));
}
