import { z } from 'zod';
import { emailField } from '@hp/contracts';

/**
 * The Home page's feedback form. Local to marketing: nothing is sent to a server yet (there is no
 * feedback service), so the rules live here rather than in contracts. Move it there when one exists.
 */
export const FeedbackSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: emailField,
  message: z.string().trim().min(1, 'Message is required'),
});

export type Feedback = z.infer<typeof FeedbackSchema>;

export const EMPTY_FEEDBACK: Feedback = { name: '', email: '', message: '' };
