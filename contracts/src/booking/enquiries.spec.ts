import { fieldErrorsFromZod } from '../common/errors.js';
import {
  AppointmentRequestSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
  todayInIndia,
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

describe('todayInIndia', () => {
  it('is already tomorrow in India late in the UTC evening', () => {
    expect(todayInIndia(new Date('2030-03-10T19:00:00Z'))).toBe('2030-03-11');
    expect(todayInIndia(new Date('2030-03-10T18:00:00Z'))).toBe('2030-03-10');
  });
});
