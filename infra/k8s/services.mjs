#!/usr/bin/env node
// The Kubernetes manifests that exist once per area, generated from one template per kind of thing: this file, each
// service's package.json ("hp": { "healthPort", "k8s": { "secrets", "optionalSecrets", "resources" } }) and the
// remotes' registry (base/mfe-registry.json). Writes
//   infra/k8s/base/services/  per service its Deployment, health Service, autoscaler, disruption budget,
//                             NetworkPolicy, migration Job and NATS user placeholder;
//   infra/k8s/base/web/       the shell and each remote (static nginx: Deployment, Service, autoscaler, budget,
//                             NetworkPolicy) and the gateway's autoscaler, budget and NetworkPolicy (its Deployment,
//                             the only one of its kind, is written out in base/gateway.yaml);
//   infra/k8s/backing/postgres.yaml  the CloudNativePG Cluster with one role per service, and its Database.
// The output is committed so that `kubectl apply -k` needs no Node; `npm run new:service` runs this, and the k8s
// spec fails when the committed files are not what it would write.
//
//   node infra/k8s/services.mjs           write them
//   node infra/k8s/services.mjs --check   exit 1 when they are out of date
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { UID as IMAGE_UID } from '../images/build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const K8S_DIR = path.join('infra', 'k8s');
export const SERVICES_DIR = path.join(K8S_DIR, 'base', 'services');
/** Folders the generator owns entirely, relative to infra/k8s (it also writes single files elsewhere). */
const GENERATED = ['base/services', 'base/web'];
const POSTGRES_FILE = 'backing/postgres.yaml';
/** The CloudNativePG cluster; the services' `<NAME>_DATABASE_URL` point at its `-rw` Service. */
export const POSTGRES_CLUSTER = 'hp-postgres';

const serviceProcess = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'services', 'platform', 'node-flags.json'), 'utf8'),
);
export const serviceNodeFlags = serviceProcess.service;
/** @type {{ name: string, value: string }[]} glibc's allocator tuning, as every service process gets it. */
export const serviceProcessEnv = Object.entries(serviceProcess.environment).map(([name, value]) => ({
  name,
  value: String(value),
}));
const DEFAULT_RESOURCES = { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '384Mi' } };
const MIGRATE_RESOURCES = { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '512Mi' } };
const STATIC_RESOURCES = { requests: { cpu: '10m', memory: '16Mi' }, limits: { memory: '64Mi' } };
/** @param {number} uid */
export const podSecurity = (uid) => ({
  runAsNonRoot: true,
  runAsUser: uid,
  runAsGroup: uid,
  seccompProfile: { type: 'RuntimeDefault' },
});
export const CONTAINER_SECURITY = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/** Replicas a Deployment keeps at least (one may be drained at a time) and may grow to under load (overlays patch both). */
const MIN_REPLICAS = 2;
const MAX_REPLICAS = 6;
const TARGET_CPU_PERCENT = 70;
/**
 * On a stop, the pod first waits this long (preStop) while it is taken out of Services' endpoints, then gets SIGTERM:
 * the platform closes the NATS transport gracefully (in-flight commands answered) and exits within 15 s
 * (`runService` in services/platform), inside the grace period.
 */
export const PRE_STOP_PAUSE = { preStop: { sleep: { seconds: 5 } } };
export const TERMINATION_GRACE_SECONDS = 30;

/**
 * A Deployment's HorizontalPodAutoscaler (CPU) and PodDisruptionBudget (one pod away at a time). The Deployment
 * itself sets no `replicas`: the autoscaler owns that number, and an apply must not reset it.
 * @param {string} name  the Deployment's name
 * @param {Record<string, string>} labels  its pods' labels
 */
export function scalingManifests(name, labels) {
  return [
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name, labels },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: MIN_REPLICAS,
        maxReplicas: MAX_REPLICAS,
        metrics: [
          {
            type: 'Resource',
            resource: {
              name: 'cpu',
              target: { type: 'Utilization', averageUtilization: TARGET_CPU_PERCENT },
            },
          },
        ],
      },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name, labels },
      spec: { maxUnavailable: 1, selector: { matchLabels: labels } },
    },
  ];
}

/**
 * The NetworkPolicy that opens one port of a Deployment's pods (the namespace denies the rest by default).
 * @param {string} name @param {Record<string, string>} labels @param {number} port
 */
export const ingressPolicy = (name, labels, port) => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name, labels },
  spec: {
    podSelector: { matchLabels: labels },
    policyTypes: ['Ingress'],
    ingress: [{ ports: [{ protocol: 'TCP', port }] }],
  },
});

/**
 * What every Deployment has beside it: autoscaler, disruption budget and the NetworkPolicy of its one port.
 * @param {string} name @param {Record<string, string>} labels @param {number} port
 */
export const deploymentGuards = (name, labels, port) => [
  ...scalingManifests(name, labels),
  ingressPolicy(name, labels, port),
];

/**
 * @typedef {{ name: string, healthPort: number, secrets: string[], optionalSecrets: string[], resources: object }} ServiceSpec
 */

/** `lab-results` -> `LAB_RESULTS`, the prefix of its variables. @param {string} name */
export const envPrefix = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** @param {string} key @param {{ name?: string, optional?: boolean }} [options] */
const fromSecret = (key, { name = 'hp-secrets', optional = false } = {}) => ({
  name: key,
  valueFrom: { secretKeyRef: { name, key, ...(optional ? { optional: true } : {}) } },
});

/**
 * Every service (services/<name> with src/main.ts) and what its package.json says about its deployment.
 * @param {string} [root]
 * @returns {ServiceSpec[]}
 */
export function serviceSpecs(root = ROOT) {
  const base = path.join(root, 'services');
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && fs.existsSync(path.join(base, dir.name, 'src', 'main.ts')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(base, dir.name, 'package.json'), 'utf8'));
      const healthPort = pkg.hp?.healthPort;
      if (!Number.isInteger(healthPort))
        throw new Error(`services/${dir.name}/package.json: "hp.healthPort" is missing`);
      const k8s = pkg.hp?.k8s ?? {};
      return {
        name: dir.name,
        healthPort,
        secrets: k8s.secrets ?? [],
        optionalSecrets: k8s.optionalSecrets ?? [],
        resources: k8s.resources ?? DEFAULT_RESOURCES,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The Deployment every service and static site shares: one container running as the images' user, a preStop pause
 * before SIGTERM, the restricted container security, under the same labels as its selector.
 * @param {{ name: string, labels: Record<string, string>, annotations?: Record<string, string>,
 *   container: Record<string, unknown>, volumes?: unknown[] }} parts
 */
function deploymentOf({ name, labels, annotations, container, volumes }) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels },
    spec: {
      selector: { matchLabels: labels },
      template: {
        metadata: annotations ? { labels, annotations } : { labels },
        spec: {
          securityContext: podSecurity(IMAGE_UID),
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          containers: [{ ...container, lifecycle: PRE_STOP_PAUSE, securityContext: CONTAINER_SECURITY }],
          ...(volumes ? { volumes } : {}),
        },
      },
    },
  };
}

/**
 * The Deployment, its health Service, the migration Job and the NATS user placeholder of one service.
 * @param {ServiceSpec} spec
 */
export function serviceManifests({ name, healthPort, secrets, optionalSecrets, resources }) {
  const NAME = envPrefix(name);
  const labels = { 'app.kubernetes.io/name': name };
  const databaseUrl = fromSecret(`${NAME}_DATABASE_URL`);
  const deployment = deploymentOf({
    name,
    labels,
    // Prometheus' usual pod annotations: the platform serves /metrics on the health port (docs/decisions.md).
    annotations: {
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(healthPort),
      'prometheus.io/path': '/metrics',
    },
    container: {
      name,
      image: `hp/${name}`,
      // The image's CMD (node dist/main.js) with the services' Node flags (services/platform/node-flags.json).
      command: ['/usr/local/bin/node', ...serviceNodeFlags, 'dist/main.js'],
      ports: [{ name: 'health', containerPort: healthPort }],
      envFrom: [{ configMapRef: { name: 'hp-config' } }],
      env: [
        ...serviceProcessEnv,
        { name: `${NAME}_HEALTH_PORT`, value: String(healthPort) },
        databaseUrl,
        fromSecret('NATS_USER', { name: `hp-nats-${name}` }),
        fromSecret('NATS_PASSWORD', { name: `hp-nats-${name}` }),
        ...secrets.map((key) => fromSecret(key)),
        ...optionalSecrets.map((key) => fromSecret(key, { optional: true })),
      ],
      readinessProbe: { httpGet: { path: '/readyz', port: 'health' }, periodSeconds: 5, failureThreshold: 3 },
      livenessProbe: {
        httpGet: { path: '/healthz', port: 'health' },
        initialDelaySeconds: 10,
        periodSeconds: 10,
        failureThreshold: 3,
      },
      resources,
    },
  });
  const healthService = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: `${name}-health`, labels },
    spec: { selector: labels, ports: [{ name: 'health', port: healthPort, targetPort: 'health' }] },
  };
  // The release runs the migration Jobs first, selecting them by this label (README).
  const migrateLabels = {
    'app.kubernetes.io/name': `${name}-migrate`,
    'app.kubernetes.io/component': 'migration',
  };
  const migrateJob = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `${name}-migrate`, labels: migrateLabels },
    spec: {
      backoffLimit: 3,
      ttlSecondsAfterFinished: 86400,
      template: {
        metadata: { labels: migrateLabels },
        spec: {
          restartPolicy: 'Never',
          securityContext: podSecurity(IMAGE_UID),
          containers: [
            {
              name: 'migrate',
              image: `hp/${name}-migrate`,
              // The image's entry point runs hp-migrate (infra/images/build.mjs, infra/docker/node.Dockerfile).
              env: [databaseUrl],
              resources: MIGRATE_RESOURCES,
              securityContext: CONTAINER_SECURITY,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  };
  const natsUser = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: `hp-nats-${name}`, annotations: { 'hp.example/placeholder': 'true' } },
    type: 'Opaque',
    stringData: { NATS_USER: name, NATS_PASSWORD: 'REPLACE-ME' },
  };
  // Its work arrives over NATS, which it dials out to: it accepts nothing but its health port (probes, Prometheus).
  return [deployment, healthService, ...deploymentGuards(name, labels, healthPort), migrateJob, natsUser];
}

const STATIC_PORT = 8080;

/**
 * The shell or a remote: its static files served by its own nginx (image built by infra/docker/static.Dockerfile
 * with WORKSPACE=<name>), reachable on its HTTP port only (the Ingress controller, probes). The shell also serves
 * /mfe-registry.json from the ConfigMap, so a remote can be added or moved without rebuilding the shell.
 * @param {{ name: string, registry?: boolean }} site
 */
export function staticSiteManifests({ name, registry = false }) {
  const labels = { 'app.kubernetes.io/name': name };
  const deployment = deploymentOf({
    name,
    labels,
    container: {
      name: 'nginx',
      image: `hp/${name}`,
      ports: [{ name: 'http', containerPort: STATIC_PORT }],
      readinessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 5 },
      livenessProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 15 },
      resources: STATIC_RESOURCES,
      volumeMounts: [
        { name: 'tmp', mountPath: '/tmp' },
        ...(registry ? [{ name: 'registry', mountPath: '/etc/hp/registry', readOnly: true }] : []),
      ],
    },
    volumes: [
      { name: 'tmp', emptyDir: {} },
      ...(registry ? [{ name: 'registry', configMap: { name: 'mfe-registry' } }] : []),
    ],
  });
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels },
    spec: { selector: labels, ports: [{ name: 'http', port: STATIC_PORT, targetPort: 'http' }] },
  };
  return [deployment, service, ...deploymentGuards(name, labels, STATIC_PORT)];
}

/** The gateway's port (base/gateway.yaml declares it as `http`). */
export const GATEWAY_PORT = 3000;

/**
 * The shell and every remote the registry lists (base/mfe-registry.json, generated from the remotes' pages).
 * @param {string} [root]
 * @returns {{ name: string, registry?: boolean }[]}
 */
export function staticSites(root = ROOT) {
  const { remotes } = JSON.parse(
    fs.readFileSync(path.join(root, K8S_DIR, 'base', 'mfe-registry.json'), 'utf8'),
  );
  const names = remotes.map((/** @type {{ name: string }} */ remote) => `mfe-${remote.name}`).sort();
  return [{ name: 'shell', registry: true }, ...names.map((/** @type {string} */ name) => ({ name }))];
}

/**
 * CloudNativePG's Cluster with one login role per service (its password from the Secret `hp-db-<service>`, created
 * outside git, of type kubernetes.io/basic-auth) and one Database per service, owned by that role: the same
 * `hp_<service>` databases as npm start's. Instances, storage and resources are the overlays'.
 * @param {ServiceSpec[]} specs
 */
export function postgresManifests(specs) {
  const cluster = { name: POSTGRES_CLUSTER };
  return [
    {
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'Cluster',
      metadata: { name: POSTGRES_CLUSTER },
      spec: {
        instances: 3,
        imageName: 'ghcr.io/cloudnative-pg/postgresql:17',
        primaryUpdateStrategy: 'unsupervised',
        storage: { size: '10Gi' },
        resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { memory: '1Gi' } },
        managed: {
          roles: specs.map(({ name }) => ({
            name: pgName(name),
            ensure: 'present',
            login: true,
            passwordSecret: { name: `hp-db-${name}` },
          })),
        },
      },
    },
    ...specs.map(({ name }) => ({
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'Database',
      metadata: { name: `hp-${name}` },
      spec: { name: `hp_${pgName(name)}`, owner: pgName(name), cluster, ensure: 'present' },
    })),
  ];
}

/** `lab-results` -> `lab_results`: a role or database name without quoting. @param {string} name */
export const pgName = (name) => name.replace(/[^a-z0-9]/g, '_');

/** @param {string} what */
const header = (what) =>
  `# GENERATED by node infra/k8s/services.mjs from ${what}: do not edit, change the generator or package.json.\n`;

/** @param {any[]} docs */
const yamlDocs = (docs) =>
  docs.map((doc) => stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })).join('---\n');

/** @param {string} what @param {string[]} resources @param {string[]} images */
const kustomizationFile = (what, resources, images) =>
  header(what) +
  stringify(
    {
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources,
      ...(images.length ? { images: images.map((name) => ({ name, newTag: 'latest' })) } : {}),
    },
    { lineWidth: 0, aliasDuplicateObjects: false },
  );

/**
 * Path (relative to infra/k8s) -> content of the generated files.
 * @param {string} [root]
 * @returns {Map<string, string>}
 */
export function renderServiceManifests(root = ROOT) {
  const specs = serviceSpecs(root);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const spec of specs) {
    files.set(
      `base/services/${spec.name}.yaml`,
      `${header(`services/${spec.name}/package.json`)}# Migrations first (Jobs are immutable): see infra/k8s/README.md, "Release".\n` +
        yamlDocs(serviceManifests(spec)),
    );
  }
  files.set(
    'base/services/kustomization.yaml',
    kustomizationFile(
      'the services/ folders',
      specs.map((spec) => `${spec.name}.yaml`),
      specs.flatMap((spec) => [`hp/${spec.name}`, `hp/${spec.name}-migrate`]),
    ),
  );
  const sites = staticSites(root);
  for (const site of sites)
    files.set(
      `base/web/${site.name}.yaml`,
      header(site.registry ? 'the shell' : 'base/mfe-registry.json') + yamlDocs(staticSiteManifests(site)),
    );
  const gatewayLabels = { 'app.kubernetes.io/name': 'gateway' };
  files.set(
    'base/web/gateway.yaml',
    header('base/gateway.yaml (its port)') +
      yamlDocs(deploymentGuards('gateway', gatewayLabels, GATEWAY_PORT)),
  );
  files.set(
    'base/web/kustomization.yaml',
    kustomizationFile(
      'base/mfe-registry.json',
      ['gateway.yaml', ...sites.map((site) => `${site.name}.yaml`)],
      sites.map((site) => `hp/${site.name}`),
    ),
  );
  files.set(POSTGRES_FILE, header('the services/ folders') + yamlDocs(postgresManifests(specs)));
  return files;
}

/**
 * Generated files that differ from what the generator writes (missing, changed or stale), relative to infra/k8s.
 * @param {string} [root]
 */
export function outdatedServiceManifests(root = ROOT) {
  const expected = renderServiceManifests(root);
  const present = GENERATED.flatMap((dir) => {
    const full = path.join(root, K8S_DIR, dir);
    return fs.existsSync(full) ? fs.readdirSync(full).map((file) => `${dir}/${file}`) : [];
  });
  const exists = (/** @type {string} */ file) => fs.existsSync(path.join(root, K8S_DIR, file));
  return [
    ...[...expected]
      .filter(
        ([file, text]) => !exists(file) || fs.readFileSync(path.join(root, K8S_DIR, file), 'utf8') !== text,
      )
      .map(([file]) => file),
    ...present.filter((file) => !expected.has(file)),
  ];
}

/**
 * Writes the generated folders (and removes a departed area's file).
 * @param {string} [root]
 * @returns {string[]} the files written, relative to root
 */
export function writeServiceManifests(root = ROOT) {
  const files = renderServiceManifests(root);
  for (const dir of GENERATED) {
    const full = path.join(root, K8S_DIR, dir);
    fs.mkdirSync(full, { recursive: true });
    for (const file of fs.readdirSync(full))
      if (!files.has(`${dir}/${file}`)) fs.rmSync(path.join(full, file));
  }
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(root, K8S_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(root, K8S_DIR, file), text);
  }
  return [...files.keys()].map((file) => path.join(K8S_DIR, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const outdated = outdatedServiceManifests();
    if (outdated.length) {
      console.error(
        `${K8S_DIR}: generated files out of date (${outdated.join(', ')}): run node infra/k8s/services.mjs`,
      );
      process.exit(1);
    }
    console.log(`${K8S_DIR}: the generated files are up to date.`);
  } else {
    console.log(
      `wrote\n${writeServiceManifests()
        .map((file) => `  ${file}`)
        .join('\n')}`,
    );
  }
}
