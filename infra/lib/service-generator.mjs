// The service generator behind `npm run new:service -- <name>` (infra/scripts/new-service.mjs): a new service on
// the service platform, ready to build, test and run.
//
// Writes only what is the service's own (services/platform/template): package.json, config, app module, main, its
// Prisma schema (no models yet) and client class, an integration test, a README and two one-line tsconfigs.
// Start-up, health, NATS, outbox, consumers, the test harness, the jest and TypeScript setup and the migrations
// (the platform's tables included) come from @hp/service-platform. Then it regenerates the Kubernetes manifests
// (infra/k8s/services.mjs) and links the workspace (npm install). `npm start` finds it by its folder: its database
// (`<NAME>_DATABASE_URL`, default hp_<name>) is created and migrated, its NATS user made, it is started and its
// health port (package.json "hp.healthPort", the next free one) waited for. Nothing else needs editing by hand.
import fs from 'node:fs';
import path from 'node:path';
import { writeServiceManifests } from '../k8s/services.mjs';
import { ROOT } from './paths.mjs';

const FIRST_HEALTH_PORT = 3101;
/** The scripts every service has, as services/auth has them. */
const SERVICE_SCRIPTS = ['prisma:generate', 'build', 'start', 'typecheck', 'test', 'test:unit', 'db:migrate', 'db:new-migration', 'db:check'];
const DEPENDENCIES = ['@hp/contracts', '@hp/service-platform', '@nestjs/common', '@nestjs/core', '@nestjs/microservices', '@prisma/client', 'reflect-metadata', 'rxjs', 'zod'];

/** @param {string} name */
export function namesFor(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}" is not a service name: lower-case letters, digits and single dashes, e.g. booking or lab-results`);
  }
  if (name === 'platform') throw new Error('"platform" is the service platform itself');
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    name,
    Pascal: pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    NAME: name.toUpperCase().replace(/-/g, '_'),
    dbName: name.replace(/-/g, '_'),
  };
}

/** @param {string} root */
function readJson(root, ...parts) {
  return JSON.parse(fs.readFileSync(path.join(root, ...parts), 'utf8'));
}

/** The next health port after every service's own (package.json "hp.healthPort"). @param {string} root */
export function nextHealthPort(root) {
  const base = path.join(root, 'services');
  const taken = fs
    .readdirSync(base)
    .filter((dir) => fs.existsSync(path.join(base, dir, 'package.json')))
    .map((dir) => readJson(base, dir, 'package.json').hp?.healthPort)
    .filter((port) => Number.isInteger(port));
  return taken.length ? Math.max(...taken) + 1 : FIRST_HEALTH_PORT;
}

/** @param {Record<string, string>} all @param {string[]} names */
const pick = (all, names) => Object.fromEntries(names.map((n) => [n, all[n]]).filter(([, v]) => v));

/**
 * @param {{ name: string, root?: string }} options
 * @returns {{ dir: string, written: string[], generated: string[] }} `written`: the service's own files;
 *   `generated`: the Kubernetes manifests regenerated for it
 */
export function generateService({ name, root = ROOT }) {
  const names = namesFor(name);
  const dir = path.join(root, 'services', name);
  if (fs.existsSync(dir)) throw new Error(`services/${name} exists already`);
  const platformDir = path.join(root, 'services', 'platform');
  const templateDir = path.join(platformDir, 'template');
  const platform = readJson(platformDir, 'package.json');
  const versions = { ...platform.devDependencies, ...platform.dependencies, '@hp/service-platform': platform.version };
  const healthPort = nextHealthPort(root);
  const values = { ...names, healthPort: String(healthPort) };
  const fill = (/** @type {string} */ text) =>
    text.replace(/__([A-Za-z]+)__/g, (match, key) => (key in values ? values[/** @type {keyof typeof values} */ (key)] : match));

  /** @type {string[]} */
  const written = [];
  const write = (/** @type {string} */ file, /** @type {string} */ content) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    written.push(path.relative(root, file));
  };
  for (const file of fs.readdirSync(templateDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !file.name.endsWith('.tmpl')) continue;
    const source = path.join(file.parentPath, file.name);
    const relative = path.relative(templateDir, source).replace(/\.tmpl$/, '');
    write(path.join(dir, fill(relative)), fill(fs.readFileSync(source, 'utf8')));
  }
  // The same scripts as every service; versions from the platform's own package.json (one version each).
  const auth = readJson(root, 'services', 'auth', 'package.json');
  const packageJson = {
    name: `@hp/${name}-service`,
    version: '0.1.0',
    private: true,
    type: 'module',
    hp: { healthPort },
    scripts: Object.fromEntries(SERVICE_SCRIPTS.map((script) => [script, auth.scripts[script]])),
    jest: { preset: '@hp/service-platform' },
    dependencies: pick(versions, DEPENDENCIES),
  };
  write(path.join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  return { dir, written, generated: writeServiceManifests(root) };
}
