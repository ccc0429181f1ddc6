#!/usr/bin/env node
// Checks the Kubernetes manifests without a cluster: YAML syntax, every resource listed by the
// kustomization (folders are kustomizations of their own, e.g. the generated base/services), probes and resource requests on every container, Services and the Ingress pointing at
// things that exist, no Secret values in git (only hp-nats-<process> placeholders, each used by its own
// Deployment for NATS_USER / NATS_PASSWORD), the registry ConfigMap in step with the local one, and every object
// against Kubernetes' own OpenAPI schema for its kind (the `kubernetes-models` packages: a string where a number
// belongs, a missing required field, a value outside its enum; the schemas allow fields they do not know).
// Usage: node infra/k8s/validate.mjs  (exit 1 with the problems listed)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {string} file
 * @param {string[]} problems
 * @returns {any[]}
 */
function readDocs(file, problems) {
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  /** @type {any[]} */
  const out = [];
  for (const doc of docs) {
    for (const e of doc.errors) problems.push(`${path.basename(file)}: ${e.message}`);
    const value = doc.toJS();
    if (value) out.push(value);
  }
  return out;
}

/**
 * The API groups whose schemas are checked, by apiVersion. An object of any other apiVersion is a problem until its
 * group is added here (a custom resource brings its own schema).
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
 * What Kubernetes' schema finds wrong with an object (nothing when it is valid).
 * @param {any} object  a manifest as parsed, without validate's own `__file`
 * @returns {string | undefined}
 */
export function schemaProblem(object) {
  const group = SCHEMAS_BY_API_VERSION[object.apiVersion];
  if (!group) return `no schema for apiVersion ${object.apiVersion} (add its group to SCHEMAS_BY_API_VERSION)`;
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
 * marked as such, that an environment's overlay replaces.
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
 * @param {string} [baseDir]
 * @param {string} [localRegistry]
 * @returns {{ problems: string[], resources: string[] }}
 */
export function validate(baseDir = path.join(here, 'base'), localRegistry = path.join(here, '..', 'nginx', 'mfe-registry.json')) {
  /** @type {string[]} */
  const problems = [];
  const kustomization = readDocs(path.join(baseDir, 'kustomization.yaml'), problems)[0] ?? {};
  /** @type {any[]} */
  const objects = [];
  /** @type {Set<string>} */
  const images = new Set();
  // A resource that is a folder is a kustomization of its own (base/services, generated): its resources and
  // images count as the base's.
  const collect = (/** @type {string} */ dir, /** @type {any} */ k, /** @type {string} */ prefix) => {
    for (const i of k.images ?? []) images.add(i.name);
    for (const res of k.resources ?? []) {
      const file = path.join(dir, res);
      if (!fs.existsSync(file)) {
        problems.push(`kustomization lists ${prefix}${res}, which does not exist`);
      } else if (fs.statSync(file).isDirectory()) {
        collect(file, readDocs(path.join(file, 'kustomization.yaml'), problems)[0] ?? {}, `${prefix}${res}/`);
      } else {
        for (const obj of readDocs(file, problems)) objects.push({ ...obj, __file: `${prefix}${res}` });
      }
    }
    for (const f of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')) {
      if (!(k.resources ?? []).includes(f)) problems.push(`${prefix}${f} is not listed in ${prefix}kustomization.yaml`);
    }
  };
  collect(baseDir, kustomization, '');
  const generatedConfigMaps = new Set((kustomization.configMapGenerator ?? []).map((/** @type {any} */ g) => g.name));
  for (const gen of kustomization.configMapGenerator ?? []) {
    for (const f of gen.files ?? []) {
      const src = String(f).split('=').pop() ?? '';
      if (!fs.existsSync(path.join(baseDir, src))) problems.push(`configMapGenerator ${gen.name}: ${src} does not exist`);
    }
  }

  const byKind = (/** @type {string} */ kind) => objects.filter((o) => o.kind === kind);
  for (const o of objects) {
    const where = `${o.__file} ${o.kind ?? '?'}/${o.metadata?.name ?? '?'}`;
    if (!o.apiVersion || !o.kind || !o.metadata?.name) problems.push(`${where}: apiVersion, kind and metadata.name are required`);
    const { __file: _file, ...manifest } = o;
    const invalid = schemaProblem(manifest);
    if (invalid) problems.push(`${where}: ${invalid}`);
    if (o.kind === 'Secret' && !isNatsPlaceholder(o)) {
      problems.push(`${where}: Secrets must not be kept in git; reference hp-secrets instead (only hp-nats-<process> placeholders may be here)`);
    }
  }
  const configMaps = new Set([...generatedConfigMaps, ...byKind('ConfigMap').map((c) => c.metadata.name)]);
  const natsSecrets = new Set(byKind('Secret').filter(isNatsPlaceholder).map((o) => o.metadata.name));

  /** Pod templates of Deployments and Jobs. */
  const workloads = [...byKind('Deployment'), ...byKind('Job')];
  for (const w of workloads) {
    const where = `${w.__file} ${w.kind}/${w.metadata.name}`;
    const pod = w.spec?.template?.spec;
    if (!pod) {
      problems.push(`${where}: no pod template`);
      continue;
    }
    if (w.kind === 'Deployment') {
      const sel = w.spec.selector?.matchLabels ?? {};
      const labels = w.spec.template.metadata?.labels ?? {};
      for (const [k, v] of Object.entries(sel)) if (labels[k] !== v) problems.push(`${where}: selector ${k}=${v} does not match the pod labels`);
    }
    for (const c of pod.containers ?? []) {
      const cw = `${where} container ${c.name}`;
      // A Node process (it reads hp-config, which holds NATS_URL) logs in to NATS as its own user.
      const readsConfig = (c.envFrom ?? []).some((/** @type {any} */ src) => src.configMapRef?.name === 'hp-config');
      if (w.kind === 'Deployment' && readsConfig && !natsSecrets.has(`hp-nats-${c.name}`)) {
        problems.push(`${cw}: no NATS user; add the placeholder Secret hp-nats-${c.name} (nats-users.yaml)`);
      }
      if (w.kind === 'Deployment' && natsSecrets.has(`hp-nats-${c.name}`)) {
        for (const key of ['NATS_USER', 'NATS_PASSWORD']) {
          const e = (c.env ?? []).find((/** @type {any} */ v) => v.name === key);
          if (e?.valueFrom?.secretKeyRef?.name !== `hp-nats-${c.name}`) problems.push(`${cw}: ${key} must come from Secret hp-nats-${c.name}`);
        }
      }
      if (!c.image) problems.push(`${cw}: no image`);
      else if (!images.has(String(c.image).split(':')[0])) problems.push(`${cw}: image ${c.image} is not in kustomization images`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory) problems.push(`${cw}: resources.requests cpu and memory are required`);
      const ports = new Set((c.ports ?? []).flatMap((/** @type {any} */ p) => [p.name, p.containerPort]));
      if (w.kind === 'Deployment') {
        for (const probe of ['readinessProbe', 'livenessProbe']) {
          const port = c[probe]?.httpGet?.port;
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
          if (!natsSecrets.has(ref.name)) problems.push(`${cw}: ${e.name} refers to Secret ${ref.name}, which the base does not define`);
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

  // Every Deployment scales (an autoscaler aimed at it) and may lose only part of its pods at once (a disruption
  // budget selecting them).
  for (const d of byKind('Deployment')) {
    const where = `${d.__file} Deployment/${d.metadata.name}`;
    const podLabels = d.spec?.template?.metadata?.labels ?? {};
    const scaler = byKind('HorizontalPodAutoscaler').find(
      (h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === d.metadata.name,
    );
    if (!scaler) problems.push(`${where}: no HorizontalPodAutoscaler aims at it`);
    else if (!(scaler.spec.minReplicas >= 2)) problems.push(`${where}: its autoscaler keeps fewer than 2 replicas`);
    const budget = byKind('PodDisruptionBudget').find((b) => selectsPods(b.spec?.selector?.matchLabels, podLabels));
    if (!budget) problems.push(`${where}: no PodDisruptionBudget selects its pods`);
    // Stopped gracefully: a pause before SIGTERM while it leaves the Service's endpoints.
    for (const c of d.spec?.template?.spec?.containers ?? [])
      if (!c.lifecycle?.preStop) problems.push(`${where} container ${c.name}: no preStop pause`);
    // Reachable only on ports it declares, through a NetworkPolicy of its own (the namespace denies the rest).
    const policies = byKind('NetworkPolicy').filter((n) => selectsPods(n.spec?.podSelector?.matchLabels, podLabels));
    if (!policies.length) problems.push(`${where}: no NetworkPolicy selects its pods`);
    const declared = new Set(
      (d.spec?.template?.spec?.containers ?? []).flatMap((/** @type {any} */ c) =>
        (c.ports ?? []).flatMap((/** @type {any} */ p) => [p.name, p.containerPort]),
      ),
    );
    for (const n of policies)
      for (const rule of n.spec?.ingress ?? [])
        for (const p of rule.ports ?? [])
          if (!declared.has(p.port)) problems.push(`NetworkPolicy/${n.metadata.name}: opens port ${p.port}, which ${d.metadata.name} does not declare`);
  }
  const denyAll = byKind('NetworkPolicy').some(
    (n) =>
      Object.keys(n.spec?.podSelector ?? {}).length === 0 &&
      (n.spec?.policyTypes ?? []).includes('Ingress') &&
      !(n.spec?.ingress ?? []).length,
  );
  if (byKind('Deployment').length && !denyAll) problems.push('no NetworkPolicy denies ingress to the namespace by default');

  // Services select pods that exist and target ports those pods declare.
  const services = new Map(byKind('Service').map((s) => [s.metadata.name, s]));
  for (const s of services.values()) {
    const where = `${s.__file} Service/${s.metadata.name}`;
    const target = byKind('Deployment').find((d) =>
      Object.entries(s.spec?.selector ?? {}).every(([k, v]) => d.spec.template.metadata?.labels?.[k] === v),
    );
    if (!target) {
      problems.push(`${where}: selects no Deployment`);
      continue;
    }
    const declared = new Set(
      target.spec.template.spec.containers.flatMap((/** @type {any} */ c) => (c.ports ?? []).flatMap((/** @type {any} */ p) => [p.name, p.containerPort])),
    );
    for (const p of s.spec.ports ?? []) if (!declared.has(p.targetPort)) problems.push(`${where}: targetPort ${p.targetPort} is not declared by ${target.metadata.name}`);
  }
  /** @type {string[]} */
  const ingressPaths = [];
  for (const ing of byKind('Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        ingressPaths.push(p.path);
        const svc = services.get(p.backend?.service?.name);
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
  const registryFile = path.join(baseDir, 'mfe-registry.json');
  if (fs.existsSync(registryFile) && fs.existsSync(localRegistry)) {
    const inK8s = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
    const local = JSON.parse(fs.readFileSync(localRegistry, 'utf8'));
    if (JSON.stringify(inK8s) !== JSON.stringify(local)) {
      problems.push('infra/k8s/base/mfe-registry.json differs from infra/nginx/mfe-registry.json (copy the new one over)');
    }
    for (const remote of local.remotes ?? []) {
      if (!services.has(`mfe-${remote.name}`)) problems.push(`registry lists remote ${remote.name}, but there is no Service mfe-${remote.name}`);
      if (!ingressPaths.includes(`/mfe/${remote.name}`)) problems.push(`registry lists remote ${remote.name}, but the Ingress has no /mfe/${remote.name} path`);
    }
  }
  return { problems, resources: objects.map((o) => `${o.kind}/${o.metadata?.name}`) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { problems, resources } = validate();
  if (problems.length) {
    console.error(`infra/k8s: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`infra/k8s/base OK: ${resources.length} objects (${resources.join(', ')})`);
}
