import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationReminderCommands } from '@hp/contracts/server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import {
  startServiceUnderTest,
  startWhatsAppSimulator,
  type ServiceUnderTest,
  type TestWhatsAppSimulator,
} from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadNotificationConfig, type NotificationConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The services whose events the notification service consumes (their streams are made here as their relays would). */
const PUBLISHERS = ['auth', 'booking', 'payment', 'prescription'];

export interface NotificationHarness extends ServiceUnderTest<NotificationConfig> {
  prisma: PrismaService;
  whatsApp: TestWhatsAppSimulator;
  /** A stand-in for another service on NATS (as its own user): answers `subject` with `answer(data)`. */
  standIn(service: string, subject: string, answer: (data: unknown) => unknown): Promise<StandIn>;
}

export interface StandIn {
  /** The requests' data, in order. */
  received: unknown[];
  close(): Promise<void>;
}

/**
 * The notification service in this process against real servers (startServiceUnderTest: its own database, NATS
 * with the product's users, maildev) and the WhatsApp Cloud API simulator, whose status callbacks reach the
 * service's command through a relay that does what the gateway's webhook route does (raw body and signature header).
 */
export async function startNotificationHarness(
  env: Record<string, string> = {},
): Promise<NotificationHarness> {
  const whatsApp = await startWhatsAppSimulator();
  const harness = await startServiceUnderTest({
    service: 'notification',
    serviceDir,
    loadConfig: loadNotificationConfig,
    rootModule: (config) => AppModule.forRoot(config),
    env: {
      ...whatsApp.env,
      // The tests sweep when they choose (ReminderSweeperJob.sweep); the timer stays out of their way.
      REMINDER_SWEEP_INTERVAL_MS: '3600000',
      NOTIFICATION_SITE_URL: 'https://care.example.in',
      WHATSAPP_VERIFY_TOKEN: 'hp-test-whatsapp-verify-token',
      ...env,
    },
    otherServices: PUBLISHERS,
    consumesEventsOf: PUBLISHERS,
  }).catch(async (error: unknown) => {
    await whatsApp.stop();
    throw error;
  });
  const prisma = harness.service.app.get(PrismaService);

  // The gateway's webhook route, in small: the raw body and the signature header, forwarded as the command.
  const relay = http.createServer((req, res) => {
    let rawBody = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (rawBody += chunk));
    req.on('end', () => {
      const signature = req.headers['x-hub-signature-256'];
      harness
        .call(notificationReminderCommands.receiveWhatsAppStatus.subject, {
          rawBody,
          headers: typeof signature === 'string' ? { 'x-hub-signature-256': signature } : {},
        })
        .then(
          (reply) => res.writeHead(reply.ok ? 200 : 401).end(JSON.stringify(reply)),
          () => res.writeHead(503).end(),
        );
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as { port: number };
  await whatsApp.sendStatusesTo(`http://127.0.0.1:${port}/api/notifications/whatsapp/webhook`);

  const connections: NatsConnection[] = [];
  return {
    ...harness,
    prisma,
    whatsApp,
    async standIn(service, subject, answer) {
      const nats = await connect(natsConnectionOptions(harness.testNats.as(service), `stand-in-${service}`));
      connections.push(nats);
      const received: unknown[] = [];
      const subscription = nats.subscribe(subject, {
        callback: (_error, message) => {
          const packet = message.json<{ id: string; data: { data: unknown } }>();
          received.push(packet.data.data);
          let reply: unknown;
          try {
            reply = { ok: true, data: answer(packet.data.data) };
          } catch (error) {
            reply = { ok: false, error: error as object };
          }
          message.respond(JSON.stringify({ id: packet.id, response: reply, isDisposed: true }));
        },
      });
      await nats.flush();
      return {
        received,
        async close() {
          subscription.unsubscribe();
          await nats.drain();
        },
      };
    },
    async stop() {
      const closed = new Promise((resolve) => relay.close(resolve));
      relay.closeAllConnections();
      await closed;
      for (const nats of connections) if (!nats.isClosed()) await nats.close();
      await harness.stop();
      await whatsApp.stop();
    },
  };
}
