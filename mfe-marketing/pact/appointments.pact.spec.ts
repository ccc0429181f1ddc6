import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendAppointmentRequest, sendInsuranceQuoteRequest } from '../src/api/enquiries';
import { jsonRequest, jsonResponse, pact } from './marketingPact';

const { string, uuid } = MatchersV3;

const correlationId = string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10');

describe('appointment request (/booking)', () => {
  // Any day from today on is bookable; a far one keeps the pact file the same from day to day.
  const request = {
    name: 'Asha Verma',
    phoneNumber: '9876543210',
    location: 'Thane',
    treatment: 'Root Canal Treatment',
    preferredDate: '2099-12-01',
    preferredTime: '10:00 AM',
  } as const;

  it('is stored and acknowledged with its reference', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an appointment request from the booking page')
      .withRequest('POST', '/api/enquiries/appointments', (builder) =>
        builder.headers(jsonRequest).jsonBody(request),
      )
      .willRespondWith(201, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          id: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d11'),
          message: string("We'll confirm your appointment soon."),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const answer = await sendAppointmentRequest(request);
        expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('is refused field by field when it is not valid', async () => {
    const invalid = { ...request, phoneNumber: '12345', location: 'Pune', preferredTime: '' };
    await pact
      .addInteraction()
      .uponReceiving('an appointment request with a wrong phone, an unknown location and no time')
      .withRequest('POST', '/api/enquiries/appointments', (builder) =>
        builder.headers(jsonRequest).jsonBody(invalid),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          message: string('Some fields are not valid.'),
          code: 'VALIDATION.FAILED',
          fields: {
            phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
            location: 'Please select a location',
            preferredTime: 'Please select a preferred time',
          },
          correlationId,
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        // The page checks first; the server's own check is what this pins down.
        const failure = await sendAppointmentRequest(invalid as never).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).fields).toEqual({
          phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          location: 'Please select a location',
          preferredTime: 'Please select a preferred time',
        });
      });
  });
});

describe('insurance quote request (/insurance)', () => {
  const request = {
    name: 'Asha Verma',
    address: '12 Marine Drive, Mumbai 400002',
    mobileNumber: '9876543210',
    email: 'asha@example.com',
    dob: '1990-05-14',
    maritalStatus: 'married',
    sex: 'female',
  } as const;

  it('is stored and acknowledged with its reference', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an insurance quote request from the insurance page')
      .withRequest('POST', '/api/enquiries/insurance-quotes', (builder) =>
        builder.headers(jsonRequest).jsonBody(request),
      )
      .willRespondWith(201, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          id: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d12'),
          message: string("We'll contact you soon regarding health insurance options."),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const answer = await sendInsuranceQuoteRequest(request);
        expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('is stored without an e-mail, which is optional', async () => {
    const { email: _email, ...withoutEmail } = request;
    await pact
      .addInteraction()
      .uponReceiving('an insurance quote request without an e-mail')
      .withRequest('POST', '/api/enquiries/insurance-quotes', (builder) =>
        builder.headers(jsonRequest).jsonBody(withoutEmail),
      )
      .willRespondWith(201, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          id: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d13'),
          message: string("We'll contact you soon regarding health insurance options."),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const answer = await sendInsuranceQuoteRequest(withoutEmail);
        expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('is refused field by field when it is not valid', async () => {
    const invalid = { ...request, address: '', dob: '2999-01-01', maritalStatus: 'engaged' };
    await pact
      .addInteraction()
      .uponReceiving(
        'an insurance quote request without an address, a future birth date and an unknown status',
      )
      .withRequest('POST', '/api/enquiries/insurance-quotes', (builder) =>
        builder.headers(jsonRequest).jsonBody(invalid),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          message: string('Some fields are not valid.'),
          code: 'VALIDATION.FAILED',
          fields: {
            address: 'Address is required',
            dob: 'Date of birth must be in the past',
            maritalStatus: 'Please select your marital status',
          },
          correlationId,
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const failure = await sendInsuranceQuoteRequest(invalid as never).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).fields).toEqual({
          address: 'Address is required',
          dob: 'Date of birth must be in the past',
          maritalStatus: 'Please select your marital status',
        });
      });
  });
});
