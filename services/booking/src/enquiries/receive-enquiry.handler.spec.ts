import { jest } from '@jest/globals';
import { bookingEvents, type EnquiryReceivedEvent } from '@hp/contracts';
import type { PendingEvent } from '@hp/service-platform';
import { as } from '@hp/service-platform/testing';
import type { NewEnquiry } from './enquiries.repository.js';
import { ReceiveEnquiryHandler } from './receive-enquiry.handler.js';

describe('ReceiveEnquiryHandler', () => {
  const meta = { correlationId: 'corr-1' };
  const now = new Date('2030-03-10T09:30:00.000Z');

  function setup() {
    const enquiries = {
      create: jest.fn((_enquiry: NewEnquiry, _event: PendingEvent<EnquiryReceivedEvent>) =>
        Promise.resolve(),
      ),
    };
    const relay = { nudge: jest.fn() };
    return { handler: new ReceiveEnquiryHandler(as(enquiries), as(relay)), enquiries, relay };
  }

  const consultation = {
    fullName: 'Asha Rao',
    phoneNumber: '9876543210',
    email: 'asha@example.com',
    consultationDate: '2030-03-12',
    consultationTime: '2-3 PM' as const,
    purpose: 'Tooth pain on the lower left side',
  };

  it('stores a consultation request under its full name and phone, with its event, and acknowledges it', async () => {
    const { handler, enquiries, relay } = setup();
    const answer = await handler.execute({ kind: 'consultation', data: consultation }, meta, now);

    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'Our team will call you to confirm your consultation.',
    });
    const [stored, event] = enquiries.create.mock.calls[0]!;
    expect(stored).toEqual({
      id: answer.id,
      kind: 'consultation',
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      details: consultation,
      correlationId: 'corr-1',
    });
    expect(event.subject).toBe(bookingEvents.enquiryReceived.subject);
    expect(event.envelope.data).toEqual({
      enquiryId: answer.id,
      kind: 'consultation',
      name: 'Asha Rao',
      email: 'asha@example.com',
      receivedAt: now.toISOString(),
    });
    expect(relay.nudge).toHaveBeenCalledTimes(1);
  });

  it('announces a consultation request without an e-mail with no address to confirm to', async () => {
    const { handler, enquiries } = setup();
    const { email: _none, ...withoutEmail } = consultation;
    await handler.execute({ kind: 'consultation', data: withoutEmail }, meta, now);
    const [stored, event] = enquiries.create.mock.calls[0]!;
    expect(stored.email).toBeUndefined();
    expect(event.envelope.data.email).toBeUndefined();
  });

  it('keeps the other kinds as they were: the name field and their own contacts', async () => {
    const { handler, enquiries } = setup();
    await handler.execute(
      {
        kind: 'appointment',
        data: {
          name: 'Ravi',
          phoneNumber: '9123456780',
          location: 'Thane',
          treatment: 'Teeth Cleaning',
          preferredDate: '2030-03-12',
          preferredTime: '9:00 AM',
        },
      },
      meta,
      now,
    );
    expect(enquiries.create.mock.calls[0]![0]).toMatchObject({
      kind: 'appointment',
      name: 'Ravi',
      phone: '9123456780',
      email: undefined,
    });
  });
});
