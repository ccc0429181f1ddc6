import { apiRequest } from '@hp/shell-sdk';
import {
  consultationApi,
  paymentApi,
  type ClinicPatientsQuery,
  type CreatePaymentLinkRequest,
} from '@hp/contracts';

/**
 * The clinic dashboard's calls: its own patients' consultations (booking), and the payment links it makes for them
 * (payment). The page reaches them through `@hp/shell-sdk/query` with the same routes; the Pact tests call these.
 */

/** `GET /api/clinic/my-patients`: the signed-in clinic's consultations, newest first (`nextCursor` pages). */
export const listMyPatients = (query: ClinicPatientsQuery = {}) =>
  apiRequest(consultationApi.clinicPatients, undefined, { query });

/** `POST /api/payment/create-link`: a payment link for one of the clinic's own consultations. */
export const createPaymentLink = (request: CreatePaymentLinkRequest) =>
  apiRequest(paymentApi.paymentCreateLink, request);

/** `GET /api/payment/payment-status/{paymentLinkId}`: where the clinic's own link stands. */
export const paymentLinkStatus = (paymentLinkId: string) =>
  apiRequest(paymentApi.paymentLinkStatus, undefined, { params: { paymentLinkId } });
