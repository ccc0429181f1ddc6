import { bookingApi, type ConsultationRequestInput } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** /consultform: a consultation request, stored by the booking service as an enquiry. */
export const sendConsultationRequest = (request: ConsultationRequestInput) =>
  apiRequest(bookingApi.submitConsultationRequest, request);
