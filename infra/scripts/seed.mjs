#!/usr/bin/env node
// npm run seed -- --providers 10000 [--seed 13]
// Fills the public directory with demo providers (a realistic Mumbai mix, replacing the previous demo data;
// providers listed from verification's events stay): builds the directory service if needed, applies its
// migrations (creating the database when missing), then runs its seed command. Reads the root .env if present.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { loadDotEnv } = await import('../lib/env.mjs');
const { ROOT: repoRoot } = await import('../lib/paths.mjs');
const { serviceBuildFile } = await import('../lib/workspace.mjs');

const serviceDir = path.join(repoRoot, 'services', 'directory');
const cli = serviceBuildFile('directory', 'cli/seed.js');

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    if (what) process.stderr.write(`seed: ${what} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

loadDotEnv();

// The command checks its options itself; this only keeps a mistyped call from creating and migrating a database.
const providers = process.argv.indexOf('--providers');
if (providers < 0 || !/^\d+$/.test(process.argv[providers + 1] ?? '')) {
  process.stderr.write('Usage: npm run seed -- --providers <count> [--seed <number>]\n');
  process.exit(2);
}

if (!existsSync(cli))
  run('npm', ['run', 'build', '-w', '@hp/directory-service'], 'Building the directory service');
run(
  process.execPath,
  [path.join(repoRoot, 'services', 'platform', 'migrate', 'cli.mjs'), serviceDir, '--create-db'],
  'Migrating the directory database',
);
run(process.execPath, [cli, ...process.argv.slice(2)]);
