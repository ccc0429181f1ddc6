#!/usr/bin/env node
// `npm run new:service -- <name>`: a new service on the service platform (see infra/lib/service-generator.mjs).
// Options: --root <dir> (another checkout), --no-install (do not run npm install to link the workspace).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { generateService, namesFor } = await import('../lib/service-generator.mjs');
const { ROOT } = await import('../lib/paths.mjs');
const { run } = await import('../lib/proc.mjs');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, 'no-install': { type: 'boolean' } },
});
const [name] = positionals;
if (!name) {
  console.error('usage: npm run new:service -- <name>   (e.g. booking)');
  process.exit(2);
}
try {
  const root = values.root ? path.resolve(values.root) : ROOT;
  const { written, generated } = generateService({ name, root });
  console.log(`new:service: wrote\n${written.map((f) => `  ${f}`).join('\n')}`);
  console.log(`and regenerated the Kubernetes manifests (infra/k8s/services.mjs):\n${generated.map((f) => `  ${f}`).join('\n')}`);
  if (!values['no-install']) {
    const { code } = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, name: 'npm' });
    if (code !== 0) throw new Error('npm install failed; run it yourself to link the new workspace');
  }
  const { NAME } = namesFor(name);
  console.log(`\nnext:
  npm test -w @hp/${name}-service   its unit and integration tests
  npm start                          creates hp_${NAME.toLowerCase()}, migrates it (the platform's tables, then its own) and starts it with the rest
  services/${name}/prisma/schema.prisma   its tables, then npm run db:new-migration -w @hp/${name}-service -- <name>
  contracts/src/${name}/             its commands, events and routes (see services/${name}/README.md)`);
} catch (error) {
  console.error(`new:service: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
