import { MatchersV3 } from '@pact-foundation/pact';
import {
  GATEWAY_NATS_USER,
  notificationEvents,
  notificationRoutes,
  type Notification,
} from '@hp/contracts/server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import {
  eventEnvelopeLike,
  eventually,
  freshMessagePact,
  ISO_INSTANT,
  startTestNats,
  type TestNats,
} from '@hp/service-platform/testing';
import { LiveNotifications } from '../../src/notifications/live-notifications.js';
import { startGateway, untilReady, type RunningGateway } from '../support/gateway.js';
import { signAccessToken } from '../support/tokens.js';

const { like, regex, string, uuid } = MatchersV3;

/*
 * The gateway as the consumer of notification.evt.created.v1 (a message pact): the message goes the gateway's real
 * way (its plain NATS subscription, the contract's schema, the fan-out) and must reach its recipient's open stream
 * as a `notification` event. The notification service's verification (services/notification/test/pact) publishes
 * the same message from its own code.
 */
const pact = freshMessagePact('gateway', 'notification');
const RECIPIENT = '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02';

describe('notification.evt.created.v1 (the live bell)', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  let publisher: NatsConnection;

  beforeAll(async () => {
    nats = await startTestNats({ services: ['notification'] });
    const settings = nats.as(GATEWAY_NATS_USER);
    gateway = await startGateway({
      NATS_URL: nats.url,
      NATS_USER: settings.user!,
      NATS_PASSWORD: settings.password!,
    });
    await untilReady(gateway);
    const live = gateway.app.get(LiveNotifications);
    await eventually(() => Promise.resolve(expect(live.listening).toBe(true)));
    publisher = await connect(natsConnectionOptions(nats.as('notification'), 'pact-notification'));
  }, 60_000);
  afterAll(async () => {
    await publisher?.close();
    await gateway?.stop();
    await nats?.stop();
  });

  it("pushes a new notification to its recipient's open stream", async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a patient was offered another time for a consultation')
      .expectsToReceive('notification.evt.created.v1 for an alternative time', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike(
              {
                recipientId: uuid(RECIPIENT),
                notification: like({
                  _id: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9f01'),
                  message: string(
                    'Your consultation at Pact Care Clinic has been approved for another time.',
                  ),
                  read: false,
                  createdAt: regex(ISO_INSTANT, '2030-01-08T09:00:00.000Z'),
                  status: 'approved',
                  alternativeTime: string('2030-01-16, 4:00 PM'),
                  adminNote: string('The doctor is away that afternoon'),
                  kind: 'consultation-alternative',
                  values: like({ clinic: 'Pact Care Clinic' }),
                }),
              },
              '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9f00',
            ),
          )
          .withMetadata({ subject: notificationEvents.created.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('notification.evt.created.v1');
        const abort = new AbortController();
        const token = await signAccessToken({ sub: RECIPIENT });
        const response = await fetch(`${gateway.url}${notificationRoutes.notificationStream.path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        let received = '';
        const reading = (async () => {
          const decoder = new TextDecoder();
          try {
            for await (const chunk of response.body!)
              received += decoder.decode(chunk as Uint8Array, { stream: true });
          } catch {
            // closed below
          }
        })();
        try {
          await eventually(() => Promise.resolve(expect(received).toContain('event: ready\n')));
          publisher.publish(message.metadata.subject as string, JSON.stringify(message.contents.content));
          await publisher.flush();
          const sent = (message.contents.content as { data: { notification: Notification } }).data
            .notification;
          // The recipient's stream carries it as a `notification` event whose data is the notification.
          const pushed = () =>
            received
              .split('\n\n')
              .filter((frame) => frame.startsWith(`event: notification\nid: ${sent._id}\n`))
              .map((frame) => JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as Notification);
          await eventually(() => Promise.resolve(expect(pushed()).toEqual([sent])));
        } finally {
          abort.abort();
          await reading;
        }
      });
  });
});
