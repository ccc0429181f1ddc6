import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendAppointmentRequest, sendInsuranceQuoteRequest } from '../src/api/enquiries';
import { acknowledgement, postJson, validationFailure } from './marketingPact';

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
    await postJson({
      description: 'an appointment request from the booking page',
      path: '/api/enquiries/appointments',
      body: request,
      status: 201,
      answer: acknowledgement('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d11', "We'll confirm your appointment soon."),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      const answer = await sendAppointmentRequest(request);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('is refused field by field when it is not valid', async () => {
    const invalid = { ...request, phoneNumber: '12345', location: 'Pune', preferredTime: '' };
    await postJson({
      description: 'an appointment request with a wrong phone, an unknown location and no time',
      path: '/api/enquiries/appointments',
      body: invalid,
      status: 400,
      answer: validationFailure({
        phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
        location: 'Please select a location',
        preferredTime: 'Please select a preferred time',
      }),
    }).executeTest(async (server) => {
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
  const quoteAnswer = (id: string) =>
    acknowledgement(id, "We'll contact you soon regarding health insurance options.");

  it('is stored and acknowledged with its reference', async () => {
    await postJson({
      description: 'an insurance quote request from the insurance page',
      path: '/api/enquiries/insurance-quotes',
      body: request,
      status: 201,
      answer: quoteAnswer('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d12'),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      const answer = await sendInsuranceQuoteRequest(request);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('is stored without an e-mail, which is optional', async () => {
    const { email: _email, ...withoutEmail } = request;
    await postJson({
      description: 'an insurance quote request without an e-mail',
      path: '/api/enquiries/insurance-quotes',
      body: withoutEmail,
      status: 201,
      answer: quoteAnswer('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d13'),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      const answer = await sendInsuranceQuoteRequest(withoutEmail);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('is refused field by field when it is not valid', async () => {
    const invalid = { ...request, address: '', dob: '2999-01-01', maritalStatus: 'engaged' };
    await postJson({
      description: 'an insurance quote request without an address, a future birth date and an unknown status',
      path: '/api/enquiries/insurance-quotes',
      body: invalid,
      status: 400,
      answer: validationFailure({
        address: 'Address is required',
        dob: 'Date of birth must be in the past',
        maritalStatus: 'Please select your marital status',
      }),
    }).executeTest(async (server) => {
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
