/** @jest-environment node */
import { FeedbackSchema } from './feedbackSchema';

describe('FeedbackSchema', () => {
  it('requires a name, a valid e-mail and a message', () => {
    const result = FeedbackSchema.safeParse({ name: ' ', email: 'not-an-address', message: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const messages = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
  });

  it('says the e-mail is required when it is empty', () => {
    const result = FeedbackSchema.safeParse({ name: 'Asha', email: '', message: 'Great clinic' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]?.message).toBe('Email is required');
  });

  it('accepts a complete message and tidies it', () => {
    expect(FeedbackSchema.parse({ name: ' Asha ', email: 'Asha@Example.com', message: ' Thank you! ' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Thank you!',
    });
  });
});
