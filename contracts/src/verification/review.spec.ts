import { httpStatusByErrorCode } from '../common/errors.js';
import { apiRoutes } from '../http/routes.js';
import { PublishedProviderSchema } from '../directory/publication.js';
import {
  ProviderApprovedEventSchema,
  ProviderListQuerySchema,
  ProviderSummarySchema,
  RegisterProviderCommandSchema,
  SaveReviewRequestSchema,
  VerifyProviderRequestSchema,
} from './review.js';

const registration = {
  entityType: 'pharmacy',
  name: 'Care Pharmacy',
  phone: '9876543210',
  email: 'care@example.com',
  address: '12 Hill Road, Bandra West',
  location: 'Mumbai',
  state: 'IN-MH',
  numberOfDoctors: '3',
  acceptsEMI: 'no',
  acceptsInsurance: 'yes',
  password: 'CorrectHorse1',
};

describe('verification contracts', () => {
  it('takes a licence only under a key the gateway made, never a path', () => {
    const licence = {
      key: 'licences/0b9f6a1e-3c55-4d7e-9a8b-1f2e3d4c5b6a',
      fileName: '../x.pdf',
      kind: 'pdf',
      size: 10,
    };
    expect(RegisterProviderCommandSchema.safeParse({ registration, licence }).success).toBe(true);
    for (const key of ['../etc/passwd', 'licences/../../x', 'other/0b9f6a1e-3c55-4d7e-9a8b-1f2e3d4c5b6a'])
      expect(
        RegisterProviderCommandSchema.safeParse({ registration, licence: { ...licence, key } }).success,
      ).toBe(false);
    expect(
      RegisterProviderCommandSchema.parse({ registration, licence: null }).registration.numberOfDoctors,
    ).toBe(3);
  });

  it('decides only approved or rejected, with an optional note', () => {
    expect(VerifyProviderRequestSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(VerifyProviderRequestSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe(
      'The status must be approved or rejected',
    );
  });

  it('reads the list query from text, within its limits', () => {
    expect(ProviderListQuerySchema.parse({ limit: '10', status: 'under_review' })).toEqual({
      limit: 10,
      status: 'under_review',
    });
    expect(ProviderListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ProviderListQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });

  it('saves a checklist with every item, unticked unless said', () => {
    expect(SaveReviewRequestSchema.parse({ checklist: { licenceValid: true } })).toEqual({
      checklist: {
        licenceValid: true,
        detailsMatch: false,
        contactVerified: false,
        servicesConfirmed: false,
      },
      notes: '',
    });
  });

  it('carries the state and HFR ID additively: events and rows from before them still parse', () => {
    const approved = {
      providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d12',
      accountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d13',
      entityType: 'clinic',
      name: 'Asha Dental Clinic',
      email: 'asha@example.com',
      phone: '9876543210',
      address: '12 Hill Road, Bandra West',
      location: 'Bandra West',
      numberOfDoctors: 4,
      specializations: ['Dentistry'],
      acceptsEMI: true,
      acceptsInsurance: false,
      decidedAt: '2026-11-24T09:30:00.000Z',
      decidedBy: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d14',
    };
    expect(ProviderApprovedEventSchema.parse(approved)).not.toHaveProperty('state');
    expect(
      ProviderApprovedEventSchema.parse({ ...approved, state: 'IN-MH', hfrId: 'IN2710000123' }),
    ).toMatchObject({ state: 'IN-MH', hfrId: 'IN2710000123' });

    const row = {
      id: approved.providerId,
      type: 'clinic',
      name: approved.name,
      phone: approved.phone,
      address: approved.address,
      location: approved.location,
      specializations: approved.specializations,
    };
    expect(PublishedProviderSchema.parse(row)).not.toHaveProperty('state');
    expect(PublishedProviderSchema.parse({ ...row, state: null, hfrId: null })).toMatchObject({
      state: null,
      hfrId: null,
    });
    expect(ProviderSummarySchema.shape.state.safeParse(undefined).success).toBe(true);
    expect(ProviderSummarySchema.shape.hfrId.safeParse(null).success).toBe(true);
  });

  it('keeps admin review routes for admins, the registration public, and a refused decision at 409', () => {
    expect(apiRoutes.adminVerifyProvider.access).toEqual(['500']);
    expect(apiRoutes.adminPendingProviders.path).toBe('/api/admin/pending-clinics');
    expect(apiRoutes.providerRegister.access).toBe('public');
    expect(httpStatusByErrorCode['VERIFICATION.DECISION_NOT_ALLOWED']).toBe(409);
  });
});
