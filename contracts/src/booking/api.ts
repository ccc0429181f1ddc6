import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { bookingRoutes, consultationRoutes } from './http.js';

/** The browser's view of `bookingRoutes` (no schemas; see `http/client-route.ts`). */
export const bookingApi = clientRoutes<typeof bookingRoutes>()({
  submitAppointmentRequest: { method: 'POST', path: '/api/enquiries/appointments', access: 'public' },
  submitInsuranceQuoteRequest: { method: 'POST', path: '/api/enquiries/insurance-quotes', access: 'public' },
  submitFeedback: { method: 'POST', path: '/api/enquiries/feedback', access: 'public' },
  submitConsultationRequest: { method: 'POST', path: '/api/enquiries/consultations', access: 'public' },
  adminListEnquiries: { method: 'GET', path: '/api/admin/enquiries', access: [Role.Admin], query: true },
});

/** The browser's view of `consultationRoutes` (no schemas; see `http/client-route.ts`). */
export const consultationApi = clientRoutes<typeof consultationRoutes>()({
  bookConsultation: { method: 'POST', path: '/api/user/consultations', access: [Role.User] },
  consultationSlots: {
    method: 'GET',
    path: '/api/user/consultation-slots',
    access: [Role.User],
    query: true,
  },
  myConsultations: { method: 'GET', path: '/api/user/consultations', access: [Role.User], query: true },
  myConsultation: { method: 'GET', path: '/api/user/consultations/:id', access: [Role.User], params: true },
  acceptAlternative: {
    method: 'POST',
    path: '/api/user/consultations/:id/accept-alternative',
    access: [Role.User],
    params: true,
  },
  declineAlternative: {
    method: 'POST',
    path: '/api/user/consultations/:id/decline-alternative',
    access: [Role.User],
    params: true,
  },
  adminConsultations: {
    method: 'GET',
    path: '/api/admin/pending-clinic-requests',
    access: [Role.Admin],
    query: true,
  },
  adminConsultation: {
    method: 'GET',
    path: '/api/admin/consultations/:id',
    access: [Role.Admin],
    params: true,
  },
  updateConsultationStatus: { method: 'PATCH', path: '/api/admin/update-status', access: [Role.Admin] },
  clinicPatients: { method: 'GET', path: '/api/clinic/my-patients', access: [Role.Provider], query: true },
});
