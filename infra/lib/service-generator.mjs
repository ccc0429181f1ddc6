// The service generator behind `npm run new:service -- <name>` (infra/scripts/new-service.mjs): a new service on
// the service platform, ready to build, test and run.
//
// Writes services/<name>/ from services/platform/template (config, main, app module, Prisma client, a first
// migration with the platform's tables, an integration test), its Kubernetes Deployment, migration Job and NATS
// user Secret placeholder (infra/k8s/base, listed in kustomization.yaml), and links the workspace (npm install). `npm start` finds it by
// its folder: its database is created and migrated, it is started and its health port (package.json
// "hp.healthPort", the next free one) is waited for. Nothing else needs editing by hand.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { ROOT } from './paths.mjs';

const FIRST_HEALTH_PORT = 3101;

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
 * @returns {{ dir: string, written: string[] }}
 */
export function generateService({ name, root = ROOT }) {
  const names = namesFor(name);
  const dir = path.join(root, 'services', name);
  if (fs.existsSync(dir)) throw new Error(`services/${name} exists already`);
  const platformDir = path.join(root, 'services', 'platform');
  const templateDir = path.join(platformDir, 'template');
  const platform = readJson(platformDir, 'package.json');
  const versions = { ...platform.dependencies, ...platform.devDependencies, '@hp/service-platform': platform.version };
  const platformSchema = fs.readFileSync(path.join(platformDir, 'prisma', 'schema.prisma'), 'utf8');
  const healthPort = nextHealthPort(root);
  const values = {
    ...names,
    healthPort: String(healthPort),
    platformModels: platformSchema.slice(platformSchema.indexOf('///')).trim(),
  };
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
    if (relative.startsWith('k8s')) continue;
    write(path.join(dir, fill(relative)), fill(fs.readFileSync(source, 'utf8')));
  }
  fs.chmodSync(path.join(dir, 'prisma', 'no-native-schema-engine'), 0o755);
  // The same scripts as every service; versions from the platform's own package.json (one version each).
  const auth = readJson(root, 'services', 'auth', 'package.json');
  const packageJson = {
    name: `@hp/${name}-service`,
    version: '0.1.0',
    private: true,
    type: 'module',
    hp: { healthPort },
    scripts: Object.fromEntries(Object.entries(auth.scripts).filter(([script]) => !script.startsWith('admin:'))),
    dependencies: pick(versions, ['@hp/contracts', '@hp/service-platform', '@nestjs/common', '@nestjs/core',
      '@nestjs/microservices', '@prisma/adapter-pg', '@prisma/client', 'pg', 'reflect-metadata', 'rxjs', 'zod']),
    devDependencies: pick(versions, ['@prisma/schema-engine-wasm', '@types/pg', 'prisma']),
  };
  write(path.join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

  // The first migration creates the platform's tables, exactly as the platform's own migration does.
  const platformMigrations = path.join(platformDir, 'prisma', 'migrations');
  const [platformMigration] = fs.readdirSync(platformMigrations).filter((d) => /^\d+_/.test(d)).sort();
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  write(
    path.join(dir, 'prisma', 'migrations', `${stamp}_init`, 'migration.sql'),
    fs.readFileSync(path.join(platformMigrations, /** @type {string} */ (platformMigration), 'migration.sql'), 'utf8'),
  );
  write(path.join(dir, 'prisma', 'migrations', 'migration_lock.toml'), fs.readFileSync(path.join(platformMigrations, 'migration_lock.toml'), 'utf8'));

  // Kubernetes: the Deployment (+ health Service) and the migration Job, listed in the kustomization.
  const k8sBase = path.join(root, 'infra', 'k8s', 'base');
  for (const [template, target] of [
    ['deployment.yaml.tmpl', `${name}.yaml`],
    ['migrate-job.yaml.tmpl', `${name}-migrate-job.yaml`],
  ]) {
    write(path.join(k8sBase, target), fill(fs.readFileSync(path.join(templateDir, 'k8s', template), 'utf8')));
  }
  const natsUsersFile = path.join(k8sBase, 'nats-users.yaml');
  fs.appendFileSync(natsUsersFile, fill(fs.readFileSync(path.join(templateDir, 'k8s', 'nats-user.yaml.tmpl'), 'utf8')));
  written.push(path.relative(root, natsUsersFile));
  const kustomizationFile = path.join(k8sBase, 'kustomization.yaml');
  const kustomization = parseDocument(fs.readFileSync(kustomizationFile, 'utf8'));
  const resources = /** @type {import('yaml').YAMLSeq} */ (kustomization.get('resources'));
  const afterServices = resources.items.findIndex((item) => String(/** @type {any} */ (item).value ?? item).startsWith('shell'));
  resources.items.splice(afterServices < 0 ? resources.items.length : afterServices, 0,
    kustomization.createNode(`${name}.yaml`), kustomization.createNode(`${name}-migrate-job.yaml`));
  const images = /** @type {import('yaml').YAMLSeq} */ (kustomization.get('images'));
  images.add(kustomization.createNode({ name: `hp/${name}`, newTag: 'latest' }));
  images.add(kustomization.createNode({ name: `hp/${name}-migrate`, newTag: 'latest' }));
  fs.writeFileSync(kustomizationFile, kustomization.toString());
  written.push(path.relative(root, kustomizationFile));
  return { dir, written };
}
