import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { prescriptionRoutes } from './http.js';

/** The browser's view of `prescriptionRoutes` (no schemas; see `http/client-route.ts`). */
export const prescriptionApi = clientRoutes<typeof prescriptionRoutes>()({
  submitPrescription: {
    method: 'POST',
    path: '/api/user/prescriptions',
    access: [Role.User],
    multipart: true,
  },
  myPrescriptions: { method: 'GET', path: '/api/user/prescriptions', access: [Role.User], query: true },
  receivedPrescriptions: {
    method: 'GET',
    path: '/api/clinic/my-prescriptions',
    access: [Role.Provider],
    query: true,
  },
  receivedPrescription: {
    method: 'GET',
    path: '/api/clinic/my-prescriptions/:id',
    access: [Role.Provider],
    params: true,
  },
  adminSubmissions: { method: 'GET', path: '/api/admin/submissions', access: [Role.Admin], query: true },
  adminSubmission: { method: 'GET', path: '/api/admin/submissions/:id', access: [Role.Admin], params: true },
  adminUpdateSubmissionStatus: {
    method: 'PATCH',
    path: '/api/admin/submissions/:id/status',
    access: [Role.Admin],
    params: true,
  },
});
