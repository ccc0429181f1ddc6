// The local stand-ins npm start and npm test run when nothing listens yet: S3 (s3rver), SMTP with a web
// inbox (maildev) and the Pine Labs Plural simulator, in ONE Node process (each alone costs a Node runtime:
// together about 150 MB instead of about 280 MB). The supervisor restarts that process, with all three in it.
//   node infra/lib/local-servers.mjs '<json: LocalServers>'   prints "ready" once every server listens
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { presignedOnly } from './s3-presigned.mjs';

/**
 * @typedef {{
 *   s3?: { host: string, port: number, directory: string, accessKey: string, secretKey: string },
 *   maildev?: { host: string, smtpPort: number, webPort: number, directory: string },
 *   plural?: { host: string, port: number, webhookUrl: string },
 *   whatsApp?: { host: string, port: number, webhookUrl: string },
 * }} LocalServers
 */

export const LOCAL_SERVERS_SCRIPT = new URL(import.meta.url).pathname;

/**
 * s3rver, which checks no signature, behind lib/s3-presigned.mjs: what comes without the services' Authorization
 * header (browsers, through nginx's /hp-private/) must be a valid presigned GET, as on a real store.
 * @param {NonNullable<LocalServers['s3']>} options
 */
export async function startLocalS3({ host, port, directory, accessKey, secretKey }) {
  const require = createRequire(path.join(path.dirname(LOCAL_SERVERS_SCRIPT), '..', 'package.json'));
  const S3rver = require('s3rver');
  const s3 = new S3rver({ address: host, port, directory, silent: true });
  const handle = s3.callback();
  s3.callback = () => presignedOnly(handle, { accessKey, secretKey });
  await s3.run();
  return s3;
}

/** @param {LocalServers} servers */
async function runLocalServers(servers) {
  const require = createRequire(path.join(path.dirname(LOCAL_SERVERS_SCRIPT), '..', 'package.json'));
  /** @type {(() => Promise<unknown>)[]} */
  const closers = [];
  if (servers.s3) {
    const s3 = await startLocalS3(servers.s3);
    closers.push(() => s3.close());
    console.log(`s3rver on ${servers.s3.host}:${servers.s3.port} (${servers.s3.directory})`);
  }
  if (servers.maildev) {
    const { host, smtpPort, webPort, directory } = servers.maildev;
    const MailDev = require('maildev');
    // With options given, maildev takes none of its command line's defaults: the base path too.
    const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, mailDirectory: directory, basePathname: '/' });
    await promisify(maildev.listen.bind(maildev))();
    closers.push(promisify(maildev.close.bind(maildev)));
  }
  if (servers.plural) {
    const { startPluralSimulator } = await import('../plural-simulator/server.mjs');
    const log = (/** @type {string} */ line) => console.log(`[plural-simulator] ${line}`);
    const sim = await startPluralSimulator({ ...servers.plural, log });
    closers.push(() => sim.close());
    console.log(`[plural-simulator] listening on ${sim.url} (webhooks to ${servers.plural.webhookUrl})`);
  }
  if (servers.whatsApp) {
    const { startWhatsAppSimulator } = await import('../whatsapp-simulator/server.mjs');
    const log = (/** @type {string} */ line) => console.log(`[whatsapp-simulator] ${line}`);
    const sim = await startWhatsAppSimulator({ ...servers.whatsApp, log });
    closers.push(() => sim.close());
    console.log(`[whatsapp-simulator] listening on ${sim.url} (status callbacks to ${servers.whatsApp.webhookUrl})`);
  }
  console.log('ready');
  // Started with the services' --expose-gc: give start-up's memory back (services/platform releaseStartUpMemory).
  /** @type {{ gc?: (options: object) => void }} */ (globalThis).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  // maildev stops itself (and exits) on SIGINT / SIGTERM; the others are closed first.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.prependListener(signal, () => void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runLocalServers(JSON.parse(process.argv[2] ?? '{}'));
}
