import { z } from 'zod/mini';
import { defineCommand, defineEvent, parseSubject } from './define.js';
import { eventStreamOf } from './streams.js';
import { GATEWAY_NATS_USER, natsPermissionsFor } from './nats-permissions.js';

describe('subjects', () => {
  it('reads the owning service, kind, name and version', () => {
    expect(parseSubject('booking.query.list-enquiries.v2')).toEqual({
      service: 'booking',
      kind: 'query',
      name: 'list-enquiries',
      version: 2,
    });
  });

  it('refuses subjects outside the convention', () => {
    expect(() => parseSubject('auth.login')).toThrow('not a subject');
    expect(() => parseSubject('auth.cmd.login.v0')).toThrow();
    expect(() =>
      defineCommand({ subject: 'auth.evt.x.v1', request: z.object({}), reply: z.object({}) }),
    ).toThrow("a command's subject");
    expect(() => defineEvent({ subject: 'auth.cmd.x.v1', schema: z.object({}) })).toThrow(
      "an event's subject",
    );
  });

  it('names the owner and its stream', () => {
    const event = defineEvent({
      subject: 'payment.evt.order-paid.v1',
      schema: z.object({ orderId: z.string() }),
    });
    expect(event.service).toBe('payment');
    expect(eventStreamOf('payment')).toEqual({ name: 'PAYMENT_EVENTS', subjects: 'payment.evt.>' });
  });
});

describe('NATS permissions', () => {
  it('lets only the gateway send commands', () => {
    expect(natsPermissionsFor(GATEWAY_NATS_USER).publish).toEqual({
      allow: ['*.cmd.>', '*.query.>'],
      deny: [
        'auth.cmd.remove-pending-provider-login.v1',
        'booking.query.clinic-consultation.v1',
        'notification.cmd.send-password-reset-code.v1',
        'prescription.query.mail-file-link.v1',
        'booking.cmd.cancel-for-patient.v1',
      ],
    });
    const auth = natsPermissionsFor('auth');
    // auth sends one command: the password-reset code, to the notification service.
    expect(
      auth.publish.allow.filter((subject) => subject.includes('.cmd.') || subject.startsWith('*')),
    ).toEqual(['notification.cmd.send-password-reset-code.v1']);
    expect(auth.subscribe.allow).toEqual(['auth.cmd.>', 'auth.query.>', '_INBOX.>']);
  });

  it("lets a service send only the other services' commands it is listed for, by exact subject", () => {
    const commands = (service: string) =>
      natsPermissionsFor(service).publish.allow.filter((subject) => subject.includes('.cmd.'));
    expect(commands('verification')).toEqual([
      'auth.cmd.create-provider-login.v1',
      'auth.cmd.remove-pending-provider-login.v1',
    ]);
    expect(commands('booking')).toEqual([]);
    expect(commands('notification')).toEqual(['booking.cmd.cancel-for-patient.v1']);
    const queries = (service: string) =>
      natsPermissionsFor(service).publish.allow.filter((subject) => subject.includes('.query.'));
    expect(queries('payment')).toEqual(['booking.query.clinic-consultation.v1']);
    expect(queries('notification')).toEqual(['prescription.query.mail-file-link.v1']);
  });

  it('lets a service publish its own events and manage only its own streams', () => {
    const booking = natsPermissionsFor('booking');
    expect(booking.publish.allow).toContain('booking.evt.>');
    expect(booking.publish.allow).not.toContain('auth.evt.>');
    expect(booking.publish.allow).toContain('$JS.API.STREAM.CREATE.BOOKING_EVENTS');
    expect(booking.publish.allow.filter((s) => s.startsWith('$JS.API.STREAM.CREATE'))).toEqual([
      '$JS.API.STREAM.CREATE.BOOKING_EVENTS',
      '$JS.API.STREAM.CREATE.BOOKING_DEAD_LETTERS',
    ]);
  });
});
