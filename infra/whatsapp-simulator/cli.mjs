#!/usr/bin/env node
// @ts-check
// Runs the WhatsApp Cloud API (and SMS) simulator in the foreground (the notification service's tests start it so;
// npm start runs it inside lib/local-servers.mjs). Settings from the environment: WHATSAPP_SIMULATOR_PORT,
// WHATSAPP_SIMULATOR_WEBHOOK_URL, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_PHONE_NUMBER_ID, SMS_API_KEY.
//   node infra/whatsapp-simulator/cli.mjs [--port N] [--webhook-url URL] [--status-delay-ms N] [--quiet]
import { parseArgs } from 'node:util';
import { startWhatsAppSimulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'webhook-url': { type: 'string' },
    'status-delay-ms': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const sim = await startWhatsAppSimulator({
  ...(values.port ? { port: Number(values.port) } : {}),
  ...(values.host ? { host: values.host } : {}),
  ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
  ...(values['status-delay-ms'] ? { statusDelayMs: Number(values['status-delay-ms']) } : {}),
  log: values.quiet ? undefined : (line) => console.log(`[whatsapp-simulator] ${line}`),
});
console.log(
  `[whatsapp-simulator] listening on ${sim.url} (status callbacks to ${sim.config.webhookUrl ?? 'nowhere'})`,
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
