import { httpStatusByErrorCode } from '../common/errors.js';
import { apiRoutes } from '../http/routes.js';
import {
  ProviderListQuerySchema,
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

  it('keeps admin review routes for admins, the registration public, and a refused decision at 409', () => {
    expect(apiRoutes.adminVerifyProvider.access).toEqual(['500']);
    expect(apiRoutes.adminPendingProviders.path).toBe('/api/admin/pending-clinics');
    expect(apiRoutes.providerRegister.access).toBe('public');
    expect(httpStatusByErrorCode['VERIFICATION.DECISION_NOT_ALLOWED']).toBe(409);
  });
});
