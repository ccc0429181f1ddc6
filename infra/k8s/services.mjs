#!/usr/bin/env node
// The Kubernetes manifests of every service, generated from one place: this file, and each service's
// package.json ("hp": { "healthPort", "k8s": { "secrets", "optionalSecrets", "resources" } }). Writes
// infra/k8s/base/services/ (a kustomization, and per service its Deployment, health Service, migration Job and
// NATS user placeholder). The output is committed so that `kubectl apply -k infra/k8s/base` needs no Node;
// `npm run new:service` runs this, and the k8s spec fails when the committed files are not what it would write.
//
//   node infra/k8s/services.mjs           write infra/k8s/base/services/
//   node infra/k8s/services.mjs --check   exit 1 when they are out of date
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVICES_DIR = path.join('infra', 'k8s', 'base', 'services');

const serviceProcess = JSON.parse(fs.readFileSync(path.join(ROOT, 'services', 'platform', 'node-flags.json'), 'utf8'));
export const serviceNodeFlags = serviceProcess.service;
/** @type {{ name: string, value: string }[]} glibc's allocator tuning, as every service process gets it. */
export const serviceProcessEnv = Object.entries(serviceProcess.environment).map(([name, value]) => ({ name, value: String(value) }));
const DEFAULT_RESOURCES = { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '384Mi' } };
const MIGRATE_RESOURCES = { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '512Mi' } };
const POD_SECURITY = { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 };
const CONTAINER_SECURITY = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/** Replicas a service keeps at least (one may be drained at a time) and may grow to under load. */
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
 * A Deployment's HorizontalPodAutoscaler (CPU) and PodDisruptionBudget (one pod away at a time); the gateway, the
 * shell and the remotes have the same two, written out in their own files.
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
          { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: TARGET_CPU_PERCENT } } },
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
 * @typedef {{ name: string, healthPort: number, secrets: string[], optionalSecrets: string[], resources: object }} ServiceSpec
 */

/** `lab-results` -> `LAB_RESULTS`, the prefix of its variables. @param {string} name */
const envPrefix = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

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
      if (!Number.isInteger(healthPort)) throw new Error(`services/${dir.name}/package.json: "hp.healthPort" is missing`);
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
 * The Deployment, its health Service, the migration Job and the NATS user placeholder of one service.
 * @param {ServiceSpec} spec
 */
export function serviceManifests({ name, healthPort, secrets, optionalSecrets, resources }) {
  const NAME = envPrefix(name);
  const labels = { 'app.kubernetes.io/name': name };
  const databaseUrl = fromSecret(`${NAME}_DATABASE_URL`);
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels },
    spec: {
      replicas: MIN_REPLICAS,
      selector: { matchLabels: labels },
      template: {
        // Prometheus' usual pod annotations: the platform serves /metrics on the health port (docs/decisions.md).
        metadata: {
          labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(healthPort),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: {
          securityContext: POD_SECURITY,
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          containers: [
            {
              name,
              image: `hp/${name}`,
              lifecycle: PRE_STOP_PAUSE,
              // The image's CMD (node dist/main.js) with the services' Node flags (services/platform/node-flags.json).
              command: ['node', ...serviceNodeFlags, 'dist/main.js'],
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
              securityContext: CONTAINER_SECURITY,
            },
          ],
        },
      },
    },
  };
  const healthService = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: `${name}-health`, labels },
    spec: { selector: labels, ports: [{ name: 'health', port: healthPort, targetPort: 'health' }] },
  };
  // Its work arrives over NATS, which it dials out to: it accepts nothing but its health port (probes, Prometheus).
  const networkPolicy = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, labels },
    spec: {
      podSelector: { matchLabels: labels },
      policyTypes: ['Ingress'],
      ingress: [{ ports: [{ protocol: 'TCP', port: healthPort }] }],
    },
  };
  const migrateLabels = { 'app.kubernetes.io/name': `${name}-migrate` };
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
          securityContext: POD_SECURITY,
          containers: [
            {
              name: 'migrate',
              image: `hp/${name}-migrate`,
              command: ['npx', '--no-install', 'hp-migrate'],
              env: [databaseUrl],
              resources: MIGRATE_RESOURCES,
            },
          ],
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
  return [deployment, healthService, ...scalingManifests(name, labels), networkPolicy, migrateJob, natsUser];
}

/** @param {string} what */
const header = (what) =>
  `# GENERATED by node infra/k8s/services.mjs from ${what}: do not edit, change the generator or package.json.\n`;

/**
 * File name -> content of infra/k8s/base/services/.
 * @param {string} [root]
 * @returns {Map<string, string>}
 */
export function renderServiceManifests(root = ROOT) {
  const specs = serviceSpecs(root);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const spec of specs) {
    const docs = serviceManifests(spec).map((doc) => stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }));
    files.set(
      `${spec.name}.yaml`,
      `${header(`services/${spec.name}/package.json`)}# Migrations first (Jobs are immutable):\n` +
        `#   kubectl -n hp delete job ${spec.name}-migrate --ignore-not-found && kubectl apply -k infra/k8s/base\n` +
        docs.join('---\n'),
    );
  }
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: specs.map((spec) => `${spec.name}.yaml`),
    images: specs.flatMap((spec) => [
      { name: `hp/${spec.name}`, newTag: 'latest' },
      { name: `hp/${spec.name}-migrate`, newTag: 'latest' },
    ]),
  };
  files.set('kustomization.yaml', header('the services/ folders') + stringify(kustomization, { lineWidth: 0, aliasDuplicateObjects: false }));
  return files;
}

/**
 * Files of infra/k8s/base/services/ that differ from what the generator writes (missing, changed or stale).
 * @param {string} [root]
 */
export function outdatedServiceManifests(root = ROOT) {
  const dir = path.join(root, SERVICES_DIR);
  const expected = renderServiceManifests(root);
  const present = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return [
    ...[...expected].filter(([file, text]) => !present.includes(file) || fs.readFileSync(path.join(dir, file), 'utf8') !== text).map(([file]) => file),
    ...present.filter((file) => !expected.has(file)),
  ];
}

/**
 * Writes infra/k8s/base/services/ (and removes a departed service's file).
 * @param {string} [root]
 * @returns {string[]} the files written, relative to root
 */
export function writeServiceManifests(root = ROOT) {
  const dir = path.join(root, SERVICES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const files = renderServiceManifests(root);
  for (const file of fs.readdirSync(dir)) if (!files.has(file)) fs.rmSync(path.join(dir, file));
  for (const [file, text] of files) fs.writeFileSync(path.join(dir, file), text);
  return [...files.keys()].map((file) => path.join(SERVICES_DIR, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const outdated = outdatedServiceManifests();
    if (outdated.length) {
      console.error(`${SERVICES_DIR} is out of date (${outdated.join(', ')}): run node infra/k8s/services.mjs`);
      process.exit(1);
    }
    console.log(`${SERVICES_DIR} is up to date.`);
  } else {
    console.log(`wrote\n${writeServiceManifests().map((file) => `  ${file}`).join('\n')}`);
  }
}
