import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendFeedback } from '../src/api/enquiries';

const { regex, string, uuid } = MatchersV3;

/*
 * The marketing remote's calls, as consumer `mfe-marketing` of provider `gateway`. The gateway's verification
 * replays them against the real gateway and booking service. (jest.config.js empties the pact file once per run.)
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
const pact = new PactV4({ consumer: 'mfe-marketing', provider: 'gateway', dir: PACT_DIR, logLevel: 'warn' });

const jsonRequest = { 'Content-Type': 'application/json' };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json') };

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
