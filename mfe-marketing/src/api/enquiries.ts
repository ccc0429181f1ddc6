import {
  bookingApi,
  type AppointmentRequestInput,
  type FeedbackInput,
  type InsuranceQuoteRequestInput,
} from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** The public forms' calls (stored by the booking service). */
export const sendFeedback = (feedback: FeedbackInput) => apiRequest(bookingApi.submitFeedback, feedback);

/** /booking: the Book Your Visit form. */
export const sendAppointmentRequest = (request: AppointmentRequestInput) =>
  apiRequest(bookingApi.submitAppointmentRequest, request);

/** /insurance: the Get Your Insurance Quote form. */
export const sendInsuranceQuoteRequest = (request: InsuranceQuoteRequestInput) =>
  apiRequest(bookingApi.submitInsuranceQuoteRequest, request);
