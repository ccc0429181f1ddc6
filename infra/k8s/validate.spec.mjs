import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import {
  CONTAINER_SECURITY,
  outdatedServiceManifests,
  podSecurity,
  postgresManifests,
  scalingManifests,
  serviceManifests,
  serviceNodeFlags,
  serviceProcessEnv,
  staticSiteManifests,
} from './services.mjs';
import { UID as IMAGE_UID } from '../images/build.mjs';
import { KUBECTL_MISSING, schemaProblem, TARGETS, validate, validateAll } from './validate.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

describe('Kubernetes manifests', () => {
  it('are valid, the base and every overlay as kubectl kustomize renders them', () => {
    const results = validateAll();
    expect(results.map((r) => r.dir)).toEqual(TARGETS.map((t) => t.dir));
    for (const { dir, problems } of results) expect({ dir, problems }).toEqual({ dir, problems: [] });
    const [base, ...overlays] = results;
    expect(base.resources).toEqual(
      expect.arrayContaining(['Deployment/gateway', 'Deployment/auth', 'Job/auth-migrate', 'Deployment/shell', 'Ingress/edge']),
    );
    for (const overlay of overlays) {
      expect(overlay.resources).toEqual(
        expect.arrayContaining(['StatefulSet/nats', 'StatefulSet/redis', 'Cluster/hp-postgres', 'Database/hp-auth', 'Deployment/mfe-admin']),
      );
      // Secrets by reference: the base's placeholders are dropped.
      expect(overlay.resources.filter((r) => r.startsWith('Secret/'))).toEqual([]);
    }
  });

  it('fails, saying what to install, when kubectl is missing', () => {
    const { problems } = validate(path.join(here, 'base'), undefined, { kubectl: path.join(os.tmpdir(), 'no-such-kubectl') });
    expect(problems).toContain(KUBECTL_MISSING);
    expect(KUBECTL_MISSING).toMatch(/install kubectl/i);
  });

  it('gives every service a role and a database of its own in the CloudNativePG cluster, passwords by reference', () => {
    const [cluster, ...databases] = postgresManifests([
      { name: 'auth', healthPort: 1, secrets: [], optionalSecrets: [], resources: {} },
      { name: 'lab-results', healthPort: 2, secrets: [], optionalSecrets: [], resources: {} },
    ]);
    expect(cluster.spec.managed.roles).toEqual([
      { name: 'auth', ensure: 'present', login: true, passwordSecret: { name: 'hp-db-auth' } },
      { name: 'lab_results', ensure: 'present', login: true, passwordSecret: { name: 'hp-db-lab-results' } },
    ]);
    expect(databases.map((d) => d.spec)).toEqual([
      { name: 'hp_auth', owner: 'auth', cluster: { name: 'hp-postgres' }, ensure: 'present' },
      { name: 'hp_lab_results', owner: 'lab_results', cluster: { name: 'hp-postgres' }, ensure: 'present' },
    ]);
    for (const doc of [cluster, ...databases]) expect(schemaProblem(doc)).toBeUndefined();
  });

  it("checks custom resources against their operator's CRD schema, refusing a field it does not know", () => {
    const database = {
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'Database',
      metadata: { name: 'hp-auth' },
      spec: { name: 'hp_auth', owner: 'auth', cluster: { name: 'hp-postgres' } },
    };
    expect(schemaProblem(database)).toBeUndefined();
    const { owner: _owner, ...withoutOwner } = database.spec;
    expect(schemaProblem({ ...database, spec: withoutOwner })).toMatch(/CRD's schema: \/spec must have required property 'owner'/);
    expect(schemaProblem({ ...database, spec: { ...database.spec, ownr: 'auth' } })).toMatch(/must NOT have additional properties \(ownr\)/);
    expect(schemaProblem({ ...database, spec: { ...database.spec, ensure: 'maybe' } })).toMatch(/\/spec\/ensure must be equal to one of the allowed values/);
    expect(schemaProblem({ apiVersion: 'postgresql.cnpg.io/v1', kind: 'Clustr', metadata: { name: 'db' } })).toBe('postgresql.cnpg.io/v1 has no kind Clustr');
  });

  it('refuses a broken overlay: store open to others, product pods unlabelled, weak securityContext, no limit, unpinned tag, more stream replicas than NATS nodes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-k8s-'));
    const local = path.relative(dir, path.join(here, 'overlays', 'local'));
    const kustomization = {
      resources: [local],
      patches: [
        // Redis: a rule without `from` admits every pod of the cluster.
        { target: { kind: 'NetworkPolicy', name: 'redis' }, patch: '- { op: add, path: /spec/ingress/-, value: { ports: [{ port: 6379 }] } }' },
        // NATS: pods of another namespace.
        {
          target: { kind: 'NetworkPolicy', name: 'nats' },
          patch: '- { op: replace, path: /spec/ingress/0/from/0/namespaceSelector/matchLabels, value: { kubernetes.io/metadata.name: other } }',
        },
        // The gateway's pods without the product's label: NATS, Postgres and Redis would refuse them.
        { target: { kind: 'Deployment', name: 'gateway' }, patch: '- { op: remove, path: /spec/template/metadata/labels/app.kubernetes.io~1part-of }' },
        {
          target: { kind: 'Deployment', name: 'auth' },
          patch: [
            '- { op: replace, path: /spec/template/spec/containers/0/securityContext/readOnlyRootFilesystem, value: false }',
            '- { op: remove, path: /spec/template/spec/securityContext/seccompProfile }',
            '- { op: remove, path: /spec/template/spec/containers/0/resources/limits }',
            '- { op: remove, path: /spec/template/spec/containers/0/livenessProbe }',
          ].join('\n'),
        },
        { target: { kind: 'StatefulSet', name: 'redis' }, patch: '- { op: remove, path: /spec/template/spec/containers/0/securityContext/capabilities }' },
        { target: { kind: 'Cluster', name: 'hp-postgres' }, patch: '- { op: replace, path: /spec/instances, value: three }' },
        { target: { kind: 'ConfigMap', name: 'hp-config' }, patch: '- { op: replace, path: /data/JETSTREAM_REPLICAS, value: "3" }' },
      ],
    };
    fs.writeFileSync(path.join(dir, 'kustomization.yaml'), stringify(kustomization));
    fs.writeFileSync(path.join(dir, 'forgotten.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: forgotten }\n');
    try {
      const { problems } = validate(dir, undefined, { minReplicas: 1, pinnedTags: true });
      expect(problems).toEqual(
        expect.arrayContaining([
          'forgotten.yaml is not listed in kustomization.yaml',
          'StatefulSet/redis: NetworkPolicy/redis admits every pod (an ingress rule without from)',
          expect.stringMatching(/^StatefulSet\/nats: NetworkPolicy\/nats admits .*other.*, which is neither the product's pods nor its own$/),
          'StatefulSet/nats: no NetworkPolicy admits the product\'s pods (app.kubernetes.io/part-of=healthcare-platform in hp)',
          'Deployment/gateway: its pods lack app.kubernetes.io/part-of=healthcare-platform, which NATS, Postgres and Redis admit',
          'Deployment/auth container auth: needs readOnlyRootFilesystem',
          'Deployment/auth container auth: needs seccompProfile RuntimeDefault',
          'Deployment/auth container auth: resources.limits.memory is required',
          'Deployment/auth container auth: livenessProbe is required',
          'StatefulSet/redis container redis: must drop ALL capabilities',
          expect.stringMatching(/^Cluster\/hp-postgres: does not match its CRD's schema: \/spec\/instances must be integer/),
          'Deployment/gateway container gateway: image hp/gateway:dev is not a release\'s tag',
          'hp-config: JETSTREAM_REPLICAS is 3, but NATS has 1 node(s)',
        ]),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("starts the gateway with the services' Node flags, as npm start does", () => {
    const [deployment] = parseAllDocuments(
      fs.readFileSync(new URL('./base/gateway.yaml', import.meta.url), 'utf8'),
    )
      .map((doc) => doc.toJS())
      .filter((doc) => doc?.kind === 'Deployment');
    expect(deployment.spec.template.spec.containers[0].command).toEqual([
      '/usr/local/bin/node',
      ...serviceNodeFlags,
      'dist/main.js',
    ]);
    expect(deployment.spec.template.spec.containers[0].env).toEqual(expect.arrayContaining(serviceProcessEnv));
  });

  it("holds every generated file exactly as infra/k8s/services.mjs writes it (services, shell and remotes, Postgres)", () => {
    expect(outdatedServiceManifests()).toEqual([]);
  });

  it('builds the shell and every remote from one template: non-root nginx, its port only, the registry for the shell', () => {
    const [remote] = staticSiteManifests({ name: 'mfe-lab' });
    const [shell] = staticSiteManifests({ name: 'shell', registry: true });
    expect(remote.spec.template.spec.securityContext).toEqual(podSecurity(IMAGE_UID));
    expect(remote.spec.template.spec.containers[0]).toMatchObject({ image: 'hp/mfe-lab', securityContext: CONTAINER_SECURITY });
    expect(remote.spec.template.spec.volumes.map((/** @type {any} */ v) => v.name)).toEqual(['tmp']);
    expect(shell.spec.template.spec.volumes.map((/** @type {any} */ v) => v.name)).toEqual(['tmp', 'registry']);
    expect(staticSiteManifests({ name: 'mfe-lab' }).map((doc) => doc.kind)).toEqual([
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
    ]);
  });

  it("generates a service's Deployment, health Service, autoscaler, disruption budget, migration Job (hp-migrate) and NATS user by convention", () => {
    const [deployment, service, autoscaler, budget, networkPolicy, job, natsUser] = serviceManifests({
      name: 'lab-results',
      healthPort: 3200,
      secrets: ['LAB_API_KEY'],
      optionalSecrets: [],
      resources: { requests: { cpu: '50m', memory: '64Mi' } },
    });
    const container = deployment.spec.template.spec.containers[0];
    expect(container.env.map((/** @type {{ name: string }} */ e) => e.name)).toEqual([
      ...serviceProcessEnv.map((e) => e.name),
      'LAB_RESULTS_HEALTH_PORT',
      'LAB_RESULTS_DATABASE_URL',
      'NATS_USER',
      'NATS_PASSWORD',
      'LAB_API_KEY',
    ]);
    expect(container.resources).toEqual({ requests: { cpu: '50m', memory: '64Mi' } });
    expect(service.spec.ports).toEqual([{ name: 'health', port: 3200, targetPort: 'health' }]);
    expect(deployment.spec.template.metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '3200',
      'prometheus.io/path': '/metrics',
    });
    expect(autoscaler).toMatchObject({
      kind: 'HorizontalPodAutoscaler',
      spec: { scaleTargetRef: { kind: 'Deployment', name: 'lab-results' }, minReplicas: 2, maxReplicas: 6 },
    });
    expect(budget).toMatchObject({
      kind: 'PodDisruptionBudget',
      spec: { maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': 'lab-results' } } },
    });
    expect(networkPolicy).toMatchObject({
      kind: 'NetworkPolicy',
      spec: {
        podSelector: { matchLabels: { 'app.kubernetes.io/name': 'lab-results' } },
        ingress: [{ ports: [{ protocol: 'TCP', port: 3200 }] }],
      },
    });
    expect(container.lifecycle).toEqual({ preStop: { sleep: { seconds: 5 } } });
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBe(30);
    expect(job.spec.template.spec.containers[0]).toMatchObject({
      image: 'hp/lab-results-migrate',
      securityContext: CONTAINER_SECURITY,
    });
    // The image's entry point is hp-migrate: the Job gives it no command of its own.
    expect(job.spec.template.spec.containers[0].command).toBeUndefined();
    expect(job.spec.template.spec.securityContext).toEqual(podSecurity(IMAGE_UID));
    expect(job.metadata.labels['app.kubernetes.io/component']).toBe('migration');
    expect(deployment.spec.replicas).toBeUndefined();
    expect(natsUser.stringData).toEqual({ NATS_USER: 'lab-results', NATS_PASSWORD: 'REPLACE-ME' });
  });

  it('gives every Node process its own NATS user from a placeholder Secret, and allows no other Secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-k8s-'));
    const secret = (/** @type {string} */ name, /** @type {string} */ user, /** @type {string} */ password) =>
      [
        'apiVersion: v1',
        'kind: Secret',
        `metadata: { name: ${name}, annotations: { hp.example/placeholder: "true" } }`,
        `stringData: { NATS_USER: ${user}, NATS_PASSWORD: ${password} }`,
      ].join('\n');
    /** `env` lists the container's own variables; node-flags.json's glibc tuning comes first unless `untuned`. */
    const deployment = (/** @type {string} */ name, /** @type {string[]} */ env, untuned = false) =>
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        `metadata: { name: ${name} }`,
        'spec:',
        `  selector: { matchLabels: { app: ${name} } }`,
        '  template:',
        `    metadata: { labels: { app: ${name} } }`,
        '    spec:',
        '      containers:',
        `        - name: ${name}`,
        '          image: hp/app',
        '          ports: [{ name: http, containerPort: 80 }]',
        '          readinessProbe: { httpGet: { path: /, port: http } }',
        '          livenessProbe: { httpGet: { path: /, port: http } }',
        '          lifecycle: { preStop: { sleep: { seconds: 1 } } }',
        '          envFrom: [{ configMapRef: { name: hp-config } }]',
        `          env: [${[...(untuned ? [] : serviceProcessEnv.map((e) => JSON.stringify(e))), ...env].join(', ')}]`,
        '          resources: { requests: { cpu: 1m, memory: 1Mi }, limits: { memory: 1Mi } }',
        `          securityContext: ${JSON.stringify(CONTAINER_SECURITY)}`,
        `      securityContext: ${JSON.stringify(podSecurity(1000))}`,
      ].join('\n');
    const ref = (/** @type {string} */ secretName, /** @type {string} */ key) =>
      `{ name: ${key}, valueFrom: { secretKeyRef: { name: ${secretName}, key: ${key} } } }`;
    fs.writeFileSync(
      path.join(dir, 'kustomization.yaml'),
      'resources: [app.yaml]\nimages: [{ name: hp/app, newTag: "1" }]\nconfigMapGenerator: [{ name: hp-config, literals: [A=1] }]\n',
    );
    fs.writeFileSync(
      path.join(dir, 'app.yaml'),
      [
        secret('hp-nats-good', 'good', 'REPLACE-ME'),
        secret('hp-nats-leaky', 'leaky', 'a-real-password'),
        deployment('good', [ref('hp-nats-good', 'NATS_USER'), ref('hp-nats-good', 'NATS_PASSWORD')]),
        ...scalingManifests('good', { app: 'good' }).map((doc) => stringify(doc)),
        'apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata: { name: good }\nspec: { podSelector: { matchLabels: { app: good } }, policyTypes: [Ingress], ingress: [{ ports: [{ port: http }] }] }',
        'apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata: { name: deny }\nspec: { podSelector: {}, policyTypes: [Ingress] }',
        deployment('other', [ref('hp-nats-good', 'NATS_USER'), ref('hp-nats-good', 'NATS_PASSWORD')]),
        deployment('forgot', [], true),
      ].join('\n---\n'),
    );
    try {
      const { problems } = validate(dir, path.join(dir, 'none.json'));
      expect(problems.filter((p) => p.includes('Deployment/good'))).toEqual([]);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Secret/hp-nats-leaky: Secrets must not be kept in git'),
          expect.stringContaining('container other: NATS_USER refers to Secret hp-nats-good'),
          expect.stringContaining('container forgot: no NATS user'),
          ...serviceProcessEnv.map((e) => expect.stringContaining(`container forgot: ${e.name} must be "${e.value}"`)),
          expect.stringContaining('Deployment/forgot: no HorizontalPodAutoscaler aims at it'),
          expect.stringContaining('Deployment/forgot: no PodDisruptionBudget selects its pods'),
          expect.stringContaining('Deployment/forgot: no NetworkPolicy selects its pods'),
        ]),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('wants a preStop pause, a NetworkPolicy opening only declared ports, and a namespace that denies the rest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-k8s-'));
    const labels = { app: 'web' };
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        selector: { matchLabels: labels },
        template: {
          metadata: { labels },
          spec: {
            containers: [
              {
                name: 'web',
                image: 'hp/web',
                ports: [{ name: 'http', containerPort: 8080 }],
                readinessProbe: { httpGet: { path: '/', port: 'http' } },
                livenessProbe: { httpGet: { path: '/', port: 'http' } },
                resources: { requests: { cpu: '1m', memory: '1Mi' } },
              },
            ],
          },
        },
      },
    };
    const policy = {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'web' },
      spec: { podSelector: { matchLabels: labels }, policyTypes: ['Ingress'], ingress: [{ ports: [{ port: 9999 }] }] },
    };
    fs.writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [web.yaml]\nimages: [{ name: hp/web }]\n');
    fs.writeFileSync(
      path.join(dir, 'web.yaml'),
      [deployment, ...scalingManifests('web', labels), policy].map((doc) => stringify(doc)).join('---\n'),
    );
    try {
      const { problems } = validate(dir, path.join(dir, 'none.json'));
      expect(problems).toEqual(
        expect.arrayContaining([
          'Deployment/web container web: no preStop pause',
          'NetworkPolicy/web: opens port 9999, which web does not declare',
          'no NetworkPolicy denies ingress to the namespace by default',
        ]),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("checks every object against Kubernetes' schema for its kind, and knows no kind it has no schema for", () => {
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'web', image: 'web:1', ports: [{ containerPort: 8080 }] }] },
        },
      },
    };
    expect(schemaProblem(deployment)).toBeUndefined();
    const container = deployment.spec.template.spec.containers[0];
    expect(
      schemaProblem({
        ...deployment,
        spec: { ...deployment.spec, template: { spec: { containers: [{ ...container, ports: [{ containerPort: 'http' }] }] } } },
      }),
    ).toMatch(/containerPort must be integer/);
    const { selector: _selector, ...withoutSelector } = deployment.spec;
    expect(schemaProblem({ ...deployment, spec: withoutSelector })).toMatch(/must have required property '?selector/);
    expect(schemaProblem({ apiVersion: 'monitoring.coreos.com/v1', kind: 'PodMonitor', metadata: { name: 'hp' } })).toMatch(
      /no schema for apiVersion monitoring\.coreos\.com\/v1/,
    );
    expect(schemaProblem({ apiVersion: 'v1', kind: 'Deploymnet', metadata: { name: 'web' } })).toBe('v1 has no kind Deploymnet');
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
