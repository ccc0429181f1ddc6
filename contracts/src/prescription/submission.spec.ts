import { fieldErrorsFromZod } from '../common/errors.js';
import { todayInIndia } from '../common/india-time.js';
import { addDays } from '../booking/choices.js';
import {
  latestPrescribedDate,
  PrescriptionObjectSchema,
  PrescriptionUploadSchema,
  SubmissionListQuerySchema,
  UpdateSubmissionStatusRequestSchema,
} from './submission.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);

// As the multipart form sends it: every field is text.
const upload = {
  type: 'pharmacy',
  providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30',
  service: ' Care Pharmacy ',
  username: ' Asha Verma ',
  mobile: '9876543210',
  doctor: 'Dr. Rao',
  date: todayInIndia(),
};

describe('prescription upload fields', () => {
  it('reads the form as sent, trimmed', () => {
    expect(PrescriptionUploadSchema.parse(upload)).toEqual({
      ...upload,
      service: 'Care Pharmacy',
      username: 'Asha Verma',
    });
    expect(PrescriptionUploadSchema.parse({ ...upload, service: undefined }).service).toBe('');
  });

  it("answers the spec's messages for what is missing", () => {
    expect(errorsOf(PrescriptionUploadSchema.safeParse({}))).toEqual({
      type: 'The type must be pharmacy or lab',
      providerId: 'Please choose a pharmacy or laboratory',
      username: 'Username is required',
      mobile: 'Mobile number is required',
      doctor: "Doctor's name is required",
      date: 'Prescribed date is required',
    });
    expect(
      errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, username: '  ', mobile: '', doctor: '' })),
    ).toEqual({
      username: 'Username is required',
      mobile: 'Mobile number is required',
      doctor: "Doctor's name is required",
    });
  });

  it('takes a 10-digit mobile starting with 6 to 9 only', () => {
    for (const mobile of ['12345', '5876543210', '98765432100', '98765 4321'])
      expect(errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, mobile }))).toEqual({
        mobile: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
      });
  });

  it('takes a prescribed date from today to 90 days ahead (the consultation window), in India', () => {
    const today = todayInIndia();
    expect(PrescriptionUploadSchema.safeParse({ ...upload, date: latestPrescribedDate() }).success).toBe(
      true,
    );
    expect(latestPrescribedDate()).toBe(addDays(today, 90));
    expect(errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, date: addDays(today, -1) }))).toEqual({
      date: 'Please choose today or a later date',
    });
    expect(errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, date: addDays(today, 91) }))).toEqual({
      date: 'Please choose a date within the next 90 days',
    });
    for (const date of ['2030-02-30', '31/12/2030', 'tomorrow'])
      expect(errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, date }))).toMatchObject({
        date: 'Please enter a valid date',
      });
  });

  it('takes pharmacy or lab as the type, and a provider id', () => {
    expect(PrescriptionUploadSchema.parse({ ...upload, type: 'lab' }).type).toBe('lab');
    expect(
      errorsOf(PrescriptionUploadSchema.safeParse({ ...upload, type: 'clinic', providerId: 'x' })),
    ).toEqual({
      type: 'The type must be pharmacy or lab',
      providerId: 'Please choose a pharmacy or laboratory',
    });
  });
});

describe('a stored prescription, as the gateway names it', () => {
  const object = {
    key: 'prescriptions/0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30',
    fileName: 'rx.pdf',
    kind: 'pdf',
    size: 10,
  };
  it('is under prescriptions/ with a key of ours, 1 byte to 5 MB, of a kind we take', () => {
    expect(PrescriptionObjectSchema.safeParse(object).success).toBe(true);
    for (const bad of [
      { key: 'licences/0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30' },
      { key: 'prescriptions/../x' },
      { size: 0 },
      { size: 5 * 1024 * 1024 + 1 },
      { kind: 'gif' },
    ])
      expect(PrescriptionObjectSchema.safeParse({ ...object, ...bad }).success).toBe(false);
  });
});

describe('admin list and status change', () => {
  it('reads the query text, 25 a page by default, at most 100', () => {
    expect(SubmissionListQuerySchema.parse({ type: 'lab', limit: '10' })).toEqual({ type: 'lab', limit: 10 });
    expect(SubmissionListQuerySchema.parse({}).limit).toBe(25);
    expect(SubmissionListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(errorsOf(SubmissionListQuerySchema.safeParse({ cursor: 'abc' }))).toEqual({
      cursor: 'Not a valid page cursor',
    });
  });

  it('takes the three statuses and a trimmed note', () => {
    expect(UpdateSubmissionStatusRequestSchema.parse({ status: 'accepted', note: ' ok ' })).toEqual({
      status: 'accepted',
      note: 'ok',
    });
    expect(errorsOf(UpdateSubmissionStatusRequestSchema.safeParse({ status: 'approved' }))).toEqual({
      status: 'The status must be pending, accepted or rejected',
    });
  });
});
