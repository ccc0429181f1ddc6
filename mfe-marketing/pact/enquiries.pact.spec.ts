import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendFeedback } from '../src/api/enquiries';
import { jsonRequest, jsonResponse, pact } from './marketingPact';

const { string, uuid } = MatchersV3;

describe('feedback', () => {
  const feedback = { name: 'Asha Verma', email: 'asha@example.com', message: 'Lovely clinic staff.' };

  it('is stored and acknowledged with its reference', async () => {
    await pact
      .addInteraction()
      .uponReceiving('feedback from the Home page')
      .withRequest('POST', '/api/enquiries/feedback', (request) =>
        request.headers(jsonRequest).jsonBody(feedback),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonResponse).jsonBody({
          id: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d10'),
          message: string('We appreciate your message and will get back to you soon'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const answer = await sendFeedback(feedback);
        expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      });
  });

  it('is refused field by field when it is not valid', async () => {
    await pact
      .addInteraction()
      .uponReceiving('feedback without an e-mail or message')
      .withRequest('POST', '/api/enquiries/feedback', (request) =>
        request.headers(jsonRequest).jsonBody({ name: 'Asha Verma', email: '', message: '' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonResponse).jsonBody({
          message: string('Some fields are not valid.'),
          code: 'VALIDATION.FAILED',
          fields: { email: 'Email is required', message: 'Message is required' },
          correlationId: string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const failure = await sendFeedback({ name: 'Asha Verma', email: '', message: '' }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).fields).toEqual({
          email: 'Email is required',
          message: 'Message is required',
        });
      });
  });
});
