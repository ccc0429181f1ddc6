// The product's own NATS: one user per process (the gateway and every service), each with the subject
// permissions contracts gives it (natsPermissionsFor), plus an operator user without restrictions for tests
// and tools. Passwords are random, made once, and kept in .data/nats/users.json (mode 600); the server's
// configuration (natsServerConfig, JSON) is written next to it as nats.conf (mode 600).
//
// Every child gets NATS_URL, NATS_USER and NATS_PASSWORD. A NATS that is not on loopback is not ours:
// nothing is started or written, and NATS_USER / NATS_PASSWORD pass through from the environment (in
// Kubernetes each pod gets its own from a Secret, infra/k8s).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { isLoopback, settings } from './env.mjs';
import { dataPath, fromRoot } from './paths.mjs';
import { listServices } from './workspace.mjs';

/** The unrestricted user of tests and operators (npm test's unit, integration and Pact phases use it). */
export const OPERATOR_NATS_USER = 'operator';
export const NATS_DIR = dataPath('nats');
export const NATS_USERS_FILE = dataPath('nats', 'users.json');
export const NATS_CONF_FILE = dataPath('nats', 'nats.conf');

/**
 * contracts' NATS functions, from its build (contracts/dist).
 * @returns {Promise<{ natsPermissionsFor: (name: string) => object, natsServerConfig: (o: object) => object, GATEWAY_NATS_USER: string }>}
 */
export async function natsContracts() {
  const dist = fromRoot('contracts', 'dist', 'server.js');
  /** @type {any} */
  let contracts = {};
  if (fs.existsSync(dist)) contracts = await import('@hp/contracts/server');
  if (typeof contracts.natsPermissionsFor !== 'function' || typeof contracts.natsServerConfig !== 'function') {
    throw new Error('contracts/dist is missing or out of date (no natsPermissionsFor); build it: npm run build -w @hp/contracts');
  }
  return contracts;
}

/** Every process that connects to NATS: the gateway and each service. @param {string} gatewayUser */
export const natsProcessNames = (gatewayUser) => [gatewayUser, ...listServices().map((s) => s.name)];

/** The saved passwords (user -> password), or {} before the first run. @returns {Record<string, string>} */
export function readNatsPasswords(file = NATS_USERS_FILE) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).users ?? {};
  } catch {
    return {};
  }
}

/**
 * The users file with a password for each name (missing ones are made and saved; existing ones kept).
 * @param {string[]} names
 * @returns {Record<string, string>} user -> password
 */
export function natsPasswords(names, file = NATS_USERS_FILE) {
  const users = readNatsPasswords(file);
  const missing = names.filter((n) => !users[n]);
  for (const name of missing) users[name] = crypto.randomBytes(24).toString('base64url');
  if (missing.length > 0 || !fs.existsSync(file)) writePrivate(file, JSON.stringify({ users }, null, 2));
  return users;
}

const writePrivate = (/** @type {string} */ file, /** @type {string} */ text) => {
  fs.mkdirSync(NATS_DIR, { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an existing file keeps its mode otherwise
};

/**
 * Writes nats.conf: listen address, JetStream store, one restricted user per process, the operator user.
 * @param {{ host: string, port: number, storeDir?: string, file?: string, usersFile?: string }} o
 * @returns {Promise<{ file: string, users: Record<string, string> }>}
 */
export async function writeNatsConfig({ host, port, storeDir = NATS_DIR, file = NATS_CONF_FILE, usersFile = NATS_USERS_FILE }) {
  const { natsPermissionsFor, natsServerConfig, GATEWAY_NATS_USER } = await natsContracts();
  const processes = natsProcessNames(GATEWAY_NATS_USER);
  const names = [...processes, OPERATOR_NATS_USER];
  const passwords = natsPasswords(names, usersFile);
  // Only today's processes: the file may still hold a service that has been removed since.
  const users = Object.fromEntries(names.map((name) => [name, /** @type {string} */ (passwords[name])]));
  const configUsers = names.map((name) => ({
    user: name, password: users[name], ...(name === OPERATOR_NATS_USER ? {} : { permissions: natsPermissionsFor(name) }),
  }));
  writePrivate(file, JSON.stringify(natsServerConfig({ host, port, storeDir, users: configUsers }), null, 2));
  return { file, users };
}

/**
 * NATS_URL, NATS_USER and NATS_PASSWORD for one process (`operator` for tests). With a NATS that is not on
 * loopback, only NATS_URL: the user and password come from the environment as they are.
 * @param {string} name
 * @returns {Record<string, string>}
 */
export function natsEnvFor(name) {
  const { nats } = settings();
  if (!isLoopback(nats.host)) return { NATS_URL: nats.url };
  const password = readNatsPasswords()[name];
  if (!password) throw new Error(`no NATS user "${name}" in ${NATS_USERS_FILE} (the infrastructure step writes one per process)`);
  return { NATS_URL: nats.url, NATS_USER: name, NATS_PASSWORD: password };
}
