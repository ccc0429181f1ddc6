import { eventStreamOf } from '@hp/contracts/server';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '../src/index.js';
import { startTestNats, TEST_OPERATOR, type TestNats } from '../src/testing/index.js';

/** The product's NATS users (contracts' natsPermissionsFor) as a real nats-server enforces them. */
describe('NATS permissions', () => {
  let testNats: TestNats;
  const open: NatsConnection[] = [];
  const connectAs = async (user: string) => {
    const connection = await connect({
      ...natsConnectionOptions(testNats.as(user), user),
      maxReconnectAttempts: 0,
    });
    open.push(connection);
    return connection;
  };

  beforeAll(async () => {
    testNats = await startTestNats({ services: ['auth', 'booking'] });
    const manager = await jetstreamManager(await connectAs(TEST_OPERATOR));
    for (const service of ['auth', 'booking']) {
      const stream = eventStreamOf(service);
      await manager.streams.add({ name: stream.name, subjects: [stream.subjects] });
    }
  });

  afterAll(async () => {
    for (const connection of open) await connection.close().catch(() => undefined);
    await testNats?.stop();
  });

  it('lets a service publish its own events', async () => {
    const auth = await connectAs('auth');
    const ack = await jetstream(auth).publish('auth.evt.user-registered.v1', '{}', { timeout: 2000 });
    expect(ack.stream).toBe('AUTH_EVENTS');
  });

  it("refuses a service that publishes another service's event", async () => {
    const auth = await connectAs('auth');
    await expect(
      jetstream(auth).publish('booking.evt.enquiry-received.v1', '{}', { timeout: 2000 }),
    ).rejects.toThrow(/permission/i);
  });

  it('refuses a service that sends a command (only the gateway carries callers)', async () => {
    const auth = await connectAs('auth');
    await expect(auth.request('booking.cmd.create-enquiry.v1', '{}', { timeout: 2000 })).rejects.toThrow(
      /permission/i,
    );
    await expect(auth.request('auth.cmd.login.v1', '{}', { timeout: 2000 })).rejects.toThrow(/permission/i);
  });

  it("refuses a service that listens to another service's commands", async () => {
    const booking = await connectAs('booking');
    const subscription = booking.subscribe('auth.cmd.login.v1');
    await expect(subscription.closed).resolves.toBeInstanceOf(Error);
  });

  it('lets the gateway send commands but not publish events', async () => {
    const gateway = await connectAs('gateway');
    // Nobody answers here, so NATS says "no responders": the request itself was allowed.
    await expect(gateway.request('auth.cmd.login.v1', '{}', { timeout: 2000 })).rejects.toThrow(
      /no responders/i,
    );
    await expect(
      jetstream(gateway).publish('auth.evt.user-registered.v1', '{}', { timeout: 2000 }),
    ).rejects.toThrow(/permission/i);
  });
});
