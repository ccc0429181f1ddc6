#!/usr/bin/env node
// Checks the Kubernetes manifests without a cluster. Each kustomization (the base and every overlay) is rendered with
// `kubectl kustomize`, as `kubectl apply -k` would render it, and every rendered object is checked:
// - against its kind's schema: Kubernetes' own OpenAPI schemas for built-in kinds (`kubernetes-models`), the
//   operator's CRD schema, vendored in crds/, for custom resources (CloudNativePG's Cluster and Database);
// - against our policies: probes, requests and a memory limit on every container; non-root, read-only root
//   filesystem, no capabilities, no privilege escalation and seccomp RuntimeDefault on every pod; Services and the
//   Ingress pointing at things that exist; no Secret values in git (only hp-nats-<process> placeholders, each used by
//   its own Deployment, or none at all: secrets by reference); every Deployment with an autoscaler, a disruption
//   budget, a preStop pause and a NetworkPolicy opening only its ports; a default deny in every namespace; NATS,
//   Postgres and Redis reachable from the product's pods and nothing else; image tags pinned where releases are.
// Also, from the files: every YAML file of a kustomization is listed by it, and the registry ConfigMap is in step
// with the local one.
// Usage: node infra/k8s/validate.mjs  (exit 1 with the problems listed)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import { serviceProcessEnv } from './services.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What is rendered and checked, and what differs between them: the local overlay runs one pod of each Deployment;
 * staging and production must name a release's tag for every image.
 * @type {{ dir: string, minReplicas: number, pinnedTags: boolean }[]}
 */
export const TARGETS = [
  { dir: 'base', minReplicas: 2, pinnedTags: false },
  { dir: 'overlays/local', minReplicas: 1, pinnedTags: false },
  { dir: 'overlays/staging', minReplicas: 2, pinnedTags: true },
  { dir: 'overlays/production', minReplicas: 2, pinnedTags: true },
];

/** The label the base puts on every pod of the product; the backing stores admit pods with it, from its namespace. */
export const PRODUCT_LABEL = ['app.kubernetes.io/part-of', 'healthcare-platform'];

export const KUBECTL_MISSING =
  'kubectl is not installed (or not on PATH; KUBECTL may name it): validate.mjs renders every kustomization with ' +
  '`kubectl kustomize`. Install kubectl 1.27 or newer (its built-in kustomize v5): ' +
  'https://kubernetes.io/docs/tasks/tools/#kubectl, e.g. curl -LO https://dl.k8s.io/release/v1.32.4/bin/linux/amd64/kubectl ' +
  '&& sudo install -m 0755 kubectl /usr/local/bin/kubectl';

/**
 * The objects `kubectl kustomize <dir>` renders.
 * @param {string} dir
 * @param {string} [kubectl]
 * @returns {any[]}
 */
export function render(dir, kubectl = process.env.KUBECTL || 'kubectl') {
  const result = spawnSync(kubectl, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    if (/** @type {NodeJS.ErrnoException} */ (result.error).code === 'ENOENT') throw new Error(KUBECTL_MISSING);
    throw result.error;
  }
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr.trim()}`);
  return parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS())
    .filter(Boolean);
}

/**
 * The API groups whose schemas are checked, by apiVersion. An object of any other apiVersion is a problem until its
 * group is added here or its CRD schema is vendored in crds/.
 * @type {Record<string, Record<string, any>>}
 */
const SCHEMAS_BY_API_VERSION = {
  v1: coreV1,
  'apps/v1': appsV1,
  'autoscaling/v2': autoscalingV2,
  'batch/v1': batchV1,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
};

/**
 * A CRD schema made strict like `kubectl apply`'s field validation: an object schema that lists its properties and
 * does not preserve unknown fields refuses others (the API server would reject or prune a misspelt field).
 * @param {any} schema
 * @returns {any}
 */
function strictSchema(schema) {
  if (Array.isArray(schema)) return schema.map(strictSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strictSchema(v)])) : strictSchema(value)]));
  if (schema.properties && schema.additionalProperties === undefined && !schema['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}

/** Validators of the vendored CRD schemas, by `apiVersion/Kind` (crds/*.json, written by crds/vendor.mjs). */
const crdValidators = (() => {
  // ajv 8, the validator kubernetes-models uses. Kubernetes' x-kubernetes-* keywords and formats (int32, ...) are
  // not JSON Schema's: ignored, as kubectl's client side does.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();
  const dir = path.join(here, 'crds');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { schemas } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const [key, schema] of Object.entries(schemas)) validators.set(key, ajv.compile(strictSchema(schema)));
  }
  return validators;
})();

/**
 * What the schema of its kind finds wrong with an object (nothing when it is valid).
 * @param {any} object  a manifest as rendered
 * @returns {string | undefined}
 */
export function schemaProblem(object) {
  const crd = crdValidators.get(`${object.apiVersion}/${object.kind}`);
  if (crd) {
    if (crd(object)) return undefined;
    const errors = (crd.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`);
    return `does not match its CRD's schema: ${errors.join('; ')}`;
  }
  const group = SCHEMAS_BY_API_VERSION[object.apiVersion];
  if (!group) {
    if ([...crdValidators.keys()].some((key) => key.startsWith(`${object.apiVersion}/`))) return `${object.apiVersion} has no kind ${object.kind}`;
    return `no schema for apiVersion ${object.apiVersion} (add its group to SCHEMAS_BY_API_VERSION, or vendor its CRD in crds/)`;
  }
  const Model = group[object.kind];
  if (typeof Model !== 'function') return `${object.apiVersion} has no kind ${object.kind}`;
  try {
    new Model(object).validate();
    return undefined;
  } catch (error) {
    return `does not match Kubernetes' schema: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Does a non-empty `matchLabels` select pods with these labels?
 * @param {Record<string, string> | undefined} matchLabels @param {Record<string, string>} podLabels
 */
const selectsPods = (matchLabels, podLabels) => {
  const pairs = Object.entries(matchLabels ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => podLabels[key] === value);
};

/**
 * The only Secrets allowed in git: a process's NATS user (`hp-nats-<process>`) with a placeholder password,
 * marked as such, that an environment replaces (the overlays drop them: components/secrets-by-reference).
 * @param {any} o
 */
function isNatsPlaceholder(o) {
  const data = o.stringData ?? {};
  return (
    o.kind === 'Secret' &&
    /^hp-nats-[a-z0-9-]+$/.test(o.metadata?.name ?? '') &&
    o.metadata?.annotations?.['hp.example/placeholder'] === 'true' &&
    !o.data &&
    Object.keys(data).sort().join(',') === 'NATS_PASSWORD,NATS_USER' &&
    data.NATS_USER === o.metadata.name.slice('hp-nats-'.length) &&
    data.NATS_PASSWORD === 'REPLACE-ME'
  );
}

/**
 * YAML files of a kustomization (and of the kustomizations and components it includes from this tree) that it does
 * not list: a manifest written and forgotten.
 * @param {string} dir
 * @param {string[]} problems
 * @param {string} [prefix]
 * @param {Set<string>} [seen]
 */
function unlistedFiles(dir, problems, prefix = '', seen = new Set()) {
  const real = fs.realpathSync(dir);
  if (seen.has(real)) return;
  seen.add(real);
  const file = path.join(dir, 'kustomization.yaml');
  if (!fs.existsSync(file)) return;
  const k = parse(fs.readFileSync(file, 'utf8')) ?? {};
  const listed = new Set([
    ...(k.resources ?? []),
    ...(k.patches ?? []).map((/** @type {any} */ p) => p.path).filter(Boolean),
    ...(k.patchesStrategicMerge ?? []),
    ...[...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])].flatMap((/** @type {any} */ g) =>
      (g.files ?? []).map((/** @type {string} */ f) => f.split('=').pop()),
    ),
  ]);
  for (const f of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')) {
    if (!listed.has(f)) problems.push(`${prefix}${f} is not listed in ${prefix}kustomization.yaml`);
  }
  for (const res of [...(k.resources ?? []), ...(k.components ?? [])]) {
    const sub = path.join(dir, res);
    if (fs.existsSync(sub) && fs.statSync(sub).isDirectory()) unlistedFiles(sub, problems, `${prefix}${res}/`, seen);
  }
}

/** Ports a CloudNativePG instance listens on: Postgres, the instance manager, metrics. */
const CNPG_PORTS = [5432, 8000, 9187];
const CNPG_OPERATOR = { namespace: 'cnpg-system', labels: { 'app.kubernetes.io/name': 'cloudnative-pg' } };

/**
 * @param {string} [dir]  a kustomization
 * @param {string} [localRegistry]
 * @param {{ minReplicas?: number, pinnedTags?: boolean, kubectl?: string }} [options]
 * @returns {{ problems: string[], resources: string[] }}
 */
export function validate(
  dir = path.join(here, 'base'),
  localRegistry = path.join(here, '..', 'nginx', 'mfe-registry.json'),
  { minReplicas = 2, pinnedTags = false, kubectl } = {},
) {
  /** @type {string[]} */
  const problems = [];
  unlistedFiles(dir, problems);
  /** @type {any[]} */
  let objects;
  try {
    objects = render(dir, kubectl);
  } catch (error) {
    return { problems: [...problems, error instanceof Error ? error.message : String(error)], resources: [] };
  }

  const byKind = (/** @type {string} */ kind) => objects.filter((o) => o.kind === kind);
  const nsOf = (/** @type {any} */ o) => o.metadata?.namespace ?? '';
  const nameOf = (/** @type {any} */ o) => `${o.kind}/${o.metadata?.name}`;
  for (const o of objects) {
    const where = `${o.kind ?? '?'}/${o.metadata?.name ?? '?'}`;
    if (!o.apiVersion || !o.kind || !o.metadata?.name) problems.push(`${where}: apiVersion, kind and metadata.name are required`);
    const invalid = schemaProblem(o);
    if (invalid) problems.push(`${where}: ${invalid}`);
    if (o.kind === 'Secret' && !isNatsPlaceholder(o)) {
      problems.push(`${where}: Secrets must not be kept in git; reference hp-secrets instead (only hp-nats-<process> placeholders may be here)`);
    }
  }
  const configMaps = new Set(byKind('ConfigMap').map((c) => c.metadata.name));
  const natsSecrets = new Set(byKind('Secret').filter(isNatsPlaceholder).map((o) => o.metadata.name));
  // With no Secret at all, every one is created outside git and only referenced (the overlays).
  const byReference = byKind('Secret').length === 0;

  /** Pod templates of Deployments, StatefulSets and Jobs. */
  const workloads = [...byKind('Deployment'), ...byKind('StatefulSet'), ...byKind('Job')];
  /** @param {any} w */
  const declaredPorts = (w) =>
    new Set(
      (w.spec?.template?.spec?.containers ?? []).flatMap((/** @type {any} */ c) =>
        (c.ports ?? []).flatMap((/** @type {any} */ p) => [p.name, p.containerPort]),
      ),
    );
  for (const w of workloads) {
    const where = nameOf(w);
    const pod = w.spec?.template?.spec;
    if (!pod) {
      problems.push(`${where}: no pod template`);
      continue;
    }
    if (w.kind !== 'Job') {
      const sel = w.spec.selector?.matchLabels ?? {};
      const labels = w.spec.template.metadata?.labels ?? {};
      for (const [k, v] of Object.entries(sel)) if (labels[k] !== v) problems.push(`${where}: selector ${k}=${v} does not match the pod labels`);
    }
    const podSecurity = pod.securityContext ?? {};
    for (const c of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      const cw = `${where} container ${c.name}`;
      // A Node process (it reads hp-config, which holds NATS_URL) logs in to NATS as its own user.
      const readsConfig = (c.envFrom ?? []).some((/** @type {any} */ src) => /^hp-config(-[a-z0-9]{10})?$/.test(src.configMapRef?.name ?? ''));
      if (w.kind === 'Deployment' && readsConfig && !byReference && !natsSecrets.has(`hp-nats-${c.name}`)) {
        problems.push(`${cw}: no NATS user; add the placeholder Secret hp-nats-${c.name} (nats-users.yaml)`);
      }
      if (w.kind === 'Deployment' && readsConfig) {
        for (const { name, value } of serviceProcessEnv) {
          const e = (c.env ?? []).find((/** @type {any} */ v) => v.name === name);
          if (e?.value !== value) problems.push(`${cw}: ${name} must be "${value}" (services/platform/node-flags.json)`);
        }
      }
      if (w.kind === 'Deployment' && (natsSecrets.has(`hp-nats-${c.name}`) || (byReference && readsConfig))) {
        for (const key of ['NATS_USER', 'NATS_PASSWORD']) {
          const e = (c.env ?? []).find((/** @type {any} */ v) => v.name === key);
          if (e?.valueFrom?.secretKeyRef?.name !== `hp-nats-${c.name}`) problems.push(`${cw}: ${key} must come from Secret hp-nats-${c.name}`);
        }
      }
      const image = String(c.image ?? '');
      const tag = /:([^/:@]+)$/.exec(image)?.[1];
      if (!c.image) problems.push(`${cw}: no image`);
      else if (!tag && !image.includes('@')) problems.push(`${cw}: image ${image} has no tag (add it to the kustomization's images)`);
      else if (pinnedTags && image.startsWith('hp/') && /^(latest|dev)$/.test(tag ?? '')) problems.push(`${cw}: image ${image} is not a release's tag`);
      else if (!image.startsWith('hp/') && tag === 'latest') problems.push(`${cw}: image ${image} is not pinned to a version`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory) problems.push(`${cw}: resources.requests cpu and memory are required`);
      if (!c.resources?.limits?.memory) problems.push(`${cw}: resources.limits.memory is required`);
      // The restricted Pod Security Standard, and a root filesystem nothing can write to.
      const security = c.securityContext ?? {};
      if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) problems.push(`${cw}: must run as non-root (runAsNonRoot)`);
      if ((security.seccompProfile ?? podSecurity.seccompProfile)?.type !== 'RuntimeDefault') problems.push(`${cw}: needs seccompProfile RuntimeDefault`);
      if (security.readOnlyRootFilesystem !== true) problems.push(`${cw}: needs readOnlyRootFilesystem`);
      if (security.allowPrivilegeEscalation !== false) problems.push(`${cw}: needs allowPrivilegeEscalation: false`);
      if (!(security.capabilities?.drop ?? []).includes('ALL')) problems.push(`${cw}: must drop ALL capabilities`);
      const ports = new Set((c.ports ?? []).flatMap((/** @type {any} */ p) => [p.name, p.containerPort]));
      if (w.kind !== 'Job' && !(pod.initContainers ?? []).includes(c)) {
        for (const probe of ['readinessProbe', 'livenessProbe']) {
          const port = c[probe]?.httpGet?.port ?? c[probe]?.tcpSocket?.port;
          if (!c[probe]) problems.push(`${cw}: ${probe} is required`);
          else if (port !== undefined && !ports.has(port)) problems.push(`${cw}: ${probe} uses port ${port}, which the container does not declare`);
        }
      }
      for (const e of c.env ?? []) {
        if (e.value !== undefined && /SECRET|PASSWORD|_KEY$|DATABASE_URL|REGISTRATION_CODE/.test(e.name)) {
          problems.push(`${cw}: ${e.name} must come from a Secret, not a literal value`);
        }
        const ref = e.valueFrom?.secretKeyRef;
        if (ref?.name === `hp-nats-${c.name}`) {
          if (!byReference && !natsSecrets.has(ref.name)) problems.push(`${cw}: ${e.name} refers to Secret ${ref.name}, which the base does not define`);
        } else if (ref && ref.name !== 'hp-secrets') {
          problems.push(`${cw}: ${e.name} refers to Secret ${ref.name} (expected hp-secrets, or hp-nats-${c.name} for its NATS user)`);
        }
      }
      for (const src of c.envFrom ?? []) {
        if (src.configMapRef && !configMaps.has(src.configMapRef.name)) problems.push(`${cw}: envFrom ConfigMap ${src.configMapRef.name} does not exist`);
      }
    }
    for (const v of pod.volumes ?? []) {
      if (v.configMap && !configMaps.has(v.configMap.name)) problems.push(`${where}: volume ${v.name} uses unknown ConfigMap ${v.configMap.name}`);
    }
  }
  for (const c of byKind('Cluster')) {
    if (!c.spec?.resources?.requests?.cpu || !c.spec?.resources?.requests?.memory) problems.push(`${nameOf(c)}: resources.requests cpu and memory are required`);
  }

  /** Pods that keep state (NATS, Redis, Postgres): reachable from the product's pods and nothing else. */
  const stores = [
    ...byKind('StatefulSet').map((s) => ({ o: s, labels: s.spec?.template?.metadata?.labels ?? {}, ports: declaredPorts(s), operator: false })),
    ...byKind('Cluster').map((c) => ({ o: c, labels: { 'cnpg.io/cluster': c.metadata.name }, ports: new Set(CNPG_PORTS), operator: true })),
  ];
  /** @param {any} o */
  const policiesFor = (o, /** @type {Record<string, string>} */ labels) =>
    byKind('NetworkPolicy').filter((n) => nsOf(n) === nsOf(o) && selectsPods(n.spec?.podSelector?.matchLabels, labels));

  // Every Deployment scales (an autoscaler aimed at it) and may lose only part of its pods at once (a disruption
  // budget selecting them); so does every StatefulSet, which the autoscaler leaves alone.
  for (const d of [...byKind('Deployment'), ...byKind('StatefulSet')]) {
    const where = nameOf(d);
    const podLabels = d.spec?.template?.metadata?.labels ?? {};
    if (d.kind === 'Deployment') {
      const scaler = byKind('HorizontalPodAutoscaler').find(
        (h) => nsOf(h) === nsOf(d) && h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === d.metadata.name,
      );
      if (!scaler) problems.push(`${where}: no HorizontalPodAutoscaler aims at it`);
      else if (!(scaler.spec.minReplicas >= minReplicas)) problems.push(`${where}: its autoscaler keeps fewer than ${minReplicas} replicas`);
      else if (!(scaler.spec.maxReplicas >= scaler.spec.minReplicas)) problems.push(`${where}: its autoscaler's maxReplicas is below minReplicas`);
      // Stopped gracefully: a pause before SIGTERM while it leaves the Service's endpoints.
      for (const c of d.spec?.template?.spec?.containers ?? [])
        if (!c.lifecycle?.preStop) problems.push(`${where} container ${c.name}: no preStop pause`);
    }
    const budget = byKind('PodDisruptionBudget').find((b) => nsOf(b) === nsOf(d) && selectsPods(b.spec?.selector?.matchLabels, podLabels));
    if (!budget) problems.push(`${where}: no PodDisruptionBudget selects its pods`);
    // Reachable only on ports it declares, through a NetworkPolicy of its own (the namespace denies the rest).
    const policies = policiesFor(d, podLabels);
    if (!policies.length) problems.push(`${where}: no NetworkPolicy selects its pods`);
    const declared = declaredPorts(d);
    for (const n of policies)
      for (const rule of n.spec?.ingress ?? [])
        for (const p of rule.ports ?? [])
          if (!declared.has(p.port)) problems.push(`NetworkPolicy/${n.metadata.name}: opens port ${p.port}, which ${d.metadata.name} does not declare`);
  }
  for (const ns of new Set([...byKind('Deployment'), ...byKind('StatefulSet'), ...byKind('Cluster')].map(nsOf))) {
    const denyAll = byKind('NetworkPolicy').some(
      (n) =>
        nsOf(n) === ns &&
        Object.keys(n.spec?.podSelector ?? {}).length === 0 &&
        (n.spec?.policyTypes ?? []).includes('Ingress') &&
        !(n.spec?.ingress ?? []).length,
    );
    if (!denyAll) problems.push(`no NetworkPolicy denies ingress to the namespace${ns ? ` ${ns}` : ''} by default`);
  }

  const [labelKey, labelValue] = PRODUCT_LABEL;
  const productNamespaces = new Set(byKind('Deployment').filter((d) => d.spec?.template?.metadata?.labels?.[labelKey] === labelValue).map(nsOf));
  if (stores.length) {
    // The product's pods carry the label the stores admit (the Jobs too: migrations reach Postgres).
    for (const w of [...byKind('Deployment'), ...byKind('Job')].filter((o) => productNamespaces.has(nsOf(o)))) {
      if (w.spec?.template?.metadata?.labels?.[labelKey] !== labelValue) problems.push(`${nameOf(w)}: its pods lack ${labelKey}=${labelValue}, which NATS, Postgres and Redis admit`);
    }
  }
  for (const store of stores) {
    const where = nameOf(store.o);
    const policies = policiesFor(store.o, store.labels);
    if (store.o.kind === 'Cluster' && !policies.length) problems.push(`${where}: no NetworkPolicy selects its pods`);
    let fromProduct = false;
    for (const n of policies) {
      for (const rule of n.spec?.ingress ?? []) {
        if (!(rule.from ?? []).length) problems.push(`${where}: NetworkPolicy/${n.metadata.name} admits every pod (an ingress rule without from)`);
        if (store.o.kind === 'Cluster')
          for (const p of rule.ports ?? []) if (!store.ports.has(p.port)) problems.push(`NetworkPolicy/${n.metadata.name}: opens port ${p.port}, which ${where} does not serve`);
        for (const peer of rule.from ?? []) {
          const ns = peer.namespaceSelector?.matchLabels ?? {};
          const pods = peer.podSelector?.matchLabels ?? {};
          const nsName = ns['kubernetes.io/metadata.name'];
          const product = Object.keys(ns).length === 1 && productNamespaces.has(nsName) && Object.keys(pods).length === 1 && pods[labelKey] === labelValue;
          const own = !peer.namespaceSelector && !peer.ipBlock && selectsPods(pods, store.labels);
          const operator =
            store.operator && Object.keys(ns).length === 1 && nsName === CNPG_OPERATOR.namespace && selectsPods(pods, CNPG_OPERATOR.labels);
          if (product) fromProduct = true;
          else if (!own && !operator) problems.push(`${where}: NetworkPolicy/${n.metadata.name} admits ${JSON.stringify(peer)}, which is neither the product's pods nor its own`);
        }
      }
    }
    if (productNamespaces.size && !fromProduct) problems.push(`${where}: no NetworkPolicy admits the product's pods (${labelKey}=${labelValue} in ${[...productNamespaces].join(', ')})`);
  }

  // Streams kept on more NATS nodes than there are cannot be created.
  const jetStreamReplicas = Number(byKind('ConfigMap').find((c) => c.metadata.name === 'hp-config')?.data?.JETSTREAM_REPLICAS ?? 1);
  const nats = byKind('StatefulSet').find((s) => s.metadata.name === 'nats');
  if (nats && jetStreamReplicas > (nats.spec?.replicas ?? 1)) {
    problems.push(`hp-config: JETSTREAM_REPLICAS is ${jetStreamReplicas}, but NATS has ${nats.spec?.replicas ?? 1} node(s)`);
  }

  // Services select pods that exist and target ports those pods declare.
  const services = new Map(byKind('Service').map((s) => [`${nsOf(s)}/${s.metadata.name}`, s]));
  for (const s of services.values()) {
    const where = nameOf(s);
    const target = [...byKind('Deployment'), ...byKind('StatefulSet')].find(
      (d) => nsOf(d) === nsOf(s) && Object.entries(s.spec?.selector ?? {}).every(([k, v]) => d.spec.template.metadata?.labels?.[k] === v),
    );
    if (!target) {
      problems.push(`${where}: selects no Deployment`);
      continue;
    }
    const declared = declaredPorts(target);
    for (const p of s.spec.ports ?? []) if (!declared.has(p.targetPort)) problems.push(`${where}: targetPort ${p.targetPort} is not declared by ${target.metadata.name}`);
  }
  /** @type {string[]} */
  const ingressPaths = [];
  for (const ing of byKind('Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        ingressPaths.push(p.path);
        const svc = services.get(`${nsOf(ing)}/${p.backend?.service?.name}`);
        if (!svc) {
          problems.push(`Ingress/${ing.metadata.name} ${p.path}: no Service ${p.backend?.service?.name}`);
          continue;
        }
        const port = p.backend.service.port;
        if (!(svc.spec.ports ?? []).some((/** @type {any} */ sp) => sp.name === port?.name || sp.port === port?.number)) {
          problems.push(`Ingress/${ing.metadata.name} ${p.path}: Service ${svc.metadata.name} has no port ${JSON.stringify(port)}`);
        }
      }
    }
  }

  // The registry in the ConfigMap matches the local one, and each remote it lists is deployed and routed.
  const registryFile = path.join(here, 'base', 'mfe-registry.json');
  const registryMap = byKind('ConfigMap').find((c) => /^mfe-registry(-[a-z0-9]{10})?$/.test(c.metadata.name));
  if (registryMap && fs.existsSync(localRegistry)) {
    const inK8s = JSON.parse(registryMap.data?.['mfe-registry.json'] ?? '{}');
    const local = JSON.parse(fs.readFileSync(localRegistry, 'utf8'));
    if (JSON.stringify(inK8s) !== JSON.stringify(local)) {
      problems.push(`${path.relative(path.join(here, '..', '..'), registryFile)} differs from infra/nginx/mfe-registry.json (copy the new one over)`);
    }
    for (const remote of local.remotes ?? []) {
      if (![...services.values()].some((s) => s.metadata.name === `mfe-${remote.name}`)) problems.push(`registry lists remote ${remote.name}, but there is no Service mfe-${remote.name}`);
      if (!ingressPaths.includes(`/mfe/${remote.name}`)) problems.push(`registry lists remote ${remote.name}, but the Ingress has no /mfe/${remote.name} path`);
    }
  }
  return { problems, resources: objects.map(nameOf) };
}

/**
 * The base and every overlay.
 * @param {{ kubectl?: string }} [options]
 * @returns {{ dir: string, problems: string[], resources: string[] }[]}
 */
export function validateAll(options = {}) {
  return TARGETS.map(({ dir, ...target }) => ({
    dir,
    ...validate(path.join(here, dir), undefined, { ...target, ...options }),
  }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  for (const { dir, problems, resources } of validateAll()) {
    if (problems.length) {
      failed = true;
      console.error(`infra/k8s/${dir}: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    } else {
      const counts = new Map();
      for (const r of resources) counts.set(r.split('/')[0], (counts.get(r.split('/')[0]) ?? 0) + 1);
      console.log(`infra/k8s/${dir} OK: ${resources.length} objects (${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')})`);
    }
  }
  if (failed) process.exit(1);
}
