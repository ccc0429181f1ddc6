import { fieldErrorsFromZod } from '../common/errors.js';
import { todayInIndia } from '../common/india-time.js';
import { addDays, CONSULTATION_SLOTS } from './choices.js';
import {
  AppointmentRequestSchema,
  ConsultationRequestSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
} from './enquiries.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);

describe('appointment request', () => {
  const valid = {
    name: 'Asha Rao',
    phoneNumber: '9876543210',
    location: 'Thane',
    treatment: 'Dental Implants',
    preferredDate: todayInIndia(),
    preferredTime: '5:00 PM',
  };

  it("accepts the spec's choices and today", () => {
    expect(AppointmentRequestSchema.parse(valid)).toEqual(valid);
  });

  it('names every missing field', () => {
    expect(errorsOf(AppointmentRequestSchema.safeParse({}))).toEqual({
      name: 'Name is required',
      phoneNumber: 'Phone number is required',
      location: 'Please select a location',
      treatment: 'Please select a treatment',
      preferredDate: 'Please choose a preferred date',
      preferredTime: 'Please select a preferred time',
    });
  });

  it('refuses a past date and a date that does not exist', () => {
    expect(errorsOf(AppointmentRequestSchema.safeParse({ ...valid, preferredDate: '2001-01-01' }))).toEqual({
      preferredDate: 'Please choose today or a later date',
    });
    expect(errorsOf(AppointmentRequestSchema.safeParse({ ...valid, preferredDate: '31/12/2030' }))).toEqual({
      preferredDate: 'Please enter a valid date',
    });
  });
});

describe('insurance quote request', () => {
  const valid = {
    name: 'Ravi',
    address: 'Pune',
    mobileNumber: '9123456780',
    dob: '1990-01-01',
    maritalStatus: 'widowed',
    sex: 'other',
  };

  it('takes the e-mail as optional, an empty one meaning none, and normalises a given one', () => {
    expect(InsuranceQuoteRequestSchema.parse(valid).email).toBeUndefined();
    expect(InsuranceQuoteRequestSchema.parse({ ...valid, email: '' }).email).toBeUndefined();
    expect(InsuranceQuoteRequestSchema.parse({ ...valid, email: ' Ravi@Example.com ' }).email).toBe(
      'ravi@example.com',
    );
    expect(errorsOf(InsuranceQuoteRequestSchema.safeParse({ ...valid, email: 'nope' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('needs a date of birth in the past and the listed choices', () => {
    expect(
      errorsOf(
        InsuranceQuoteRequestSchema.safeParse({ ...valid, dob: todayInIndia(), maritalStatus: 'x', sex: '' }),
      ),
    ).toEqual({
      dob: 'Date of birth must be in the past',
      maritalStatus: 'Please select your marital status',
      sex: 'Please select your sex',
    });
  });
});

describe('feedback', () => {
  it('needs name, e-mail and message', () => {
    expect(errorsOf(FeedbackSchema.safeParse({ name: ' ', email: '', message: '  ' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });
});

describe('consultation request', () => {
  const valid = {
    fullName: 'Asha Rao',
    phoneNumber: '9876543210',
    consultationDate: todayInIndia(),
    consultationTime: '11 AM-12 PM',
    purpose: 'Tooth pain on the lower left side',
  };

  it('offers the six slots of the consultation page', () => {
    expect(CONSULTATION_SLOTS).toEqual(['9-10 AM', '10-11 AM', '11 AM-12 PM', '2-3 PM', '3-4 PM', '4-5 PM']);
  });

  it('takes the e-mail as optional, an empty one meaning none', () => {
    expect(ConsultationRequestSchema.parse(valid)).toEqual(valid);
    expect(ConsultationRequestSchema.parse({ ...valid, email: '' }).email).toBeUndefined();
    expect(ConsultationRequestSchema.parse({ ...valid, email: ' Asha@Example.com ' }).email).toBe(
      'asha@example.com',
    );
  });

  it("names every missing field with the spec's messages", () => {
    expect(errorsOf(ConsultationRequestSchema.safeParse({}))).toEqual({
      fullName: 'Full name is required',
      phoneNumber: 'Phone number is required',
      consultationDate: 'Consultation date is required',
      consultationTime: 'Consultation time is required',
      purpose: 'Purpose of consultation is required',
    });
  });

  it('needs a mobile number, a 10-character purpose and a full name of 2 characters', () => {
    expect(
      errorsOf(
        ConsultationRequestSchema.safeParse({
          ...valid,
          fullName: ' A ',
          phoneNumber: '5123456789',
          purpose: 'Pain',
        }),
      ),
    ).toEqual({
      fullName: 'Full name must be at least 2 characters long',
      phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
      purpose: 'Purpose must be at least 10 characters long',
    });
  });

  it('takes a date from today up to 90 days ahead', () => {
    const today = todayInIndia();
    expect(
      ConsultationRequestSchema.safeParse({ ...valid, consultationDate: addDays(today, 90) }).success,
    ).toBe(true);
    expect(
      errorsOf(ConsultationRequestSchema.safeParse({ ...valid, consultationDate: addDays(today, 91) })),
    ).toEqual({
      consultationDate: 'Please choose a date within the next 90 days',
    });
    expect(
      errorsOf(ConsultationRequestSchema.safeParse({ ...valid, consultationDate: addDays(today, -1) })),
    ).toEqual({
      consultationDate: 'Please choose today or a later date',
    });
  });

  it('refuses a slot that is not offered', () => {
    expect(errorsOf(ConsultationRequestSchema.safeParse({ ...valid, consultationTime: '11-12 AM' }))).toEqual(
      {
        consultationTime: 'Consultation time is required',
      },
    );
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});

describe('todayInIndia', () => {
  it('is already tomorrow in India late in the UTC evening', () => {
    expect(todayInIndia(new Date('2030-03-10T19:00:00Z'))).toBe('2030-03-11');
    expect(todayInIndia(new Date('2030-03-10T18:00:00Z'))).toBe('2030-03-10');
  });
});
