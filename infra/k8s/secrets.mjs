#!/usr/bin/env node
// The Secrets an environment needs that are made, not chosen: random passwords, written into a folder outside git
// for the operator to apply (README, "Secrets"). Nothing here is committed; the manifests only reference them.
//
//   node infra/k8s/secrets.mjs <folder>    (npm run build -w @hp/contracts first: the NATS permissions come from it)
//
// Writes, mode 600, and refuses to overwrite (a rotation is a new folder, applied, then the pods restarted):
//   <folder>/generated.yaml     hp-nats-<process> (namespace hp: NATS_USER, NATS_PASSWORD), hp-nats-server-auth
//                               (hp-infra: auth.conf, the users with contracts' permissions, which nats.conf
//                               includes) and hp-db-<service> (hp-infra, kubernetes.io/basic-auth: the password
//                               CloudNativePG gives the service's role);
//   <folder>/database-urls.env  <NAME>_DATABASE_URL for each service, to add to hp-secrets.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { natsContracts } from '../lib/nats.mjs';
import { envPrefix, pgName, POSTGRES_CLUSTER, serviceSpecs } from './services.mjs';

const password = () => crypto.randomBytes(32).toString('base64url');

/**
 * @param {{ services: string[], gatewayUser: string, permissionsFor: (name: string) => object, random?: () => string }} o
 * @returns {{ yaml: string, env: string }}
 */
export function environmentSecrets({ services, gatewayUser, permissionsFor, random = password }) {
  const processes = [gatewayUser, ...services];
  const nats = processes.map((name) => ({ user: name, password: random(), permissions: permissionsFor(name) }));
  const secret = (/** @type {string} */ namespace, /** @type {string} */ name, /** @type {Record<string, string>} */ stringData, type = 'Opaque') => ({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace },
    type,
    stringData,
  });
  const roles = services.map((name) => ({ name, role: pgName(name), password: random() }));
  const docs = [
    ...nats.map(({ user, password: pw }) => secret('hp', `hp-nats-${user}`, { NATS_USER: user, NATS_PASSWORD: pw })),
    // NATS configuration is a superset of JSON.
    secret('hp-infra', 'hp-nats-server-auth', { 'auth.conf': `authorization: ${JSON.stringify({ users: nats }, null, 2)}\n` }),
    ...roles.map(({ name, role, password: pw }) => secret('hp-infra', `hp-db-${name}`, { username: role, password: pw }, 'kubernetes.io/basic-auth')),
  ];
  const host = `${POSTGRES_CLUSTER}-rw.hp-infra.svc.cluster.local:5432`;
  return {
    yaml: docs.map((doc) => stringify(doc, { lineWidth: 0 })).join('---\n'),
    env: roles.map(({ name, role, password: pw }) => `${envPrefix(name)}_DATABASE_URL=postgresql://${role}:${pw}@${host}/hp_${role}\n`).join(''),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node infra/k8s/secrets.mjs <folder outside git>');
    process.exit(2);
  }
  const files = { yaml: path.join(dir, 'generated.yaml'), env: path.join(dir, 'database-urls.env') };
  const existing = Object.values(files).filter((file) => fs.existsSync(file));
  if (existing.length) {
    console.error(`${existing.join(', ')} exist already: a rotation writes a new folder`);
    process.exit(1);
  }
  const { natsPermissionsFor, GATEWAY_NATS_USER } = await natsContracts();
  const out = environmentSecrets({
    services: serviceSpecs().map((spec) => spec.name),
    gatewayUser: GATEWAY_NATS_USER,
    permissionsFor: natsPermissionsFor,
  });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(files.yaml, out.yaml, { mode: 0o600 });
  fs.writeFileSync(files.env, out.env, { mode: 0o600 });
  console.log(`wrote ${files.yaml} and ${files.env}`);
}
