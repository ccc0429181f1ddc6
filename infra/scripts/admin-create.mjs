#!/usr/bin/env node
// npm run admin:create -- --phone 9876543210 --password 'Secret#123'
// Creates an admin in the auth service's database: builds the service if needed, applies its migrations
// (creating the database when missing), then runs its create-admin command. Reads the root .env if present.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { loadDotEnv } = await import('../lib/env.mjs');
const { ROOT: repoRoot } = await import('../lib/paths.mjs');
const { serviceBuildFile } = await import('../lib/workspace.mjs');

const serviceDir = path.join(repoRoot, 'services', 'auth');
const cli = serviceBuildFile('auth', 'cli/create-admin.js');

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    if (what) process.stderr.write(`admin:create: ${what} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

loadDotEnv();

if (!existsSync(cli)) run('npm', ['run', 'build', '-w', '@hp/auth-service'], 'Building the auth service');
run(
  process.execPath,
  [path.join(repoRoot, 'services', 'platform', 'migrate', 'cli.mjs'), serviceDir, '--create-db'],
  'Migrating the auth database',
);
run(process.execPath, [cli, ...process.argv.slice(2)]);
