import { fieldErrorsFromZod, httpStatusByErrorCode } from '../common/errors.js';
import { todayInIndia } from '../common/india-time.js';
import { apiRoutes } from '../http/routes.js';
import { UpdateConsultationStatusSchema } from './consultation-review.js';
import { bookingOfForm, ConsultationBookingSchema, ConsultationFormSchema } from './consultations.js';
import {
  CONSULTATION_TIMES,
  consultationSlotProblem,
  minuteOfSlot,
  slotAtMinute,
  slotStartsAt,
  splitConsultationTime,
} from './schedule.js';
import { ConsultationSlotsQuerySchema } from './slots.js';
import { addDays } from './choices.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);

const clinicId = '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d12';
const inAWeek = addDays(todayInIndia(), 7);

const booking = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  consultationTime: `${inAWeek} 2:30 PM`,
  purpose: 'Tooth pain on the lower left side',
  service: clinicId,
  serviceType: 'Clinic',
  ...overrides,
});

describe('the schedule', () => {
  it('has half-hour slots 9:00 AM-12:00 PM and 2:00 PM-5:00 PM', () => {
    expect(CONSULTATION_TIMES.map(minuteOfSlot)).toEqual([
      540, 570, 600, 630, 660, 690, 840, 870, 900, 930, 960, 990,
    ]);
    expect(slotAtMinute(870)).toBe('2:30 PM');
    expect(slotAtMinute(720)).toBeUndefined();
  });

  it("starts a slot at India's time (UTC+05:30)", () => {
    expect(slotStartsAt('2026-12-01', '9:00 AM').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(slotStartsAt('2026-12-01', '4:30 PM').toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });

  it('takes consultationTime apart at the first space', () => {
    expect(splitConsultationTime('2026-12-01 2:30 PM')).toEqual({ date: '2026-12-01', time: '2:30 PM' });
    expect(splitConsultationTime('2026-12-01')).toEqual({ date: '2026-12-01', time: '' });
    expect(splitConsultationTime('2:30 PM')).toEqual({ date: '', time: '2:30 PM' });
  });

  it('refuses a slot of today that has begun, in India', () => {
    // 10:05 in India on 1 December 2026
    const now = new Date('2026-12-01T04:35:00.000Z');
    expect(consultationSlotProblem('2026-12-01', '10:00 AM', now)).toBe(
      'This time has already passed. Please choose a later time.',
    );
    expect(consultationSlotProblem('2026-12-01', '10:30 AM', now)).toBeUndefined();
  });
});

describe('ConsultationBookingSchema', () => {
  it('takes the spec payload', () => {
    expect(ConsultationBookingSchema.parse(booking({ fullName: '  Asha Rao ' }))).toEqual({
      ...booking(),
      fullName: 'Asha Rao',
    });
    expect(ConsultationBookingSchema.parse(booking({ serviceType: undefined })).serviceType).toBe('Clinic');
  });

  it("answers the spec's messages field by field", () => {
    expect(
      errorsOf(
        ConsultationBookingSchema.safeParse({
          fullName: ' ',
          phoneNumber: '',
          consultationTime: '',
          purpose: '',
          service: '',
        }),
      ),
    ).toEqual({
      fullName: 'Full name is required',
      phoneNumber: 'Phone number is required',
      consultationTime: 'Consultation date is required',
      purpose: 'Purpose of consultation is required',
      service: 'Please choose a clinic',
    });
    expect(
      errorsOf(
        ConsultationBookingSchema.safeParse(
          booking({ fullName: 'A', phoneNumber: '5123456789', purpose: 'Pain', serviceType: 'Pharmacy' }),
        ),
      ),
    ).toEqual({
      fullName: 'Full name must be at least 2 characters long',
      phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
      purpose: 'Purpose must be at least 10 characters long',
      serviceType: 'Consultations are booked at a clinic',
    });
  });

  it('checks the date (today to 90 days ahead) and the slot', () => {
    const problem = (consultationTime: string) =>
      errorsOf(ConsultationBookingSchema.safeParse(booking({ consultationTime }))).consultationTime;
    expect(problem('2:30 PM')).toBe('Consultation date is required');
    expect(problem(inAWeek)).toBe('Consultation time is required');
    expect(problem('2026-02-30 2:30 PM')).toBe('Please enter a valid date');
    expect(problem(`${addDays(todayInIndia(), -1)} 2:30 PM`)).toBe('Please choose today or a later date');
    expect(problem(`${addDays(todayInIndia(), 91)} 2:30 PM`)).toBe(
      'Please choose a date within the next 90 days',
    );
    expect(problem(`${addDays(todayInIndia(), 90)} 2:30 PM`)).toBeUndefined();
    expect(problem(`${inAWeek} 12:30 PM`)).toBe('Please choose one of the available times');
    expect(problem(`${inAWeek} 14:30`)).toBe('Please choose one of the available times');
  });
});

describe('ConsultationFormSchema (the page)', () => {
  it('names the date and the time apart, and makes the payload', () => {
    expect(
      errorsOf(
        ConsultationFormSchema.safeParse({
          fullName: 'Asha',
          phoneNumber: '9876543210',
          consultationDate: '',
          consultationTime: '',
          purpose: 'Tooth pain for days',
        }),
      ),
    ).toEqual({
      consultationDate: 'Consultation date is required',
      consultationTime: 'Consultation time is required',
    });
    const form = ConsultationFormSchema.parse({
      fullName: 'Asha',
      phoneNumber: '9876543210',
      consultationDate: inAWeek,
      consultationTime: '9:30 AM',
      purpose: 'Tooth pain for days',
    });
    expect(ConsultationBookingSchema.parse(bookingOfForm(form, clinicId)).consultationTime).toBe(
      `${inAWeek} 9:30 AM`,
    );
  });
});

describe('ConsultationSlotsQuerySchema', () => {
  it('needs a clinic and a date in the window', () => {
    expect(errorsOf(ConsultationSlotsQuerySchema.safeParse({}))).toEqual({
      service: 'Please choose a clinic',
      date: 'Consultation date is required',
    });
    expect(
      errorsOf(
        ConsultationSlotsQuerySchema.safeParse({ service: clinicId, date: addDays(todayInIndia(), 95) }),
      ).date,
    ).toBe('Please choose a date within the next 90 days');
  });
});

describe('UpdateConsultationStatusSchema', () => {
  const id = '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d99';
  const problems = (body: Record<string, unknown>) =>
    errorsOf(UpdateConsultationStatusSchema.safeParse({ consultationId: id, ...body }));

  it('approves with or without an alternative and a note; empty fields are none', () => {
    expect(
      UpdateConsultationStatusSchema.parse({
        consultationId: id,
        status: 'approved',
        alternativeDate: '',
        alternativeTime: '',
        adminNote: ' ',
      }),
    ).toEqual({ consultationId: id, status: 'approved' });
    expect(
      UpdateConsultationStatusSchema.parse({
        consultationId: id,
        status: 'approved',
        alternativeDate: inAWeek,
        alternativeTime: '3:00 PM',
        adminNote: 'The doctor is away that morning',
      }),
    ).toMatchObject({ alternativeDate: inAWeek, alternativeTime: '3:00 PM' });
  });

  it('needs a reason to reject, and no alternative with it', () => {
    expect(problems({ status: 'rejected' })).toEqual({ adminNote: 'Please give a reason for the rejection' });
    expect(problems({ status: 'rejected', adminNote: 'No doctor', alternativeDate: inAWeek })).toEqual({
      alternativeDate: 'An alternative time can only come with an approval',
    });
    expect(problems({ status: 'maybe' })).toEqual({ status: 'The status must be approved or rejected' });
    expect(problems({ consultationId: 'nope', status: 'approved' })).toEqual({
      consultationId: 'Not a consultation id',
    });
  });

  it('wants both alternative parts, not in the past, one of the slots', () => {
    expect(problems({ status: 'approved', alternativeDate: inAWeek })).toEqual({
      alternativeTime: 'Please choose both an alternative date and time',
    });
    expect(problems({ status: 'approved', alternativeTime: '3:00 PM' })).toEqual({
      alternativeDate: 'Please choose both an alternative date and time',
    });
    expect(
      problems({
        status: 'approved',
        alternativeDate: addDays(todayInIndia(), -1),
        alternativeTime: '3:00 PM',
      }),
    ).toEqual({ alternativeDate: 'Alternative date cannot be before today' });
    expect(problems({ status: 'approved', alternativeDate: inAWeek, alternativeTime: '1:00 PM' })).toEqual({
      alternativeTime: 'Please choose one of the available times',
    });
  });
});

describe('the routes', () => {
  it("keeps the spec's paths and roles, and 409 for the booking conflicts", () => {
    expect(apiRoutes.bookConsultation).toMatchObject({
      method: 'POST',
      path: '/api/user/consultations',
      access: ['300'],
    });
    expect(apiRoutes.adminConsultations).toMatchObject({
      path: '/api/admin/pending-clinic-requests',
      access: ['500'],
    });
    expect(apiRoutes.updateConsultationStatus).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/update-status',
      access: ['500'],
    });
    expect(apiRoutes.clinicPatients).toMatchObject({ path: '/api/clinic/my-patients', access: ['400'] });
    for (const code of [
      'BOOKING.SLOT_FULL',
      'BOOKING.DECISION_NOT_ALLOWED',
      'BOOKING.NO_OPEN_ALTERNATIVE',
    ] as const)
      expect(httpStatusByErrorCode[code]).toBe(409);
  });
});
