import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validate } from './validate.mjs';

describe('Kubernetes manifests', () => {
  it('are valid: resources listed, probes and requests set, services and ingress consistent, no secrets', () => {
    const { problems, resources } = validate();
    expect(problems).toEqual([]);
    expect(resources).toEqual(
      expect.arrayContaining(['Deployment/gateway', 'Deployment/auth', 'Job/auth-migrate', 'Deployment/shell', 'Ingress/edge']),
    );
  });

  it('catches a Secret value, a missing probe and a broken reference', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-k8s-'));
    fs.writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      'resources: [app.yaml]\nimages: [{ name: hp/app }]\n',
    );
    fs.writeFileSync(
      path.join(dir, 'app.yaml'),
      [
        'apiVersion: v1',
        'kind: Secret',
        'metadata: { name: oops }',
        'stringData: { JWT_SECRET: x }',
        '---',
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata: { name: app }',
        'spec:',
        '  selector: { matchLabels: { app: a } }',
        '  template:',
        '    metadata: { labels: { app: a } }',
        '    spec:',
        '      containers:',
        '        - name: app',
        '          image: hp/app',
        '          env: [{ name: JWT_SECRET, value: plain }]',
        '          resources: { requests: { cpu: 1m, memory: 1Mi } }',
        '---',
        'apiVersion: v1',
        'kind: Service',
        'metadata: { name: app }',
        'spec: { selector: { app: a }, ports: [{ port: 80, targetPort: http }] }',
      ].join('\n'),
    );
    const { problems } = validate(dir, path.join(dir, 'none.json'));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Secrets must not be kept in git'),
        expect.stringContaining('readinessProbe is required'),
        expect.stringContaining('JWT_SECRET must come from a Secret'),
        expect.stringContaining('targetPort http is not declared'),
      ]),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
