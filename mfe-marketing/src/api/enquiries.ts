import { bookingRoutes, type FeedbackInput } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** The public forms' calls (stored by the booking service). */
export const sendFeedback = (feedback: FeedbackInput) => apiRequest(bookingRoutes.submitFeedback, feedback);
