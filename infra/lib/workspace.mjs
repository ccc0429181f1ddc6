// The repository's runnable pieces, discovered from the folders (a new service or remote needs no edits here).
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot, ROOT } from './paths.mjs';

/**
 * @typedef {{ name: string, dir: string, main: string, built: boolean, prisma: boolean, packageName: string | null,
 *   healthPort: number | null, healthEnv: string }} Service
 */

/**
 * Every `services/<name>` that is a service (has `src/main.ts`; `services/platform` is a library). A service's
 * health port is `<NAME>_HEALTH_PORT` from the environment, else `"hp": { "healthPort": 3101 }` in its package.json.
 * @returns {Service[]}
 */
export function listServices() {
  const base = fromRoot('services');
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(base, d.name, 'src', 'main.ts')))
    .map((d) => {
      const dir = path.join(base, d.name);
      const main = path.join(dir, 'dist', 'main.js');
      const healthEnv = `${d.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_HEALTH_PORT`;
      const fromEnv = process.env[healthEnv] ? Number(process.env[healthEnv]) : null;
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return {
        name: d.name,
        dir,
        main,
        built: fs.existsSync(main),
        prisma: fs.existsSync(path.join(dir, 'prisma', 'schema.prisma')) || fs.existsSync(path.join(dir, 'prisma', 'migrations')),
        packageName: pkg.name ?? null,
        healthPort: fromEnv ?? (Number.isInteger(pkg.hp?.healthPort) ? pkg.hp.healthPort : null),
        healthEnv,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A file of a service's tsc output (`dist/tsc/...`), e.g. its commands (`cli/seed.js`): the service itself runs
 * from the bundle `dist/main.js` (hp-bundle), which holds only its entry point.
 * @param {string} service @param {string} file
 */
export const serviceBuildFile = (service, file) => fromRoot('services', service, 'dist', 'tsc', ...file.split('/'));

/**
 * Node's flags for a service process, from services/platform/node-flags.json (the Deployments use them too);
 * npm start gives them to its local stand-ins (S3, SMTP, the Plural simulator) as well.
 * @returns {string[]}
 */
export function serviceNodeFlags() {
  return serviceProcessSettings().service;
}

/**
 * The environment every service process gets (glibc's allocator tuning, services/platform/node-flags.json); the
 * machine's own variables win where they set the same names.
 * @returns {Record<string, string>}
 */
export function serviceProcessEnvironment() {
  return serviceProcessSettings().environment;
}

/** @returns {{ service: string[], environment: Record<string, string> }} */
const serviceProcessSettings = () => JSON.parse(fs.readFileSync(fromRoot('services', 'platform', 'node-flags.json'), 'utf8'));

/** @returns {{ area: string, dir: string, dist: string }[]} every `mfe-<area>` folder */
export function listRemotes() {
  return fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mfe-') && fs.existsSync(path.join(ROOT, d.name, 'package.json')))
    .map((d) => ({ area: d.name.slice(4), dir: path.join(ROOT, d.name), dist: path.join(ROOT, d.name, 'dist') }));
}

/** Front-end workspaces: the shell, its sdk and every remote (package.json paths relative to the root). */
export function frontEndWorkspaces() {
  return ['shell', 'shell/sdk', ...listRemotes().map((r) => path.basename(r.dir))].filter((w) =>
    fs.existsSync(fromRoot(w, 'package.json')),
  );
}

/**
 * npm's `-w` argument for a workspace folder: its package name (`-w shell`, a folder, would also select the
 * workspaces inside it, shell/sdk and shell/ui). @param {string} workspaceDir relative to the root
 */
export const workspaceArg = (workspaceDir) => [
  '-w',
  JSON.parse(fs.readFileSync(fromRoot(workspaceDir, 'package.json'), 'utf8')).name,
];
