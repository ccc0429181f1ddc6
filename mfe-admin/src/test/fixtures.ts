import type {
  AdminLoginResponse,
  Consultation,
  ProviderDetail,
  ProviderSummary,
  Submission,
  SubmissionDetail,
} from '@hp/contracts';
import { consultationExample } from '@hp/shell-sdk/testing';

/** Test-only answers of the admin area's calls. */

export const adminLogin: AdminLoginResponse = {
  token: 'admin-token',
  message: 'Login successful',
  role: '500',
  expiresIn: 900,
  admin: { _id: 'adm_1', phone: '9876543210', email: null, isApproved: true },
};

export const PROVIDER_ID = '0193a5b0-7e1a-7c3d-9f00-000000000001';

export const pharmacy: ProviderSummary = {
  id: PROVIDER_ID,
  _id: PROVIDER_ID,
  entityType: 'pharmacy',
  name: 'Care Pharmacy',
  email: 'care.pharmacy@example.com',
  phone: '9820012345',
  address: '12 Hill Road, Bandra West',
  location: 'Mumbai',
  state: 'IN-MH',
  hfrId: null,
  numberOfDoctors: 2,
  specializations: [],
  acceptsEMI: false,
  acceptsInsurance: true,
  status: 'pending',
  hasLicence: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};

export const detailOf = (overrides: Partial<ProviderDetail> = {}): ProviderDetail => ({
  ...pharmacy,
  status: 'under_review',
  licence: {
    fileName: 'licence.png',
    kind: 'png',
    size: 2048,
    url: 'http://127.0.0.1:9000/hp-private/licences/abc?X-Amz-Signature=1',
    expiresAt: '2026-11-25T10:05:00.000Z',
  },
  review: {
    checklist: { licenceValid: false, detailsMatch: false, contactVerified: false, servicesConfirmed: false },
    notes: '',
    updatedAt: null,
    updatedBy: null,
  },
  decisions: [
    {
      action: 'review_opened',
      fromStatus: 'pending',
      toStatus: 'under_review',
      note: null,
      actorId: 'adm_1',
      at: '2026-11-25T10:01:00.000Z',
    },
  ],
  ...overrides,
});

export const providerList = (items: ProviderSummary[], nextCursor: string | null = null) => ({
  items,
  counts: { all: 7, pending: 3, under_review: 1, approved: 2, rejected: 1 },
  nextCursor,
});

export const CONSULTATION_ID = '0193a5b0-7e1a-7c3d-9f00-0000000000c1';
export const SUBMISSION_ID = '0193a5b0-7e1a-7c3d-9f00-0000000000a1';

export const consultationOf = (overrides: Partial<Consultation> = {}): Consultation =>
  consultationExample({
    id: CONSULTATION_ID,
    date: '2026-12-01',
    fullName: 'Meera Shah',
    phoneNumber: '9123456780',
    purpose: 'Tooth ache since Monday',
    patientId: '0193a5b0-7e1a-7c3d-9f00-0000000000b1',
    createdAt: '2026-11-25T10:00:00.000Z',
    clinic: {
      id: PROVIDER_ID,
      name: 'Smile Dental Clinic',
      location: 'Thane',
      address: '4 Lake Road',
      phone: '9820000001',
      specializations: ['Dentistry'],
    },
    ...overrides,
  });

export const consultationList = (items: Consultation[], nextCursor: string | null = null) => ({
  success: true,
  consultations: items,
  counts: { all: 9, pending: 4, approved: 3, rejected: 1, cancelled: 1 },
  nextCursor,
});

export const submissionOf = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: SUBMISSION_ID,
  _id: SUBMISSION_ID,
  type: 'lab',
  status: 'pending',
  providerId: PROVIDER_ID,
  providerName: 'City Lab',
  providerEmail: 'city.lab@example.com',
  service: 'City Lab',
  doctor: 'Dr. Rao',
  date: '2026-11-25',
  notes: null,
  prescriptionFile: {
    originalName: 'blood-test.pdf',
    size: 4096,
    kind: 'pdf',
    url: 'http://127.0.0.1:9000/hp-private/prescriptions/abc?X-Amz-Signature=1',
    expiresAt: '2026-11-25T10:05:00.000Z',
  },
  userId: '0193a5b0-7e1a-7c3d-9f00-0000000000b1',
  username: 'Ravi Kumar',
  mobile: '9876543210',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  decisions: [],
  ...overrides,
});

export const submissionList = (items: Submission[], nextCursor: string | null = null) => ({
  success: true,
  data: { all: items, counts: { all: 5, pending: 2, accepted: 2, rejected: 1 }, nextCursor },
});
