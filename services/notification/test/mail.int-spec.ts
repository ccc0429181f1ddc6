import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  authEventDefinitions,
  bookingEvents,
  deadLetterStreamOf,
  natsPermissionsFor,
  notificationMailCommands,
  paymentEvents,
  prescriptionCommands,
  prescriptionEvents,
  type EnquiryReceivedEvent,
  type MembershipActivatedEvent,
  type OrderPaidEvent,
  type PrescriptionSubmittedEvent,
} from '@hp/contracts/server';
import {
  connectRpcCaller,
  envelopeOf,
  eventually,
  mailsTo,
  processedEventIds,
  type RpcCaller,
} from '@hp/service-platform/testing';
import { dateInIndia } from '../src/mail/templates/membership-mail.js';
import { startNotificationHarness, type NotificationHarness } from './support/harness.js';

const unique = () => randomUUID().slice(0, 8);

/**
 * The mails the other services' events cause, from JetStream to maildev, and the password-reset code auth hands
 * over by NATS request. Each event is published twice (a redelivery: same event id, another message id): one mail.
 */
describe('notification mail (integration)', () => {
  let harness: NotificationHarness;
  let auth: RpcCaller;
  beforeAll(async () => {
    harness = await startNotificationHarness({ MAIL_FROM: 'HealthPlus Care <no-reply@healthplus.example>' });
    auth = await connectRpcCaller(harness.testNats.as('auth'));
  }, 60_000);
  afterAll(async () => {
    await auth?.close();
    await harness?.stop();
  });

  /** Publishes the event twice and waits for the consumer to have handled it and any copy. */
  async function publishTwice<T>(subject: string, data: T) {
    const envelope = envelopeOf(data);
    await harness.publish(subject, envelope);
    await harness.publish(subject, envelope);
    return envelope;
  }

  async function oneMailTo(address: string) {
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(address);
      expect(mails).toHaveLength(1);
      return mails;
    }, 15_000);
    return mail!;
  }

  it("confirms an enquiry by e-mail (booking's event), once for a duplicated event, and nothing without an address", async () => {
    const email = `enquiry-${unique()}@example.com`;
    const event: EnquiryReceivedEvent = {
      enquiryId: randomUUID(),
      kind: 'insurance',
      name: 'Ravi Kumar',
      email,
      receivedAt: new Date().toISOString(),
    };
    const envelope = await publishTwice(bookingEvents.enquiryReceived.subject, event);
    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('We received your health-insurance quote request');
    expect(mail.text.trimEnd()).toBe(
      [
        'Dear Ravi Kumar,',
        '',
        'Our insurance specialists will contact you within 24 hours with your options.',
        '',
        `Your reference: ${event.enquiryId}`,
      ].join('\n'),
    );
    const without = envelopeOf({ ...event, enquiryId: randomUUID(), email: undefined });
    await harness.deliver(bookingEvents.enquiryReceived.subject, without, 'enquiry-mail');
    expect(await processedEventIds(harness.prisma, 'notification-enquiry-mail')).toContain(envelope.eventId);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("dead-letters an event that is not the contract's (a renamed field) and mails nothing", async () => {
    const email = `poison-${unique()}@example.com`;
    const poison = envelopeOf({
      enquiryId: randomUUID(),
      type: 'feedback',
      name: 'Kiran',
      email,
      receivedAt: 'now',
    });
    await harness.publish(bookingEvents.enquiryReceived.subject, poison);
    const manager = await jetstreamManager(harness.nats);
    const subject = `notification.dlq.notification-enquiry-mail.${bookingEvents.enquiryReceived.subject}`;
    const letter = await eventually(async () => {
      const message = await manager.streams.getMessage(deadLetterStreamOf('notification').name, {
        last_by_subj: subject,
      });
      expect(message?.json<{ eventId: string }>().eventId).toBe(poison.eventId);
      return message!;
    }, 15_000);
    expect(letter.header.get('hp-dead-letter-reason')).toMatch(/kind/);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("mails the payer's receipt (payment's event) once", async () => {
    const email = `receipt-${unique()}@example.com`;
    const order: OrderPaidEvent = {
      orderReference: `HP-${unique()}`,
      service: 'custom',
      serviceLabel: 'Custom Amount',
      amountPaise: 25_000,
      email,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      paidAt: new Date().toISOString(),
    };
    const envelope = await publishTwice(paymentEvents.orderPaid.subject, order);
    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('We received your payment');
    expect(mail.text).toContain('We received your payment of ₹250 for Custom Amount.');
    expect(mail.text).toContain(`Your order reference: ${order.orderReference}`);
    // A later event handled by the same consumer: the copy was seen before it, and sent nothing.
    const later = envelopeOf({
      ...order,
      email: `later-${unique()}@example.com`,
      orderReference: `HP-${unique()}`,
    });
    await harness.deliver(paymentEvents.orderPaid.subject, later, 'receipt-mail');
    expect(await processedEventIds(harness.prisma, 'notification-receipt-mail')).toContain(envelope.eventId);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("confirms a membership, new or extended, under the sender's brand (auth's event), once each", async () => {
    const email = `member-${unique()}@example.com`;
    const activeUntil = '2031-03-01T18:30:00.000Z';
    const activated: MembershipActivatedEvent = {
      email,
      name: 'Asha Rao',
      orderReference: `HP-${unique()}`,
      activeUntil,
      previousActiveUntil: null,
      paidAt: new Date().toISOString(),
    };
    await publishTwice(authEventDefinitions.membershipActivated.subject, activated);
    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('Your membership is active');
    expect(mail.text).toContain('Dear Asha Rao,');
    expect(mail.text).toContain(
      `Your HealthPlus Care membership is active until ${dateInIndia(activeUntil)}.`,
    );
    expect(mail.text).toContain(activated.orderReference);

    const extendedUntil = '2032-03-01T18:30:00.000Z';
    await harness.deliver(
      authEventDefinitions.membershipActivated.subject,
      envelopeOf({
        ...activated,
        name: 'Asha R.',
        activeUntil: extendedUntil,
        previousActiveUntil: activeUntil,
      }),
      'membership-mail',
    );
    const mails = await eventually(async () => {
      const all = await mailsTo(email);
      expect(all).toHaveLength(2);
      return all;
    }, 15_000);
    const extended = mails.find((one) => one.subject === 'Your membership has been extended');
    expect(extended!.text).toContain('Dear Asha R.,');
    expect(extended!.text).toContain(
      `Your HealthPlus Care membership has been extended until ${dateInIndia(extendedUntil)}, ` +
        `previously until ${dateInIndia(activeUntil)}.`,
    );
  });

  it('mails the provider a prescription with a link prescription makes at send time, once', async () => {
    let made = 0;
    const prescription = await harness.standIn(
      'prescription',
      prescriptionCommands.mailFileLink.subject,
      (data) => {
        made++;
        const { id } = data as { id: string };
        return {
          url: `https://care.example.in/hp-private/prescriptions/${id}?X-Amz-Expires=259200&n=${made}`,
          expiresAt: new Date(Date.now() + 259_200_000).toISOString(),
        };
      },
    );
    try {
      const email = `pharmacy-${unique()}@example.com`;
      const event: PrescriptionSubmittedEvent = {
        submissionId: randomUUID(),
        type: 'pharmacy',
        providerId: randomUUID(),
        providerAccountId: randomUUID(),
        providerName: 'Care Pharmacy',
        providerEmail: email,
        patientId: randomUUID(),
        username: 'Asha Verma',
        mobile: '9876543210',
        doctor: 'Dr. Rao',
        prescribedDate: '2030-03-12',
        service: 'Care Pharmacy',
        file: { key: `prescriptions/${randomUUID()}`, fileName: 'rx.pdf', kind: 'pdf', size: 2048 },
        submittedAt: new Date().toISOString(),
      };
      await publishTwice(prescriptionEvents.submitted.subject, event);
      const mail = await oneMailTo(email);
      expect(mail.subject).toBe('New prescription from Asha Verma');
      expect(mail.text).toContain('Dear Care Pharmacy,');
      expect(mail.text).toContain(`https://care.example.in/hp-private/prescriptions/${event.submissionId}?`);
      expect(mail.text).toContain(`Reference: ${event.submissionId}`);
      // A later submission, handled after both copies by the same consumer: the copy sent nothing, asked nothing.
      const later = { ...event, submissionId: randomUUID(), providerEmail: `lab-${unique()}@example.com` };
      await harness.deliver(prescriptionEvents.submitted.subject, envelopeOf(later), 'submission-mail');
      expect(await mailsTo(email)).toHaveLength(1);
      // Asked once per mail sent, with the submission's id, by the notification service's own NATS user.
      expect(prescription.received).toEqual([{ id: event.submissionId }, { id: later.submissionId }]);
    } finally {
      await prescription.close();
    }
  });

  it("mails auth's password-reset code (a NATS request, never an event), and only auth may ask", async () => {
    const email = `reset-${unique()}@example.com`;
    expect(
      await auth.ok(notificationMailCommands.sendPasswordResetCode.subject, {
        to: email,
        code: '042137',
        validMinutes: 10,
      }),
    ).toEqual({ sent: true });
    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text.trimEnd()).toBe(
      [
        'Your password reset code is 042137.',
        '',
        'It is valid for 10 minutes and can be used once.',
        'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
    // In Hindi when the language is known.
    const hindi = `reset-hi-${unique()}@example.com`;
    await auth.ok(notificationMailCommands.sendPasswordResetCode.subject, {
      to: hindi,
      code: '123456',
      validMinutes: 10,
      language: 'hi',
    });
    expect((await oneMailTo(hindi)).text).toContain('आपका पासवर्ड रीसेट कोड 123456 है।');
    // Not a stream's subject: nothing of it is kept by JetStream.
    expect(natsPermissionsFor('gateway').publish.deny).toContain(
      notificationMailCommands.sendPasswordResetCode.subject,
    );
    expect(natsPermissionsFor('auth').publish.allow).toContain(
      notificationMailCommands.sendPasswordResetCode.subject,
    );
    expect(
      await auth.call(notificationMailCommands.sendPasswordResetCode.subject, { to: email, code: '12' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.FAILED' },
    });
  });
});
