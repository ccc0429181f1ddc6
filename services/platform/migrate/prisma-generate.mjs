#!/usr/bin/env node
// hp-prisma-generate: `prisma generate` for the service in the current folder (prisma/schema.prisma). The Prisma
// CLI wants a native schema engine it cannot download here; generating needs none, so it is pointed at a stub
// that says to use hp-migrate instead. Extra arguments go to prisma generate.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'no-native-schema-engine');
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub },
});
process.exit(result.status ?? 1);
