#!/usr/bin/env node
// Which packages make up Home's first-load JavaScript. Loads Home once in headless Chromium (the files it fetches,
// gzip level 9 each: infra/lib/first-load.mjs), compiles the shell and the remotes those files came from with
// rspack into a scratch folder (same config, production; the served dist is not touched), and spreads each file's
// gzip bytes over the packages of its chunk's modules in proportion to their source size (an estimate: minified
// and compressed, packages shrink at somewhat different rates).
// Usage: node infra/scripts/attribute-home-js.mjs [--url http://localhost:8080/] [--root <checkout>] [--json]
//   --root: the checkout whose dists the URL serves (default: this one)
import { createRequire } from 'node:module';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { baseUrl, launchChromium } = await import('../lib/browser.mjs');
const { measureLoad } = await import('../lib/first-load.mjs');
const { ROOT } = await import('../lib/paths.mjs');

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.includes(name) ? String(args[args.indexOf(name) + 1]) : undefined;
const url = option('--url') ?? `${baseUrl()}/`;
const root = path.resolve(option('--root') ?? ROOT);

/** The package a module belongs to, from its name in the stats. @param {string} name */
function packageOf(name) {
  const shared = /^consume(?:-| )shared module \([^)]*\) (@?[^@\s]+)/.exec(name);
  if (shared) return `${shared[1]} (shared: consume)`;
  if (/^provide shared module/.test(name) || /^remote /.test(name) || /^container entry/.test(name))
    return 'federation glue';
  if (/^webpack\/runtime|^rspack\/runtime/.test(name)) return 'rspack runtime';
  if (name.includes('!=!data:')) return '@module-federation (bundler runtime glue)';
  const inNodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (inNodeModules) return /** @type {string} */ (inNodeModules[1]);
  const workspace = /^(?:\.\.\/)*(shell\/sdk|shell\/ui|contracts|shell|mfe-[a-z]+)\//.exec(
    name.replace(/^\.\//, ''),
  );
  if (workspace) return `${workspace[1]} (own code)`;
  return name.startsWith('./') ? 'own code' : (name.split(' ')[0] ?? name);
}

/**
 * @typedef {{ name?: string, size?: number, moduleType?: string, modules?: StatsModule[] }} StatsModule
 * @typedef {{ files?: string[], names?: string[], modules?: StatsModule[] }} StatsChunk
 */

/**
 * Every JavaScript leaf module of a chunk (concatenated modules opened up; CSS goes to .css files, not to this one).
 * @param {StatsModule[]} modules @returns {StatsModule[]}
 */
const leaves = (modules) =>
  modules.flatMap((m) =>
    m.modules?.length ? leaves(m.modules) : m.moduleType?.startsWith('css') ? [] : [m],
  );

/** Compiles `dir` (a front end) in production into a scratch folder and returns its chunks. @param {string} dir */
async function chunksOf(dir) {
  const { rspack } = createRequire(path.join(dir, 'package.json'))('@rspack/core');
  const exported = (await import(path.join(dir, 'rspack.config.js'))).default;
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-stats-'));
  config.output = { ...config.output, path: scratch };
  const compiler = rspack(config);
  /** @type {{ chunks: StatsChunk[] }} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((/** @type {Error | null} */ error, /** @type {any} */ result) => {
      if (error || !result) return reject(error);
      resolve(
        result.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          ids: true,
          orphanModules: true,
          dependentModules: true,
          groupModulesByType: false,
        }),
      );
    }),
  );
  await new Promise((resolve) => compiler.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
  return stats.chunks;
}

const browser = await launchChromium();
const load = await measureLoad(browser, { url }).finally(() => browser.close());

/** Which front end a served path comes from: `/mfe/<area>/x.js` is mfe-<area>, the rest is the shell. @param {string} p */
const frontEndOf = (p) => /^\/mfe\/([a-z0-9-]+)\//.exec(p)?.[1] ?? 'shell';
/** @type {Map<string, StatsChunk[]>} */
const chunksByFrontEnd = new Map();
for (const name of new Set(load.js.files.map((f) => frontEndOf(f.url)))) {
  chunksByFrontEnd.set(name, await chunksOf(path.join(root, name === 'shell' ? 'shell' : `mfe-${name}`)));
}

/** @type {Map<string, number>} */
const byPackage = new Map();
const perFile = [];
for (const file of load.js.files) {
  const frontEnd = frontEndOf(file.url);
  const base = path.posix.basename(file.url);
  const chunks = chunksByFrontEnd.get(frontEnd) ?? [];
  // An entry's hash can differ between two builds of the same sources; its chunk name does not.
  const name = /^(.+)\.[0-9a-f]{8}\.js$/.exec(base)?.[1];
  const chunk =
    chunks.find((c) => c.files?.includes(base)) ?? chunks.find((c) => name && c.names?.includes(name));
  /** @type {Map<string, number>} */
  const shares = new Map();
  if (!chunk) {
    shares.set('not in the stats (a build older than the sources?)', file.gzip);
  } else {
    const modules = leaves(chunk.modules ?? []);
    const total = modules.reduce((sum, m) => sum + (m.size ?? 0), 0) || 1;
    for (const m of modules) {
      const pkg = packageOf(m.name ?? '?');
      shares.set(pkg, (shares.get(pkg) ?? 0) + (file.gzip * (m.size ?? 0)) / total);
    }
  }
  for (const [pkg, bytes] of shares) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
  perFile.push({
    file: `${frontEnd}: ${file.url}`,
    gzip: file.gzip,
    packages: [...shares].sort((a, b) => b[1] - a[1]),
  });
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(7);
const totalGzip = load.js.total.gzip;
const packages = [...byPackage].sort((a, b) => b[1] - a[1]);
if (args.includes('--json')) {
  console.log(JSON.stringify({ url, totalGzip, packages, perFile }, null, 2));
} else {
  console.log(
    `Home's first-load JavaScript by package (${url}; gzip -9 KB, spread by source size within each file)`,
  );
  for (const [pkg, bytes] of packages)
    console.log(`  ${pkg.padEnd(48)} ${kb(bytes)}  ${((100 * bytes) / totalGzip).toFixed(0).padStart(3)} %`);
  console.log(`  ${'total'.padEnd(48)} ${kb(totalGzip)}`);
  console.log('\nby file');
  for (const f of perFile) {
    const top = f.packages
      .slice(0, 4)
      .map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`  ${f.file.slice(-56).padEnd(56)} ${kb(f.gzip)}  ${top}`);
  }
}
