import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.mjs';
import { validate } from '../k8s/validate.mjs';
import { generateService, namesFor, nextHealthPort } from './service-generator.mjs';

/** A scratch checkout with what the generator reads: the platform, the services' package.json, the k8s base. */
function scratchRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-new-service-'));
  for (const part of ['services/platform/package.json', 'services/platform/prisma', 'services/platform/template', 'services/auth/package.json', 'infra/k8s/base']) {
    fs.cpSync(path.join(ROOT, part), path.join(root, part), { recursive: true });
  }
  return root;
}

describe('npm run new:service', () => {
  let root = '';
  beforeAll(() => {
    root = scratchRoot();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses names that are not kebab-case, the platform and existing services', () => {
    expect(() => namesFor('Booking')).toThrow('not a service name');
    expect(() => namesFor('lab_results')).toThrow('not a service name');
    expect(() => namesFor('platform')).toThrow('service platform');
    expect(() => generateService({ name: 'auth', root })).toThrow('exists already');
  });

  it('writes the service skeleton with every placeholder filled and the next free health port', () => {
    const port = nextHealthPort(root);
    const { written } = generateService({ name: 'lab-results', root });
    const dir = path.join(root, 'services', 'lab-results');
    expect(written).toEqual(
      expect.arrayContaining([
        'services/lab-results/package.json',
        'services/lab-results/src/main.ts',
        'services/lab-results/src/config.ts',
        'services/lab-results/test/service.int-spec.ts',
        'services/lab-results/prisma/schema.prisma',
        'infra/k8s/base/lab-results.yaml',
        'infra/k8s/base/lab-results-migrate-job.yaml',
      ]),
    );
    for (const file of written) expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/__[A-Za-z]+__/);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@hp/lab-results-service', hp: { healthPort: port } });
    expect(pkg.dependencies['@hp/service-platform']).toBe('0.1.0');
    expect(fs.readFileSync(path.join(dir, 'src', 'config.ts'), 'utf8')).toContain("'LAB_RESULTS_DATABASE_URL', 'hp_lab_results'");
    expect(fs.readFileSync(path.join(dir, 'prisma', 'schema.prisma'), 'utf8')).toMatch(/model OutboxEvent[\s\S]*model ProcessedEvent/);
    const [migration] = fs.readdirSync(path.join(dir, 'prisma', 'migrations')).filter((d) => d.endsWith('_init'));
    expect(fs.readFileSync(path.join(dir, 'prisma', 'migrations', migration, 'migration.sql'), 'utf8')).toContain('CREATE TABLE "processed_events"');
    expect(nextHealthPort(root)).toBe(port + 1);
  });

  it('lists its Kubernetes manifests, images and NATS user in the base, which still validates', () => {
    const kustomization = parse(fs.readFileSync(path.join(root, 'infra', 'k8s', 'base', 'kustomization.yaml'), 'utf8'));
    expect(kustomization.resources).toEqual(expect.arrayContaining(['lab-results.yaml', 'lab-results-migrate-job.yaml']));
    expect(kustomization.images).toEqual(
      expect.arrayContaining([{ name: 'hp/lab-results', newTag: 'latest' }, { name: 'hp/lab-results-migrate', newTag: 'latest' }]),
    );
    const natsUsers = fs.readFileSync(path.join(root, 'infra', 'k8s', 'base', 'nats-users.yaml'), 'utf8');
    expect(natsUsers).toMatch(/name: hp-nats-lab-results[\s\S]*NATS_USER: lab-results/);
    const deployment = parse(fs.readFileSync(path.join(root, 'infra', 'k8s', 'base', 'lab-results.yaml'), 'utf8').split('\n---\n')[0]);
    expect(deployment.spec.template.spec.containers[0].image).toBe('hp/lab-results');
    expect(validate(path.join(root, 'infra', 'k8s', 'base'), path.join(ROOT, 'infra', 'nginx', 'mfe-registry.json'))).toEqual(
      expect.objectContaining({ problems: [] }),
    );
  });
});
