import {
  addDays,
  bookingCommands,
  bookingEvents,
  todayInIndia,
  type EnquiryReceivedResponse,
} from '@hp/contracts';
import { outboxRows } from '@hp/service-platform/testing';
import { startBookingHarness, type BookingHarness } from './support/harness.js';

const unique = () => Math.random().toString(36).slice(2, 10);

describe('enquiries (integration)', () => {
  let harness: BookingHarness;
  beforeAll(async () => {
    harness = await startBookingHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const appointment = () => ({
    name: `Asha ${unique()}`,
    phoneNumber: '9876543210',
    location: 'Andheri West',
    treatment: 'Teeth Cleaning',
    preferredDate: todayInIndia(),
    preferredTime: '10:00 AM',
  });

  it('stores an appointment request and acknowledges it with its reference', async () => {
    const request = appointment();
    const answer = await harness.ok<EnquiryReceivedResponse>(
      bookingCommands.submitAppointmentRequest.subject,
      request,
    );
    expect(answer.message).toBe("We'll confirm your appointment soon.");
    const stored = await harness.prisma.enquiry.findUniqueOrThrow({ where: { id: answer.id } });
    expect(stored).toMatchObject({
      kind: 'appointment',
      name: request.name,
      phone: '9876543210',
      email: null,
    });
    expect(stored.details).toEqual(request);
  });

  it('refuses a bad appointment request field by field and stores nothing', async () => {
    const before = await harness.prisma.enquiry.count();
    const reply = await harness.call(bookingCommands.submitAppointmentRequest.subject, {
      ...appointment(),
      phoneNumber: '12345',
      location: 'Pune',
      preferredDate: '2020-01-01',
      preferredTime: '1:00 AM',
    });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        message: 'Some fields are not valid.',
        fields: {
          phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          location: 'Please select a location',
          preferredDate: 'Please choose today or a later date',
          preferredTime: 'Please select a preferred time',
        },
      },
    });
    expect(await harness.prisma.enquiry.count()).toBe(before);
  });

  /** booking.evt.enquiry-received.v1 of an enquiry, as the outbox holds it (the notification service mails from it). */
  async function receivedEventOf(enquiryId: string) {
    const rows = await outboxRows(harness.prisma);
    return rows.find(
      (row) =>
        row.subject === bookingEvents.enquiryReceived.subject &&
        (row.payload.data as { enquiryId: string }).enquiryId === enquiryId,
    )?.payload.data;
  }

  it('stores an insurance quote request and announces it with the address to confirm to', async () => {
    const email = `quote-${unique()}@example.com`;
    const request = {
      name: 'Ravi Kumar',
      address: '12 MG Road, Pune',
      mobileNumber: '9123456780',
      email,
      dob: '1990-05-17',
      maritalStatus: 'married',
      sex: 'male',
    };
    const answer = await harness.ok<EnquiryReceivedResponse>(
      bookingCommands.submitInsuranceQuoteRequest.subject,
      request,
    );
    expect(answer.message).toBe("We'll contact you soon regarding health insurance options.");
    expect(await harness.prisma.enquiry.findUniqueOrThrow({ where: { id: answer.id } })).toMatchObject({
      kind: 'insurance',
      email,
    });
    expect(await receivedEventOf(answer.id)).toMatchObject({ kind: 'insurance', email, name: 'Ravi Kumar' });
  });

  it('takes an insurance quote request without an e-mail (the field is optional)', async () => {
    const answer = await harness.ok<EnquiryReceivedResponse>(
      bookingCommands.submitInsuranceQuoteRequest.subject,
      {
        name: 'Meera Shah',
        address: 'Flat 4, Thane',
        mobileNumber: '9988776655',
        email: '',
        dob: '1985-01-02',
        maritalStatus: 'single',
        sex: 'female',
      },
    );
    expect(await harness.prisma.enquiry.findUniqueOrThrow({ where: { id: answer.id } })).toMatchObject({
      email: null,
    });
  });

  it('stores feedback and announces it with the address to thank', async () => {
    const email = `feedback-${unique()}@example.com`;
    const answer = await harness.ok<EnquiryReceivedResponse>(bookingCommands.submitFeedback.subject, {
      name: 'Kiran',
      email,
      message: 'The Andheri clinic was excellent.',
    });
    expect(answer.message).toBe('We appreciate your message and will get back to you soon');
    expect(await receivedEventOf(answer.id)).toMatchObject({ kind: 'feedback', email, name: 'Kiran' });
  });

  const consultation = () => ({
    fullName: `Asha ${unique()}`,
    phoneNumber: '9876543210',
    consultationDate: addDays(todayInIndia(), 7),
    consultationTime: '11 AM-12 PM',
    purpose: 'Sensitive teeth when drinking cold water',
  });

  it('stores a consultation request and announces it with the address to confirm to', async () => {
    const email = `consult-${unique()}@example.com`;
    const request = { ...consultation(), email };
    const answer = await harness.ok<EnquiryReceivedResponse>(
      bookingCommands.submitConsultationRequest.subject,
      request,
    );
    expect(answer.message).toBe('Our team will call you to confirm your consultation.');
    const stored = await harness.prisma.enquiry.findUniqueOrThrow({ where: { id: answer.id } });
    expect(stored).toMatchObject({
      kind: 'consultation',
      name: request.fullName,
      phone: '9876543210',
      email,
    });
    expect(stored.details).toEqual(request);
    expect(await receivedEventOf(answer.id)).toMatchObject({ kind: 'consultation', email });
  });

  it('takes a consultation request without an e-mail (the field is optional)', async () => {
    const request = { ...consultation(), email: '' };
    const answer = await harness.ok<EnquiryReceivedResponse>(
      bookingCommands.submitConsultationRequest.subject,
      request,
    );
    const stored = await harness.prisma.enquiry.findUniqueOrThrow({ where: { id: answer.id } });
    expect(stored).toMatchObject({ kind: 'consultation', email: null });
    const { email: _empty, ...withoutEmail } = request;
    expect(stored.details).toEqual(withoutEmail);
  });

  it("refuses a bad consultation request with the spec's messages and stores nothing", async () => {
    const before = await harness.prisma.enquiry.count();
    const reply = await harness.call(bookingCommands.submitConsultationRequest.subject, {
      fullName: 'Asha',
      phoneNumber: '',
      consultationDate: addDays(todayInIndia(), 91),
      consultationTime: '',
      purpose: 'Pain',
    });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        message: 'Some fields are not valid.',
        fields: {
          phoneNumber: 'Phone number is required',
          consultationDate: 'Please choose a date within the next 90 days',
          consultationTime: 'Consultation time is required',
          purpose: 'Purpose must be at least 10 characters long',
        },
      },
    });
    expect(await harness.prisma.enquiry.count()).toBe(before);
  });
});
