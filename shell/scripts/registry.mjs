#!/usr/bin/env node
/**
 * Writes /mfe-registry.json (which remote owns which route, and the header's links) from the remotes' page
 * declarations (mfe-<name>/src/pages.ts), to the two places it is served from: infra/nginx/mfe-registry.json (nginx,
 * `npm start`, serve-dist) and infra/k8s/base/mfe-registry.json (the Kubernetes ConfigMap; kustomize reads only files
 * below its folder). Both are generated: edit a remote's src/pages.ts, then run `npm run registry -w @hp/shell`.
 * `--check` only compares (the shell's tests run it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registryOf, registryText } from '@hp/shell-sdk/rspack/pages';

const root = path.resolve(import.meta.dirname, '../..');
/** The remotes, in the registry's order. */
export const REMOTES = ['marketing', 'patient', 'provider', 'admin'];
export const REGISTRY_FILES = ['infra/nginx/mfe-registry.json', 'infra/k8s/base/mfe-registry.json'];

/** The registry as the remotes' declarations make it, formatted as written. */
export async function generatedRegistry() {
  return registryText(await registryOf(REMOTES.map((name) => ({ name, dir: path.join(root, `mfe-${name}`) }))));
}

/** The registry files that differ from what the declarations make. */
export async function staleRegistryFiles() {
  const text = await generatedRegistry();
  return REGISTRY_FILES.filter((file) => readFileSync(path.join(root, file), 'utf8') !== text);
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--check')) {
    const stale = await staleRegistryFiles();
    if (stale.length) {
      console.error(`${stale.join(', ')}: not what the remotes' src/pages.ts declare; run npm run registry -w @hp/shell`);
      process.exit(1);
    }
  } else {
    const text = await generatedRegistry();
    for (const file of REGISTRY_FILES) writeFileSync(path.join(root, file), text);
    console.log(`wrote ${REGISTRY_FILES.join(' and ')}`);
  }
}
