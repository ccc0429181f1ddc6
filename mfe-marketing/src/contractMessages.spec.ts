import {
  AppointmentRequestSchema,
  ConsultationRequestSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
  PaymentFormSchema,
} from '@hp/contracts';
import { describeContractMessages } from '@hp/shell-sdk/testing';
import { contractMessages } from './contractMessages';

// The forms of this area, by the schema each validates with.
describeContractMessages(contractMessages, {
  FeedbackSchema,
  AppointmentRequestSchema,
  InsuranceQuoteRequestSchema,
  ConsultationRequestSchema,
  PaymentFormSchema,
});
