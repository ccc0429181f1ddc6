import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { verificationRoutes } from './http.js';

/** The browser's view of `verificationRoutes` (no schemas; see `http/client-route.ts`). */
export const verificationApi = clientRoutes<typeof verificationRoutes>()({
  providerRegister: { method: 'POST', path: '/api/clinic/register', access: 'public', multipart: true },
  adminPendingProviders: { method: 'GET', path: '/api/admin/pending-clinics', access: [Role.Admin] },
  adminListProviders: { method: 'GET', path: '/api/admin/providers', access: [Role.Admin], query: true },
  adminGetProvider: { method: 'GET', path: '/api/admin/providers/:id', access: [Role.Admin], params: true },
  adminOpenReview: {
    method: 'POST',
    path: '/api/admin/providers/:id/review',
    access: [Role.Admin],
    params: true,
  },
  adminSaveReview: {
    method: 'PUT',
    path: '/api/admin/providers/:id/review',
    access: [Role.Admin],
    params: true,
  },
  adminVerifyProvider: {
    method: 'PATCH',
    path: '/api/admin/verify/:type/:id',
    access: [Role.Admin],
    params: true,
  },
});
