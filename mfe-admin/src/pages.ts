import { definePages } from '@hp/shell-sdk/pages';
import { Role } from '@hp/shell-sdk/roles';

/**
 * The admin area's pages: each one's route, header link and registry line come from here. The admin-only pages are
 * behind the SDK's role guard (and so `noindex`); the gateway checks every call's role regardless.
 */
export const pages = definePages([
  {
    path: '/admin',
    load: () => import('./pages/AdminLoginPage'),
    meta: {
      title: /*i18n*/ { id: 'Admin login' },
      description: /*i18n*/ {
        id: 'Sign in to review consultations, prescriptions and provider registrations.',
      },
    },
  },
  {
    path: '/adminreg',
    load: () => import('./pages/AdminRegisterPage'),
    meta: {
      title: /*i18n*/ { id: 'Admin registration' },
      description: /*i18n*/ {
        id: 'Create an admin account with a one-time registration code.',
      },
    },
  },
  {
    path: '/admindash',
    load: () => import('./pages/AdminDashPage'),
    meta: {
      title: /*i18n*/ { id: 'Admin dashboard' },
      description: /*i18n*/ {
        id: 'Consultation requests, prescriptions and the enquiries of the public site.',
      },
    },
    role: Role.Admin,
  },
  {
    path: '/verifyclinic',
    load: () => import('./pages/VerifyClinicPage'),
    meta: {
      title: /*i18n*/ { id: 'Provider verification' },
      description: /*i18n*/ {
        id: 'Review and approve the registrations of clinics, pharmacies and laboratories.',
      },
    },
    role: Role.Admin,
  },
]);
