import { MatchersV3 } from '@pact-foundation/pact';
import type { ConsultationRequestInput } from '@hp/contracts';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendConsultationRequest } from '../src/api/consultations';
import { acknowledgement, postJson, validationFailure } from './marketingPact';

const { fromProviderState } = MatchersV3;

/**
 * A consultation date is valid only from today to 90 days ahead, so the pact names a provider state that gives
 * the verification a date of its own day (`consultationDate`), rather than a date that would go stale.
 */
const A_DATE_STATE = 'a consultation date within the next 90 days';

describe('consultation request', () => {
  const request = {
    fullName: 'Asha Verma',
    phoneNumber: '9876543210',
    email: 'asha@example.com',
    // Only the pact's example (the file stays the same from day to day); the verification uses its own date.
    consultationDate: '2030-01-15',
    consultationTime: '2-3 PM',
    purpose: 'Tooth pain on the lower left side',
  } as const;

  it('is stored and acknowledged with its reference', async () => {
    await postJson({
      state: A_DATE_STATE,
      description: 'a consultation request from the consultation page',
      path: '/api/enquiries/consultations',
      body: {
        ...request,
        consultationDate: fromProviderState('${consultationDate}', request.consultationDate),
      },
      status: 201,
      answer: acknowledgement(
        '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d11',
        'Our team will call you to confirm your consultation.',
      ),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      const answer = await sendConsultationRequest(request);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('is refused field by field when it is not valid', async () => {
    const invalid = {
      fullName: 'Asha Verma',
      phoneNumber: '12345',
      consultationDate: '',
      consultationTime: '',
      purpose: 'Pain',
    };
    await postJson({
      description: 'a consultation request without a date or time slot',
      path: '/api/enquiries/consultations',
      body: invalid,
      status: 400,
      answer: validationFailure(
        {
          phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          consultationDate: 'Consultation date is required',
          consultationTime: 'Consultation time is required',
          purpose: 'Purpose must be at least 10 characters long',
        },
        '6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d11',
      ),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      // An empty slot is what the form sends when none is chosen; the type only knows the six slots.
      const failure = await sendConsultationRequest(invalid as unknown as ConsultationRequestInput).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).fields).toEqual({
        phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
        consultationDate: 'Consultation date is required',
        consultationTime: 'Consultation time is required',
        purpose: 'Purpose must be at least 10 characters long',
      });
    });
  });
});
