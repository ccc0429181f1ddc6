import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  authEventDefinitions,
  bookingCommands,
  bookingEvents,
  notificationReminderCommands as commands,
  type CancelForPatient,
  type ConsultationAlternativeSettledEvent,
  type ConsultationApprovedEvent,
  type ConsultationCancelledEvent,
  type ReminderAnswerReply,
  type ReminderLinkView,
} from '@hp/contracts/server';
import {
  envelopeOf,
  eventually,
  freePort,
  mailsTo,
  WHATSAPP_TEST_CREDENTIALS,
} from '@hp/service-platform/testing';
import { startService } from '@hp/service-platform';
import { AppModule } from '../src/app.module.js';
import { ReminderSweeperJob } from '../src/reminders/reminder-sweeper.job.js';
import { startNotificationHarness, type NotificationHarness } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const mobile = () => `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * Reminders of approved consultations, against real Postgres, NATS, maildev and the WhatsApp Cloud API simulator
 * (its status callbacks reach the service's command as the gateway's webhook route would forward them).
 */
describe('consultation reminders (integration)', () => {
  let harness: NotificationHarness;
  let sweeper: ReminderSweeperJob;
  beforeAll(async () => {
    harness = await startNotificationHarness({ REMINDER_WHATSAPP_DELIVERY_TIMEOUT_SECONDS: '60' });
    sweeper = harness.service.app.get(ReminderSweeperJob);
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /** A patient known to auth (their e-mail comes from auth.evt.user-registered.v1). */
  async function aPatient() {
    const patient = {
      userId: randomUUID(),
      name: 'Asha Verma',
      email: `patient-${randomUUID().slice(0, 8)}@example.com`,
      phone: mobile(),
    };
    await harness.deliver(
      authEventDefinitions.userRegistered.subject,
      envelopeOf({ ...patient, registeredAt: new Date().toISOString() }),
      'contacts',
    );
    return patient;
  }

  function approval(
    patient: { userId: string; phone: string },
    startsInHours: number,
    overrides: Partial<ConsultationApprovedEvent> = {},
  ): ConsultationApprovedEvent {
    return {
      consultationId: randomUUID(),
      patientId: patient.userId,
      clinicId: randomUUID(),
      clinicName: 'Lotus Dental Clinic',
      fullName: 'Asha Verma',
      phoneNumber: patient.phone,
      date: '2030-01-11',
      time: '10:30 AM',
      startsAt: new Date(Date.now() + startsInHours * HOUR).toISOString(),
      alternative: null,
      adminNote: null,
      decidedAt: new Date().toISOString(),
      decidedBy: randomUUID(),
      ...overrides,
    };
  }

  const approve = (event: ConsultationApprovedEvent) =>
    harness.deliver(bookingEvents.consultationApproved.subject, envelopeOf(event), 'reminders-approved');
  const remindersOf = (consultationId: string) =>
    harness.prisma.reminder.findMany({
      where: { consultationId },
      orderBy: { dueAt: 'asc' },
      include: { deliveries: true },
    });
  const whatsAppTo = async (phone: string) =>
    (await harness.whatsApp.messages(phone)).filter((m) => m.channel === 'whatsapp');
  const smsTo = async (phone: string) =>
    (await harness.whatsApp.messages(phone)).filter((m) => m.channel === 'sms');
  const tokenIn = (link: string) => /\/reminder\/([A-Za-z0-9_-]+)$/.exec(link)![1]!;

  it('sends a due reminder once, by e-mail and WhatsApp with the confirm/cancel link; the 2 h one waits; statuses recorded', async () => {
    const patient = await aPatient();
    const event = approval(patient, 3);
    const envelope = envelopeOf(event);
    await harness.publish(bookingEvents.consultationApproved.subject, envelope); // a redelivery: same event id
    await harness.deliver(bookingEvents.consultationApproved.subject, envelope, 'reminders-approved');

    const [dayBefore, twoHours] = await remindersOf(event.consultationId);
    expect(dayBefore).toMatchObject({ kind: 'day_before', status: 'scheduled' });
    expect(twoHours).toMatchObject({
      kind: 'two_hours',
      status: 'scheduled',
      dueAt: new Date(Date.parse(event.startsAt) - 2 * HOUR),
    });

    await sweeper.sweep();
    await sweeper.sweep(); // nothing more is due
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(patient.email);
      expect(mails).toHaveLength(1);
      return mails;
    }, 10_000);
    expect(mail!.subject).toBe(
      'Reminder: your consultation at Lotus Dental Clinic, Friday, 11 January 2030 at 10:30 AM',
    );
    const link = /^(https:\/\/care\.example\.in\/reminder\/\S+)$/m.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const [message, ...more] = await whatsAppTo(patient.phone);
    expect(more).toEqual([]);
    expect(message!.to).toBe(`91${patient.phone}`);
    expect(message!.template).toEqual({
      name: 'consultation_reminder',
      language: 'en',
      parameters: ['Asha Verma', 'Lotus Dental Clinic', 'Friday, 11 January 2030', '10:30 AM', link],
    });
    const after = await remindersOf(event.consultationId);
    expect(after.map((reminder) => reminder.status)).toEqual(['sent', 'scheduled']);
    expect(after[0]!.deliveries.map((d) => d.channel).sort()).toEqual(['email', 'whatsapp']);

    // The simulator calls back sent, then delivered (signed): both recorded, the delivery moved on.
    await eventually(async () => {
      const statuses = await harness.prisma.deliveryStatusEvent.findMany({
        where: { providerMessageId: message!.id },
      });
      expect(statuses.map((status) => status.status).sort()).toEqual(['delivered', 'sent']);
      const delivery = await harness.prisma.delivery.findUniqueOrThrow({
        where: { providerMessageId: message!.id },
      });
      expect(delivery.status).toBe('delivered');
    }, 10_000);
    expect(await smsTo(patient.phone)).toEqual([]);
  });

  it('sends each due reminder once when two sweepers run at the same time', async () => {
    const patients = await Promise.all(Array.from({ length: 12 }, () => aPatient()));
    const events = patients.map((patient) => approval(patient, 5));
    for (const event of events) await approve(event);

    const [first, second] = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(first.reminders + second.reminders).toBe(12);
    for (const patient of patients) expect(await whatsAppTo(patient.phone)).toHaveLength(1);
    await eventually(async () => {
      for (const patient of patients) expect(await mailsTo(patient.email)).toHaveLength(1);
    }, 10_000);
    const sent = await harness.prisma.reminder.count({
      where: { consultationId: { in: events.map((e) => e.consultationId) }, status: 'sent' },
    });
    expect(sent).toBe(12);
  });

  it('resumes after a restart: a new process sends what came due, from the database, by its own timer', async () => {
    const patient = await aPatient();
    const event = approval(patient, 4);
    await approve(event); // scheduled; this process does not sweep (its timer is an hour)
    const port = await freePort();
    const restarted = await startService(
      AppModule.forRoot({
        ...harness.config,
        REMINDER_SWEEP_INTERVAL_MS: 200,
        NOTIFICATION_HEALTH_PORT: port,
      }),
      {
        service: 'notification',
        nats: harness.testNats.as('notification'),
        healthPort: port,
        gracePeriodMs: 50,
      },
    );
    try {
      await eventually(async () => {
        expect((await remindersOf(event.consultationId)).map((r) => r.status)).toEqual(['sent', 'scheduled']);
      }, 15_000);
      expect(await whatsAppTo(patient.phone)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('sends nothing for a consultation cancelled, or approved with an alternative time not yet accepted', async () => {
    const patient = await aPatient();
    const cancelled = approval(patient, 3);
    await approve(cancelled);
    const { alternative: _none, adminNote: _note, decidedAt: _at, decidedBy: _by, ...base } = cancelled;
    const cancelEvent: ConsultationCancelledEvent = {
      ...base,
      cancelledAt: new Date().toISOString(),
      cancelledBy: 'patient',
    };
    await harness.deliver(
      bookingEvents.consultationCancelled.subject,
      envelopeOf(cancelEvent),
      'reminders-cancelled',
    );

    // A cancellation handled before the approval (separate consumers, no order between them): nothing planned.
    const late = approval(await aPatient(), 3);
    const { alternative: _n2, adminNote: _n3, decidedAt: _n4, decidedBy: _n5, ...lateBase } = late;
    await harness.deliver(
      bookingEvents.consultationRejected.subject,
      envelopeOf({
        ...lateBase,
        reason: 'Clinic closed',
        decidedAt: new Date().toISOString(),
        decidedBy: randomUUID(),
      }),
      'reminders-rejected',
    );
    await approve(late);
    expect(await remindersOf(late.consultationId)).toEqual([]);

    const other = await aPatient();
    const alternative = {
      date: '2030-01-12',
      time: '2:30 PM' as const,
      startsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
      expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    };
    const offered = approval(other, 3, { alternative });
    await approve(offered);
    expect(await remindersOf(offered.consultationId)).toEqual([]);

    await sweeper.sweep();
    expect((await remindersOf(cancelled.consultationId)).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await harness.whatsApp.messages(patient.phone)).toEqual([]);
    expect(await harness.whatsApp.messages(other.phone)).toEqual([]);

    // Accepted: reminders for the alternative time (6 h away: the 24 h one at once, the 2 h one 4 h from now).
    const { alternative: _a, adminNote: _n, decidedAt: _d, decidedBy: _b, ...offeredBase } = offered;
    const accepted: ConsultationAlternativeSettledEvent = {
      ...offeredBase,
      alternative,
      settledAt: new Date().toISOString(),
    };
    await harness.deliver(
      bookingEvents.alternativeAccepted.subject,
      envelopeOf(accepted),
      'reminders-alternative-accepted',
    );
    const planned = await remindersOf(offered.consultationId);
    expect(planned.map((r) => [r.kind, r.status])).toEqual([
      ['day_before', 'scheduled'],
      ['two_hours', 'scheduled'],
    ]);
    expect(planned[1]!.dueAt).toEqual(new Date(Date.parse(alternative.startsAt) - 2 * HOUR));
    await sweeper.sweep();
    const [message] = await whatsAppTo(other.phone);
    expect(message!.template!.parameters.slice(2, 4)).toEqual(['Saturday, 12 January 2030', '2:30 PM']);
  });

  it('falls back to SMS when WhatsApp refuses, fails (status callback) or does not deliver in time, once each', async () => {
    const refused = await aPatient();
    const failing = await aPatient();
    const silent = await aPatient();
    await harness.whatsApp.recipient(`91${refused.phone}`, 'reject');
    await harness.whatsApp.recipient(`91${failing.phone}`, 'fail');
    await harness.whatsApp.recipient(`91${silent.phone}`, 'undelivered');
    const events = [approval(refused, 3), approval(failing, 3), approval(silent, 3)];
    for (const event of events) await approve(event);
    await sweeper.sweep();

    // Refused by the API: the SMS goes in the same sweep.
    expect(await whatsAppTo(refused.phone)).toEqual([]);
    const [sms] = await smsTo(refused.phone);
    expect(sms!.text).toContain(
      'Reminder: consultation at Lotus Dental Clinic on Friday, 11 January 2030 at 10:30 AM.',
    );
    expect(sms!.text).toMatch(/Confirm or cancel: https:\/\/care\.example\.in\/reminder\/[A-Za-z0-9_-]+$/);

    // Failed after it was accepted: the failed callback sends the SMS.
    await eventually(async () => expect(await smsTo(failing.phone)).toHaveLength(1), 10_000);
    const [failedMessage] = await whatsAppTo(failing.phone);
    const failedDelivery = await harness.prisma.delivery.findUniqueOrThrow({
      where: { providerMessageId: failedMessage!.id },
    });
    expect(failedDelivery).toMatchObject({ status: 'failed', error: '131026 Message undeliverable' });

    // Only "sent", never "delivered": the SMS goes once the delivery deadline (60 s here) has passed.
    await eventually(
      async () =>
        expect((await whatsAppTo(silent.phone))[0]?.statuses.map((s) => s.status)).toEqual(['sent']),
      10_000,
    );
    expect(await smsTo(silent.phone)).toEqual([]);
    await sweeper.sweep(new Date(Date.now() + 61_000));
    expect(await smsTo(silent.phone)).toHaveLength(1);

    // Later sweeps send no second SMS to anyone.
    await sweeper.sweep(new Date(Date.now() + 120_000));
    for (const patient of [refused, failing, silent]) expect(await smsTo(patient.phone)).toHaveLength(1);
  });

  it('refuses a status callback without the right signature, recording nothing; a signed one is kept', async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: 'wamid.forged', status: 'read', timestamp: '1700000000' }] },
            },
          ],
        },
      ],
    });
    const sign = (secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    for (const headers of [
      {},
      { 'x-hub-signature-256': sign('not-the-app-secret') },
      { 'x-hub-signature-256': 'sha256=00' },
    ])
      expect(
        await harness.call(commands.receiveWhatsAppStatus.subject, { rawBody: body, headers }),
      ).toMatchObject({
        ok: false,
        error: { code: 'NOTIFICATION.WEBHOOK_SIGNATURE_INVALID' },
      });
    const stored = () =>
      harness.prisma.deliveryStatusEvent.count({ where: { providerMessageId: 'wamid.forged' } });
    expect(await stored()).toBe(0);
    // Signed: kept (a callback may come before the send is recorded), though no delivery of ours has that id.
    expect(
      await harness.ok(commands.receiveWhatsAppStatus.subject, {
        rawBody: body,
        headers: { 'x-hub-signature-256': sign(WHATSAPP_TEST_CREDENTIALS.WHATSAPP_APP_SECRET) },
      }),
    ).toEqual({ received: true });
    expect(await stored()).toBe(1);
  });

  it("answers Meta's webhook verification with the challenge, only for our verify token", async () => {
    const query = { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' };
    expect(
      await harness.ok(commands.verifyWhatsAppWebhook.subject, {
        ...query,
        'hub.verify_token': 'hp-test-whatsapp-verify-token',
      }),
    ).toBe(1158201444);
    expect(
      await harness.call(commands.verifyWhatsAppWebhook.subject, { ...query, 'hub.verify_token': 'guess' }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it("confirms or cancels from the reminder's link: cancel has booking free the place and stops the reminders", async () => {
    const booking = await harness.standIn('booking', bookingCommands.cancelForPatient.subject, (data) => ({
      consultationId: (data as CancelForPatient).consultationId,
      status: 'cancelled',
      cancelled: true,
    }));
    try {
      const patient = await aPatient();
      const event = approval(patient, 3);
      await approve(event);
      await sweeper.sweep();
      const [message] = await whatsAppTo(patient.phone);
      const token = tokenIn(message!.template!.parameters[4]!);

      expect(await harness.ok<ReminderLinkView>(commands.reminderLink.subject, { token })).toEqual({
        state: 'open',
        consultation: {
          consultationId: event.consultationId,
          clinicName: 'Lotus Dental Clinic',
          fullName: 'Asha Verma',
          startsAt: event.startsAt,
          date: '2030-01-11',
          time: '10:30 AM',
        },
      });
      const confirmed = await harness.ok<ReminderAnswerReply>(commands.confirmByReminder.subject, { token });
      expect(confirmed).toMatchObject({
        message: 'Thank you. Your consultation is confirmed.',
        link: { state: 'confirmed' },
      });

      const cancelled = await harness.ok<ReminderAnswerReply>(commands.cancelByReminder.subject, { token });
      expect(cancelled).toMatchObject({ link: { state: 'cancelled' } });
      expect(booking.received).toEqual([{ consultationId: event.consultationId, patientId: patient.userId }]);
      expect((await remindersOf(event.consultationId)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
      // Followed again: the same answer, booking not asked twice; confirming is now refused.
      await harness.ok(commands.cancelByReminder.subject, { token });
      expect(booking.received).toHaveLength(1);
      expect(await harness.call(commands.confirmByReminder.subject, { token })).toMatchObject({
        ok: false,
        error: { code: 'REMINDER.CONSULTATION_CLOSED' },
      });
      // Another consultation's token cannot be made without the key.
      expect(
        await harness.call(commands.reminderLink.subject, { token: `${token.slice(0, -4)}AAAA` }),
      ).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    } finally {
      await booking.close();
    }
  });
});
