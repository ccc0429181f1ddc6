import { jest } from '@jest/globals';
import { as, fakeLogger } from '../testing/fakes.js';
import { OutboxRelay, nextAttemptDelayMs } from './outbox-relay.js';
import type { DueEvent } from './outbox.repository.js';

describe('OutboxRelay', () => {
  const event: DueEvent = {
    id: 'evt-1',
    subject: 'auth.evt.user-registered.v1',
    payload: {
      eventId: 'evt-1',
      occurredAt: '2030-01-01T00:00:00.000Z',
      correlationId: 'corr-1',
      data: { userId: 'u' },
    },
    attempts: 2,
  };

  function setup(publish: () => Promise<unknown>) {
    let batches: DueEvent[][] = [[event]];
    const outbox = {
      claimDue: jest.fn(() => Promise.resolve(batches.shift() ?? [])),
      markPublished: jest.fn((_id: string) => Promise.resolve(undefined)),
      markFailed: jest.fn((_id: string, _error: string, _at: Date) => Promise.resolve(undefined)),
    };
    const jetStream = { publish: jest.fn(publish) };
    const relay = new OutboxRelay(as(outbox), as(jetStream), fakeLogger());
    const drained = async () => {
      relay.nudge();
      await relay.onApplicationShutdown();
    };
    return { outbox, jetStream, drained, reset: (next: DueEvent[][]) => (batches = next) };
  }

  it('publishes with the event id as message id and marks the row published', async () => {
    const { outbox, jetStream, drained } = setup(() => Promise.resolve({ seq: 1 }));
    await drained();
    expect(jetStream.publish).toHaveBeenCalledWith(
      event.subject,
      JSON.stringify(event.payload),
      'evt-1',
      'corr-1',
    );
    expect(outbox.markPublished).toHaveBeenCalledWith('evt-1');
  });

  it('keeps a failed event for a later attempt, backing off', async () => {
    const { outbox, drained } = setup(() => Promise.reject(new Error('no stream')));
    const before = Date.now();
    await drained();
    expect(outbox.markPublished).not.toHaveBeenCalled();
    const [id, error, retryAt] = outbox.markFailed.mock.calls[0] ?? [];
    expect(id).toBe('evt-1');
    expect(error).toContain('no stream');
    expect(retryAt!.getTime()).toBeGreaterThanOrEqual(before + 4000);
  });

  it('backs off exponentially up to five minutes', () => {
    expect([0, 1, 2, 3].map(nextAttemptDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(nextAttemptDelayMs(30)).toBe(300_000);
  });
});
