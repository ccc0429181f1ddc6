import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * jest globalSetup: the remote's pact file is written afresh by every run (interactions are merged into an
 * existing file, so a removed interaction would otherwise stay). Once per run, before any spec file adds to it.
 */
export default function cleanPact() {
  rmSync(fileURLToPath(new URL('../../contracts/pacts/mfe-marketing-gateway.json', import.meta.url)), {
    force: true,
  });
}
