import type { AdminLoginResponse, ProviderDetail, ProviderSummary } from '@hp/contracts';

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
