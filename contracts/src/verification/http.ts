import { Role } from '../common/roles.js';
import { defineRoutes } from '../http/route.js';
import { ProviderRegistrationSchema } from './registration.js';
import {
  PendingProvidersResponseSchema,
  ProviderDetailSchema,
  ProviderIdParamsSchema,
  ProviderListQuerySchema,
  ProviderListResponseSchema,
  RegisterProviderResponseSchema,
  SaveReviewRequestSchema,
  VerifyProviderParamsSchema,
  VerifyProviderRequestSchema,
  VerifyProviderResponseSchema,
} from './review.js';
import { verificationCommands } from './subjects.js';

const tag = 'Provider verification';
const admins = [Role.Admin] as const;

/**
 * Providers join (`POST /api/clinic/register`, multipart, served by the gateway's upload handler) and admins review
 * them: the spec's `/api/admin/pending-clinics` and `/api/admin/verify/:type/:id`, now admin-only, plus the
 * paginated list, the review itself (opening it, the checklist and notes) and one provider with its audit trail.
 */
export const verificationRoutes = defineRoutes({
  providerRegister: {
    method: 'POST',
    path: '/api/clinic/register',
    tag,
    access: 'public',
    rateLimit: 'register',
    summary:
      'Register a clinic, pharmacy or lab (multipart/form-data: the fields and an optional licenseProof file, PDF, JPG or PNG up to 5 MB); the account waits for approval',
    multipart: {
      fields: ProviderRegistrationSchema,
      files: {
        licenseProof: 'The licence proof: PDF, JPG or PNG (told by its bytes), at most 5 MB; optional',
      },
    },
    response: RegisterProviderResponseSchema,
    successStatus: 201,
  },
  adminPendingProviders: {
    method: 'GET',
    path: '/api/admin/pending-clinics',
    tag,
    access: admins,
    summary:
      'Providers awaiting a decision (pending or under review), by kind, newest first (at most 100 of each)',
    response: PendingProvidersResponseSchema,
    successStatus: 200,
    command: verificationCommands.pendingProviders,
  },
  adminListProviders: {
    method: 'GET',
    path: '/api/admin/providers',
    tag,
    access: admins,
    summary:
      'Providers, newest first: search by name, e-mail or phone, filter by status and kind, the five counters, and `nextCursor` for the next page',
    query: ProviderListQuerySchema,
    response: ProviderListResponseSchema,
    successStatus: 200,
    command: verificationCommands.listProviders,
  },
  adminGetProvider: {
    method: 'GET',
    path: '/api/admin/providers/:id',
    tag,
    access: admins,
    summary: 'One provider with its review, audit trail and a licence link valid for a few minutes',
    params: ProviderIdParamsSchema,
    response: ProviderDetailSchema,
    successStatus: 200,
    command: verificationCommands.getProvider,
  },
  adminOpenReview: {
    method: 'POST',
    path: '/api/admin/providers/:id/review',
    tag,
    access: admins,
    summary: 'Open the review: a pending provider moves to under_review (audited); answers the provider',
    params: ProviderIdParamsSchema,
    response: ProviderDetailSchema,
    successStatus: 200,
    command: verificationCommands.openReview,
  },
  adminSaveReview: {
    method: 'PUT',
    path: '/api/admin/providers/:id/review',
    tag,
    access: admins,
    summary: "Save the review's checklist and notes",
    params: ProviderIdParamsSchema,
    body: SaveReviewRequestSchema,
    response: ProviderDetailSchema,
    successStatus: 200,
    command: verificationCommands.saveReview,
  },
  adminVerifyProvider: {
    method: 'PATCH',
    path: '/api/admin/verify/:type/:id',
    tag,
    access: admins,
    summary:
      'Approve or reject a provider that is pending or under review (409 otherwise); audited and announced',
    params: VerifyProviderParamsSchema,
    body: VerifyProviderRequestSchema,
    response: VerifyProviderResponseSchema,
    successStatus: 200,
    command: verificationCommands.decide,
  },
});
