import { apiRequest } from '@hp/shell-sdk';
import {
  bookingApi,
  consultationApi,
  prescriptionApi,
  verificationApi,
  type AdminConsultationsQuery,
  type EnquiryListQuery,
  type EntityType,
  type ProviderListQuery,
  type SaveReviewRequest,
  type SubmissionListQuery,
  type UpdateConsultationStatusInput,
  type UpdateSubmissionStatusRequest,
  type VerifyProviderRequest,
} from '@hp/contracts';

/**
 * The admin area's calls once signed in (the account's are in ./account, so that the login page does not carry
 * these): the providers' review (verification), the enquiries and consultations
 * (booking) and the prescriptions sent to pharmacies and labs (prescription).
 */

/** The pages' query keys (a list's key is its prefix plus the query). */
export const adminQueryKeys = {
  providers: ['admin', 'providers'] as const,
  enquiries: ['admin', 'enquiries'] as const,
  consultations: ['admin', 'consultations'] as const,
  submissions: ['admin', 'submissions'] as const,
};

export const listProviders = (query: ProviderListQuery = {}) =>
  apiRequest(verificationApi.adminListProviders, undefined, { query });

export const getProvider = (id: string) =>
  apiRequest(verificationApi.adminGetProvider, undefined, { params: { id } });

/** Opening the review moves a pending provider to under_review on the server; answers the provider's detail. */
export const openReview = (id: string) =>
  apiRequest(verificationApi.adminOpenReview, undefined, { params: { id } });

export const saveReview = (id: string, review: SaveReviewRequest) =>
  apiRequest(verificationApi.adminSaveReview, review, { params: { id } });

/** The spec's PATCH /api/admin/verify/{type}/{id}: approve or reject (409 once decided). */
export const decideProvider = (type: EntityType, id: string, decision: VerifyProviderRequest) =>
  apiRequest(verificationApi.adminVerifyProvider, decision, { params: { type, id } });

export const listEnquiries = (query: EnquiryListQuery = {}) =>
  apiRequest(bookingApi.adminListEnquiries, undefined, { query });

/** The spec's GET /api/admin/pending-clinic-requests: search, status, counters, keyset pages. */
export const listConsultations = (query: AdminConsultationsQuery = {}) =>
  apiRequest(consultationApi.adminConsultations, undefined, { query });

/** One consultation with its audit trail. */
export const getConsultation = (id: string) =>
  apiRequest(consultationApi.adminConsultation, undefined, { params: { id } });

/** The spec's PATCH /api/admin/update-status: approve (optional alternative and note) or reject (a reason). */
export const updateConsultationStatus = (decision: UpdateConsultationStatusInput) =>
  apiRequest(consultationApi.updateConsultationStatus, decision);

/** The spec's GET /api/admin/submissions (`type=lab|pharmacy`, or every one), with search, status, pages. */
export const listSubmissions = (query: SubmissionListQuery = {}) =>
  apiRequest(prescriptionApi.adminSubmissions, undefined, { query });

/** One submission with its audit trail and a short-lived link to the file. */
export const getSubmission = (id: string) =>
  apiRequest(prescriptionApi.adminSubmission, undefined, { params: { id } });

export const updateSubmissionStatus = (id: string, change: UpdateSubmissionStatusRequest) =>
  apiRequest(prescriptionApi.adminUpdateSubmissionStatus, change, { params: { id } });
