#!/usr/bin/env node
// @ts-check
// Runs the Plural simulator in the foreground (the payment service's tests start it so; npm start and npm test run
// it inside lib/local-servers.mjs, beside s3rver and maildev).
// Settings from the environment (.env is loaded by the start scripts): PLURAL_SIMULATOR_PORT,
// PLURAL_SIMULATOR_WEBHOOK_URL, PLURAL_CLIENT_ID, PLURAL_CLIENT_SECRET, PLURAL_WEBHOOK_SECRET; see README.md.
//   node infra/plural-simulator/cli.mjs [--port N] [--webhook-url URL] [--quiet]
import { parseArgs } from 'node:util';
import { startPluralSimulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'webhook-url': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const sim = await startPluralSimulator({
  ...(values.port ? { port: Number(values.port) } : {}),
  ...(values.host ? { host: values.host } : {}),
  ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
  log: values.quiet ? undefined : (line) => console.log(`[plural-simulator] ${line}`),
});
console.log(
  `[plural-simulator] listening on ${sim.url} (webhooks to ${process.env.PLURAL_SIMULATOR_WEBHOOK_URL || values['webhook-url'] || 'nowhere: set PLURAL_SIMULATOR_WEBHOOK_URL'})`,
);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
