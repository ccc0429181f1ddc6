import { definePages } from '@hp/shell-sdk/pages';
import { Role } from '@hp/shell-sdk/roles';

/** The patient area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    path: '/userlog',
    load: () => import('./pages/LoginPage'),
    meta: {
      title: /*i18n*/ { id: 'Patient login' },
      description: /*i18n*/ {
        id: 'Log in to book consultations at partner clinics and send prescriptions to pharmacies and laboratories.',
      },
    },
    nav: { label: /*i18n*/ { id: 'Book Now' }, order: 6, callToAction: true },
  },
  {
    path: '/userreg',
    load: () => import('./pages/RegisterPage'),
    meta: {
      title: /*i18n*/ { id: 'Create your account' },
      description: /*i18n*/ {
        id: 'Register as a patient to book consultations and send prescriptions to our partner pharmacies and laboratories.',
      },
    },
  },
  {
    path: '/user/forgot-password',
    load: () => import('./pages/ForgotPasswordPage'),
    meta: {
      title: /*i18n*/ { id: 'Reset your password' },
      description: /*i18n*/ {
        id: 'Get a one-time code by e-mail and choose a new password for your patient account.',
      },
    },
  },
  {
    path: '/clinicmain',
    load: () => import('./pages/HealthServicesPage'),
    meta: {
      title: /*i18n*/ { id: 'Health services' },
      description: /*i18n*/ {
        id: 'Your health services: consultations at partner clinics, prescriptions and your membership.',
      },
    },
    role: Role.User,
  },
  {
    // The link in every consultation reminder (services/notification: NOTIFICATION_SITE_URL + /reminder/<token>).
    // Public, the token being the credential; personal, so kept out of search engines.
    path: '/reminder/:token',
    load: () => import('./pages/ReminderPage'),
    meta: {
      title: /*i18n*/ { id: 'Your consultation reminder' },
      description: /*i18n*/ {
        id: 'Confirm or cancel your consultation at a partner clinic from the link in your reminder.',
      },
    },
    noindex: true,
  },
]);
