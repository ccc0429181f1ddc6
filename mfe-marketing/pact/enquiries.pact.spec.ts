import { ApiError, configureApi } from '@hp/shell-sdk';
import { sendFeedback } from '../src/api/enquiries';
import { acknowledgement, postJson, validationFailure } from './marketingPact';

describe('feedback', () => {
  const feedback = { name: 'Asha Verma', email: 'asha@example.com', message: 'Lovely clinic staff.' };

  it('is stored and acknowledged with its reference', async () => {
    await postJson({
      description: 'feedback from the Home page',
      path: '/api/enquiries/feedback',
      body: feedback,
      status: 201,
      answer: acknowledgement(
        '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d10',
        'We appreciate your message and will get back to you soon',
      ),
    }).executeTest(async (server) => {
      configureApi({ baseUrl: server.url });
      const answer = await sendFeedback(feedback);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('is refused field by field when it is not valid', async () => {
    await postJson({
      description: 'feedback without an e-mail or message',
      path: '/api/enquiries/feedback',
      body: { name: 'Asha Verma', email: '', message: '' },
      status: 400,
      answer: validationFailure({ email: 'Email is required', message: 'Message is required' }),
    }).executeTest(async (server) => {
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
