#!/usr/bin/env node
// The release gate of one area (issue 15): `npm run release:gate -- <area>` (gateway, shell, mfe-<name>, or a
// service's name) passes only when the area keeps every contract it is part of, read from the pact files in
// contracts/pacts (`<consumer>-<provider>.json`):
//   1. as a consumer, its tests write the pacts of what it expects now;
//   2. each provider it expects something of verifies those pacts (the deployed gateway answers the remote's calls;
//      a service publishes the events another consumes);
//   3. as a provider, it verifies every pact its consumers wrote;
//   4. for a service, the gateway's verification of the remotes' pacts too: it replays them against the stack
//      this working tree builds, the new service behind the gateway.
// A team releases its area's image and manifest only after this passes (infra/k8s/README.md, "Releasing one area").
// Needs what `npm test` needs (Postgres, NATS, Redis on this machine); the providers' tests start the rest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromRoot } from '../lib/paths.mjs';
import { listRemotes, listServices, workspaceArg } from '../lib/workspace.mjs';

/** @typedef {{ area: string, dir: string, script: string, why: string }} GateStep */

/** Every area that can be released alone, with its folder. @returns {Map<string, string>} */
export function releasableAreas() {
  return new Map([
    ['gateway', 'gateway'],
    ['shell', 'shell'],
    ...listRemotes().map(({ area }) => /** @type {[string, string]} */ ([`mfe-${area}`, `mfe-${area}`])),
    ...listServices().map((service) => /** @type {[string, string]} */ ([service.name, `services/${service.name}`])),
  ]);
}

/**
 * The contracts in `<consumer>-<provider>.json` file names (area names may hold a hyphen themselves).
 * @param {string[]} files @param {Iterable<string>} areas
 */
export function pactPairs(files, areas) {
  const known = [...areas];
  return files.flatMap((file) => {
    const name = path.basename(file, '.json');
    const consumer = known.find((area) => name.startsWith(`${area}-`) && known.includes(name.slice(area.length + 1)));
    return consumer ? [{ consumer, provider: name.slice(consumer.length + 1) }] : [];
  });
}

/** The script that writes an area's pacts as a consumer, and the one that verifies pacts as a provider. */
const consumerScript = (/** @type {string} */ area) => (area === 'gateway' ? 'test:pact:consumer' : 'test:pact');
const providerScript = (/** @type {string} */ area) => (area === 'gateway' ? 'test:pact' : 'test:pact:verify');

/**
 * What the gate runs for `area`, in order, without duplicates.
 * @param {string} area
 * @param {{ pairs: { consumer: string, provider: string }[], dirs: Map<string, string> }} o
 * @returns {GateStep[]}
 */
export function gatePlan(area, { pairs, dirs }) {
  const dir = (/** @type {string} */ name) => {
    const found = dirs.get(name);
    if (!found) throw new Error(`no area ${name} (areas: ${[...dirs.keys()].join(', ')})`);
    return found;
  };
  dir(area);
  /** @type {GateStep[]} */
  const steps = [];
  const add = (/** @type {GateStep} */ step) => {
    if (!steps.some((s) => s.dir === step.dir && s.script === step.script)) steps.push(step);
  };
  const expects = pairs.filter((pair) => pair.consumer === area);
  const expected = pairs.filter((pair) => pair.provider === area);
  if (expects.length)
    add({ area, dir: dir(area), script: consumerScript(area), why: `writes what ${area} expects` });
  for (const { provider } of expects)
    add({ area: provider, dir: dir(provider), script: providerScript(provider), why: `${provider} gives what ${area} expects` });
  if (expected.length)
    add({
      area,
      dir: dir(area),
      script: providerScript(area),
      why: `${area} gives what ${expected.map((pair) => pair.consumer).join(', ')} expect`,
    });
  if (dirs.get(area)?.startsWith('services/') && pairs.some((pair) => pair.provider === 'gateway'))
    add({ area: 'gateway', dir: dir('gateway'), script: providerScript('gateway'), why: `the gateway, ${area} behind it, gives what the remotes expect` });
  if (!steps.length) throw new Error(`${area} is in no pact of contracts/pacts: nothing to check`);
  return steps;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const area = process.argv[2];
  const dirs = releasableAreas();
  if (!area) {
    console.error(`usage: npm run release:gate -- <area>   (${[...dirs.keys()].join(', ')})`);
    process.exit(2);
  }
  const pactDir = fromRoot('contracts', 'pacts');
  const pairs = pactPairs(fs.readdirSync(pactDir).filter((file) => file.endsWith('.json')), dirs.keys());
  /** @type {GateStep[]} */
  let steps;
  try {
    steps = gatePlan(area, { pairs, dirs });
  } catch (error) {
    console.error(`release gate: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  for (const [index, step] of steps.entries()) {
    console.log(`release gate ${area} ${index + 1}/${steps.length}: ${step.why} (npm run ${step.script} in ${step.dir})`);
    const { status } = spawnSync('npm', ['run', step.script, ...workspaceArg(step.dir)], { cwd: fromRoot(), stdio: 'inherit' });
    if (status !== 0) {
      console.error(`release gate ${area}: FAILED at "${step.why}"; do not release ${area}.`);
      process.exit(1);
    }
  }
  console.log(`release gate ${area}: passed (${steps.length} checks); ${area} may be released alone.`);
}
