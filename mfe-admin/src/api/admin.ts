import { apiRequest } from '@hp/shell-sdk';
import {
  authRoutes,
  bookingRoutes,
  verificationRoutes,
  type AdminLoginRequest,
  type EnquiryListQuery,
  type EntityType,
  type ProviderListQuery,
  type RegisterAdminRequest,
  type SaveReviewRequest,
  type VerifyProviderRequest,
} from '@hp/contracts';

/** The admin area's calls: its account, the providers' review (verification) and the enquiries (booking). */

/** The pages' query keys (a list's key is its prefix plus the query). */
export const adminQueryKeys = {
  providers: ['admin', 'providers'] as const,
  enquiries: ['admin', 'enquiries'] as const,
};

export const loginAdmin = (credentials: AdminLoginRequest) => apiRequest(authRoutes.adminLogin, credentials);

export const registerAdmin = (account: RegisterAdminRequest) => apiRequest(authRoutes.adminRegister, account);

export const listProviders = (query: ProviderListQuery = {}) =>
  apiRequest(verificationRoutes.adminListProviders, undefined, { query });

export const getProvider = (id: string) =>
  apiRequest(verificationRoutes.adminGetProvider, undefined, { params: { id } });

/** Opening the review moves a pending provider to under_review on the server; answers the provider's detail. */
export const openReview = (id: string) =>
  apiRequest(verificationRoutes.adminOpenReview, undefined, { params: { id } });

export const saveReview = (id: string, review: SaveReviewRequest) =>
  apiRequest(verificationRoutes.adminSaveReview, review, { params: { id } });

/** The spec's PATCH /api/admin/verify/{type}/{id}: approve or reject (409 once decided). */
export const decideProvider = (type: EntityType, id: string, decision: VerifyProviderRequest) =>
  apiRequest(verificationRoutes.adminVerifyProvider, decision, { params: { type, id } });

export const listEnquiries = (query: EnquiryListQuery = {}) =>
  apiRequest(bookingRoutes.adminListEnquiries, undefined, { query });
