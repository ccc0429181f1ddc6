import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bookingEvents,
  deadLetterStreamOf,
  notificationCommands as commands,
  notificationEvents,
  paymentEvents,
  prescriptionEvents,
  Role,
  verificationEvents,
  type Actor,
  type ConsultationApprovedEvent,
  type ConsultationRejectedEvent,
  type EventEnvelope,
  type NotificationCreatedEvent,
  type NotificationListResponse,
  type PaymentLinkStatusEvent,
  type PrescriptionSubmittedEvent,
  type ProviderApprovedEvent,
  type ReadNotificationResponse,
} from '@hp/contracts/server';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import {
  envelopeOf,
  eventually,
  processedEventIds,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@hp/service-platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadNotificationConfig, type NotificationConfig } from '../src/config.js';
import { PrismaService } from '../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const account = (role: Actor['role'] = Role.User): Actor => ({
  id: randomUUID(),
  role,
  sessionId: randomUUID(),
});

const consultation = (patientId: string) => ({
  consultationId: randomUUID(),
  patientId,
  clinicId: randomUUID(),
  clinicName: 'Smile Dental, Bandra',
  fullName: 'Asha Verma',
  phoneNumber: '9876543210',
  date: '2026-12-03',
  time: '10:00 AM' as const,
  startsAt: '2026-12-03T04:30:00.000Z',
});

/** Notifications from the other services' events, and the bell's calls, against real Postgres and NATS. */
describe('notification service: notifications (integration)', () => {
  let harness: ServiceUnderTest<NotificationConfig>;
  let prisma: PrismaService;
  const deliver = <T>(subject: string, envelope: EventEnvelope<T>, consumer: string) =>
    harness.deliver(subject, envelope, consumer);
  const publish = <T>(subject: string, envelope: EventEnvelope<T>) => harness.publish(subject, envelope);
  const list = (actor: Actor, query: Record<string, unknown> = {}) =>
    harness.ok<NotificationListResponse>(commands.list.subject, query, actor);

  beforeAll(async () => {
    harness = await startServiceUnderTest({
      service: 'notification',
      serviceDir,
      loadConfig: loadNotificationConfig,
      rootModule: (config) => AppModule.forRoot(config),
      consumesEventsOf: ['booking', 'prescription', 'verification', 'payment'],
    });
    prisma = harness.service.app.get(PrismaService);
  }, 90_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('tells the patient of an approval with an alternative time and note, and announces it to the gateways', async () => {
    const patient = account();
    // What every gateway replica does: a plain subscription, as the gateway's NATS user.
    const gateway = await connect(natsConnectionOptions(harness.testNats.as('gateway'), 'test-gateway'));
    const created: NotificationCreatedEvent[] = [];
    const subscription = gateway.subscribe(notificationEvents.created.subject, {
      callback: (_error, message) => {
        created.push(message.json<EventEnvelope<NotificationCreatedEvent>>().data);
      },
    });
    await gateway.flush();
    try {
      const approved: ConsultationApprovedEvent = {
        ...consultation(patient.id),
        alternative: {
          date: '2026-12-04',
          time: '2:30 PM',
          startsAt: '2026-12-04T09:00:00.000Z',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        adminNote: 'The doctor is away that morning',
        decidedAt: new Date().toISOString(),
        decidedBy: randomUUID(),
      };
      await deliver(
        bookingEvents.consultationApproved.subject,
        envelopeOf(approved),
        'notify-consultation-approved',
      );

      const { data } = await list(patient);
      expect(data.pagination.unreadCount).toBe(1);
      expect(data.notifications).toEqual([
        {
          _id: expect.any(String),
          message:
            'Your consultation at Smile Dental, Bandra has been approved for another time. Please accept or decline it.',
          read: false,
          createdAt: expect.any(String),
          status: 'approved',
          alternativeTime: '2026-12-04, 2:30 PM',
          adminNote: 'The doctor is away that morning',
          kind: 'consultation-alternative',
          values: { clinic: 'Smile Dental, Bandra', date: '2026-12-03', time: '10:00 AM' },
        },
      ]);
      await eventually(() => {
        expect(created).toEqual([{ recipientId: patient.id, notification: data.notifications[0] }]);
        return Promise.resolve();
      }, 5_000);
    } finally {
      subscription.unsubscribe();
      await gateway.close();
    }
  });

  it('makes one notification per event: a redelivered event (same id, new message) changes nothing', async () => {
    const patient = account();
    const rejected: ConsultationRejectedEvent = {
      ...consultation(patient.id),
      reason: 'The clinic is closed that day',
      decidedAt: new Date().toISOString(),
      decidedBy: randomUUID(),
    };
    const first = envelopeOf(rejected);
    await deliver(bookingEvents.consultationRejected.subject, first, 'notify-consultation-rejected');
    await publish(bookingEvents.consultationRejected.subject, {
      ...first,
      data: { ...rejected, reason: 'Other' },
    });
    // A later event of the same consumer, handled after the duplicate (deliveries are in order).
    const marker = envelopeOf({ ...rejected, consultationId: randomUUID() });
    await deliver(bookingEvents.consultationRejected.subject, marker, 'notify-consultation-rejected');

    const { data } = await list(patient);
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications.map((n) => n.adminNote)).toEqual([
      'The clinic is closed that day',
      'The clinic is closed that day',
    ]);
    expect(data.notifications[0]).toMatchObject({
      status: 'rejected',
      message: 'Your consultation request at Smile Dental, Bandra has been rejected.',
    });
    expect(data.notifications[0]).not.toHaveProperty('alternativeTime');
    expect(
      (await processedEventIds(prisma, 'notification-notify-consultation-rejected')).filter(
        (id) => id === first.eventId,
      ),
    ).toHaveLength(1);
  });

  it('tells a pharmacy of a prescription, a provider of its approval and a clinic of a paid link', async () => {
    const pharmacy = account(Role.Provider);
    const submitted: PrescriptionSubmittedEvent = {
      submissionId: randomUUID(),
      type: 'pharmacy',
      providerId: randomUUID(),
      providerAccountId: pharmacy.id,
      providerName: 'Care Pharmacy',
      providerEmail: 'care@example.com',
      patientId: randomUUID(),
      username: 'Asha Verma',
      mobile: '9876543210',
      doctor: 'Dr. Rao',
      prescribedDate: '2026-11-20',
      service: 'Care Pharmacy',
      file: { key: `prescriptions/${randomUUID()}`, fileName: 'rx.pdf', kind: 'pdf', size: 120 },
      submittedAt: new Date().toISOString(),
    };
    await deliver(
      prescriptionEvents.submitted.subject,
      envelopeOf(submitted),
      'notify-prescription-received',
    );
    expect((await list(pharmacy)).data.notifications).toMatchObject([
      { status: 'received', message: 'A new prescription from Asha Verma has arrived.', read: false },
    ]);

    const lab = account(Role.Provider);
    const approved: ProviderApprovedEvent = {
      providerId: randomUUID(),
      accountId: lab.id,
      entityType: 'lab',
      name: 'City Lab',
      email: 'lab@example.com',
      phone: '9876543210',
      address: '12 Hill Road',
      location: 'Bandra West',
      numberOfDoctors: 2,
      specializations: [],
      acceptsEMI: false,
      acceptsInsurance: false,
      decidedAt: new Date().toISOString(),
      decidedBy: randomUUID(),
    };
    await deliver(
      verificationEvents.providerApproved.subject,
      envelopeOf(approved),
      'notify-provider-approved',
    );
    expect((await list(lab)).data.notifications).toMatchObject([
      { status: 'approved', message: 'Your registration as City Lab has been approved. Welcome!' },
    ]);

    const clinic = account(Role.Provider);
    const link = (status: PaymentLinkStatusEvent['status']): PaymentLinkStatusEvent => ({
      consultationId: randomUUID(),
      clinicId: randomUUID(),
      clinicAccountId: clinic.id,
      paymentLinkId: `pl-${randomUUID()}`,
      status,
      amountPaise: 150_050,
      at: new Date().toISOString(),
    });
    await deliver(
      paymentEvents.paymentLinkStatus.subject,
      envelopeOf(link('pending')),
      'notify-payment-received',
    );
    await deliver(
      paymentEvents.paymentLinkStatus.subject,
      envelopeOf(link('paid')),
      'notify-payment-received',
    );
    expect((await list(clinic)).data.notifications).toMatchObject([
      { status: 'paid', message: 'Payment of ₹1,500.5 received.', values: { amount: '1,500.5' } },
    ]);
  });

  it('dead-letters an event that is not the contract’s, creating nothing', async () => {
    const patient = account();
    const { patientId, ...renamed } = {
      ...consultation(patient.id),
      reason: 'x',
      decidedAt: new Date().toISOString(),
      decidedBy: randomUUID(),
    };
    const poison = envelopeOf({ ...renamed, patient: patientId });
    await publish(bookingEvents.consultationRejected.subject, poison);
    const manager = await jetstreamManager(harness.nats);
    const subject = `notification.dlq.notification-notify-consultation-rejected.${bookingEvents.consultationRejected.subject}`;
    const letter = await eventually(async () => {
      const message = await manager.streams.getMessage(deadLetterStreamOf('notification').name, {
        last_by_subj: subject,
      });
      expect(message?.json<{ eventId: string }>().eventId).toBe(poison.eventId);
      return message!;
    }, 15_000);
    expect(letter.header.get('hp-dead-letter-reason')).toMatch(/patientId/);
    expect(await prisma.notification.count({ where: { sourceEventId: poison.eventId } })).toBe(0);
  });

  it('reads and marks only the caller’s own: another account’s id is a 404, counts never below 0, keyset pages', async () => {
    const patient = account();
    const other = account();
    for (let i = 0; i < 3; i += 1) {
      const approved: ConsultationApprovedEvent = {
        ...consultation(patient.id),
        alternative: null,
        adminNote: null,
        decidedAt: new Date().toISOString(),
        decidedBy: randomUUID(),
      };
      await deliver(
        bookingEvents.consultationApproved.subject,
        envelopeOf(approved),
        'notify-consultation-approved',
      );
    }
    const all = (await list(patient)).data;
    expect(all.pagination.unreadCount).toBe(3);
    expect(all.notifications[0]).toMatchObject({
      message: 'Your consultation at Smile Dental, Bandra on 2026-12-03 at 10:00 AM has been approved.',
    });
    expect(all.notifications[0]).not.toHaveProperty('adminNote');
    expect((await list(other)).data).toEqual({
      notifications: [],
      pagination: { unreadCount: 0, nextCursor: null },
    });

    // Pages: newest first, then the older ones after the cursor.
    const first = (await list(patient, { limit: 2 })).data;
    expect(first.notifications.map((n) => n._id)).toEqual(all.notifications.slice(0, 2).map((n) => n._id));
    const second = (await list(patient, { limit: 2, cursor: first.pagination.nextCursor })).data;
    expect(second.notifications.map((n) => n._id)).toEqual([all.notifications[2]!._id]);
    expect(second.pagination.nextCursor).toBeNull();

    const target = all.notifications[1]!._id;
    const stranger = await harness.call(commands.read.subject, { notificationId: target }, other);
    expect(stranger).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const missing = await harness.call(commands.read.subject, { notificationId: randomUUID() }, patient);
    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await list(patient)).data.pagination.unreadCount).toBe(3);

    const read = await harness.ok<ReadNotificationResponse>(
      commands.read.subject,
      { notificationId: target },
      patient,
    );
    expect(read.data).toMatchObject({ notification: { _id: target, read: true }, unreadCount: 2 });
    const again = await harness.ok<ReadNotificationResponse>(
      commands.read.subject,
      { notificationId: target },
      patient,
    );
    expect(again.data.unreadCount).toBe(2);

    // The other account's "mark all" touches nothing of the patient's.
    expect(await harness.ok(commands.readAll.subject, {}, other)).toEqual({
      success: true,
      data: { updated: 0, unreadCount: 0 },
    });
    expect((await list(patient)).data.pagination.unreadCount).toBe(2);
    expect(await harness.ok(commands.readAll.subject, {}, patient)).toEqual({
      success: true,
      data: { updated: 2, unreadCount: 0 },
    });
    const after = (await list(patient)).data;
    expect(after.pagination.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);

    // Nobody signed in: refused (the gateway never forwards that, the service checks anyway).
    expect(await harness.call(commands.list.subject, {})).toMatchObject({ ok: false });
  });
});
