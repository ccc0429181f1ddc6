import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.mjs';
import { validate } from '../k8s/validate.mjs';
import { generateService, namesFor, nextHealthPort } from './service-generator.mjs';

/**
 * A scratch checkout with what the generator reads (the platform's package.json and template, each service's
 * package.json and main.ts, the k8s base) and what a service build reads above it (tsconfig.base.json). It lies
 * inside the repository so that the generated service resolves the installed packages (node_modules) as a
 * real one does.
 */
function scratchRoot() {
  const root = path.join(ROOT, 'infra', `.scratch-new-service-${randomBytes(4).toString('hex')}`);
  const services = fs.readdirSync(path.join(ROOT, 'services')).filter((dir) => fs.existsSync(path.join(ROOT, 'services', dir, 'src', 'main.ts')));
  const parts = [
    'tsconfig.base.json',
    'services/platform/package.json',
    'services/platform/template',
    'infra/k8s/base',
    ...services.flatMap((dir) => [`services/${dir}/package.json`, `services/${dir}/src/main.ts`]),
  ];
  for (const part of parts) fs.cpSync(path.join(ROOT, part), path.join(root, part), { recursive: true });
  return root;
}

/** @param {string[]} files @param {string} root */
const lineCount = (files, root) => files.reduce((sum, file) => sum + fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1, 0);

/** @param {string} cwd @param {string[]} args */
const run = (cwd, command, args) => spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });

describe('npm run new:service', () => {
  let root = '';
  /** @type {ReturnType<typeof generateService>} */
  let generated;
  let port = 0;
  beforeAll(() => {
    root = scratchRoot();
    port = nextHealthPort(root);
    generated = generateService({ name: 'lab-results', root });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses names that are not kebab-case, the platform and existing services', () => {
    expect(() => namesFor('Booking')).toThrow('not a service name');
    expect(() => namesFor('lab_results')).toThrow('not a service name');
    expect(() => namesFor('platform')).toThrow('service platform');
    expect(() => generateService({ name: 'auth', root })).toThrow('exists already');
  });

  it('writes only the service\'s own files, every placeholder filled, with the next free health port', () => {
    const dir = path.join(root, 'services', 'lab-results');
    expect([...generated.written].sort()).toEqual(
      [
        'README.md',
        'package.json',
        'prisma/schema.prisma',
        'src/app.module.ts',
        'src/config.ts',
        'src/database/prisma.service.ts',
        'src/main.ts',
        'test/service.int-spec.ts',
        'tsconfig.build.json',
        'tsconfig.json',
      ].map((file) => `services/lab-results/${file}`),
    );
    expect(lineCount(generated.written, root)).toBeLessThan(150);
    for (const file of generated.written) expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/__[A-Za-z]+__/);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@hp/lab-results-service', hp: { healthPort: port }, jest: { preset: '@hp/service-platform' } });
    expect(pkg.scripts['db:migrate']).toBe('hp-migrate --create-db');
    expect(pkg.dependencies['@hp/service-platform']).toBe('0.1.0');
    expect(fs.readFileSync(path.join(dir, 'src', 'config.ts'), 'utf8')).toContain("'LAB_RESULTS_DATABASE_URL', 'hp_lab_results'");
    // The platform's tables are the platform's: no copy in the service's schema, no migration of its own yet.
    expect(fs.readFileSync(path.join(dir, 'prisma', 'schema.prisma'), 'utf8')).not.toMatch(/^model /m);
    expect(fs.existsSync(path.join(dir, 'prisma', 'migrations'))).toBe(false);
    expect(nextHealthPort(root)).toBe(port + 1);
  });

  it('regenerates the Kubernetes manifests with its Deployment, autoscaler, disruption budget, migration Job and NATS user, and the base still validates', () => {
    const servicesDir = path.join(root, 'infra', 'k8s', 'base', 'services');
    expect(generated.generated).toEqual(expect.arrayContaining(['infra/k8s/base/services/lab-results.yaml', 'infra/k8s/base/services/kustomization.yaml']));
    const kustomization = parse(fs.readFileSync(path.join(servicesDir, 'kustomization.yaml'), 'utf8'));
    expect(kustomization.resources).toContain('lab-results.yaml');
    expect(kustomization.images).toEqual(
      expect.arrayContaining([{ name: 'hp/lab-results', newTag: 'latest' }, { name: 'hp/lab-results-migrate', newTag: 'latest' }]),
    );
    const docs = fs
      .readFileSync(path.join(servicesDir, 'lab-results.yaml'), 'utf8')
      .split('\n---\n')
      .map((doc) => parse(doc));
    const ofKind = (/** @type {string} */ kind) => docs.find((doc) => doc.kind === kind);
    const [deployment, job, natsUser] = ['Deployment', 'Job', 'Secret'].map(ofKind);
    expect(ofKind('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe('lab-results');
    expect(ofKind('PodDisruptionBudget').spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'lab-results' });
    expect(deployment.spec.template.spec.containers[0]).toMatchObject({ image: 'hp/lab-results', ports: [{ name: 'health', containerPort: port }] });
    // The migrate image's entry point is hp-migrate (infra/images/build.mjs): the Job sets no command.
    expect(job.spec.template.spec.containers[0]).toMatchObject({ image: 'hp/lab-results-migrate' });
    expect(job.spec.template.spec.containers[0].command).toBeUndefined();
    expect(natsUser.stringData.NATS_USER).toBe('lab-results');
    expect(validate(path.join(root, 'infra', 'k8s', 'base'), path.join(ROOT, 'infra', 'nginx', 'mfe-registry.json'))).toEqual(
      expect.objectContaining({ problems: [] }),
    );
  });

  it('builds and passes its own test (fresh database migrated by hp-migrate, NATS with its user) with no edit', () => {
    const dir = path.join(root, 'services', 'lab-results');
    const build = run(dir, 'npm', ['run', 'build']);
    expect(build.stderr + build.stdout).not.toMatch(/error TS|ERR!/);
    expect(build.status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'dist', 'main.js'))).toBe(true);
    const test = run(dir, process.execPath, ['--experimental-vm-modules', path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--runInBand']);
    expect(test.stderr).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(test.status).toBe(0);
  }, 180_000);
});
