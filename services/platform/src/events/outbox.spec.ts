import { defineEvent } from '@hp/contracts';
import { z } from 'zod/mini';
import { newEvent, writeToOutbox } from './outbox.js';

const paid = defineEvent({
  subject: 'payment.evt.order-paid.v1',
  schema: z.object({ orderId: z.string().check(z.minLength(1)) }),
});

describe('newEvent', () => {
  it('wraps checked data in an envelope for its own subject', () => {
    const now = new Date('2030-01-02T03:04:05.000Z');
    const event = newEvent(paid, { orderId: 'o-1' }, 'corr-1', now);
    expect(event).toEqual({
      subject: 'payment.evt.order-paid.v1',
      envelope: {
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        occurredAt: now.toISOString(),
        correlationId: 'corr-1',
        data: { orderId: 'o-1' },
      },
    });
  });

  it('refuses data that is not the event’s payload', () => {
    expect(() => newEvent(paid, { orderId: '' }, 'corr-1')).toThrow();
    expect(() => newEvent(paid, { userId: 'u' } as never, 'corr-1')).toThrow();
  });
});

describe('writeToOutbox', () => {
  it('inserts the envelope as the row of its event id, as one parameterised statement', () => {
    const calls: unknown[][] = [];
    const db = {
      $executeRaw: (query: TemplateStringsArray, ...values: unknown[]) => {
        calls.push([query.join('?'), ...values]);
        return Promise.resolve(1);
      },
    };
    const event = newEvent(paid, { orderId: 'o-2' }, 'corr-2');
    void writeToOutbox(db, event);
    const [sql, id, subject, payload] = calls[0]!;
    expect(sql).toMatch(/INSERT INTO platform.outbox_events \(id, subject, payload\)/);
    expect(id).toBe(event.envelope.eventId);
    expect(subject).toBe('payment.evt.order-paid.v1');
    expect(JSON.parse(payload as string)).toEqual(event.envelope);
  });
});

// Checked by the type check, not at run time: writeToOutbox refuses a whole client (it has $connect; an interactive
// transaction's tx has not), whose batch would make Prisma cache one query plan per event.
type WholeClient = {
  $connect(): Promise<void>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
};
type OutboxDb = Parameters<typeof writeToOutbox<Promise<number>>>[0];
const refusesAWholeClient: WholeClient extends OutboxDb ? never : true = true;
void refusesAWholeClient;
