import { definePages } from '@hp/shell-sdk/pages';
import { Role } from '@hp/shell-sdk/roles';

/** The provider area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    // Route matching ignores case, so this also serves the spec's /clinicLog spelling.
    path: '/cliniclog',
    load: () => import('./pages/LoginPage'),
    meta: {
      title: /*i18n*/ { id: 'Provider login' },
      description: /*i18n*/ {
        id: "Clinics, pharmacies and laboratories in our network log in here to see their patients' requests.",
      },
    },
    nav: { label: /*i18n*/ { id: 'Clinic' }, order: 5 },
  },
  {
    path: '/clinicreg',
    load: () => import('./pages/RegisterPage'),
    meta: {
      title: /*i18n*/ { id: 'Register your clinic, pharmacy or laboratory' },
      description: /*i18n*/ {
        id: 'Join our partner network: register your clinic, pharmacy or laboratory with its licence; an admin approves it.',
      },
    },
  },
  {
    path: '/clinic/forgot-password',
    load: () => import('./pages/ForgotPasswordPage'),
    meta: {
      title: /*i18n*/ { id: 'Reset your provider password' },
      description: /*i18n*/ {
        id: 'Clinics, pharmacies and laboratories get a one-time code by e-mail and choose a new password.',
      },
    },
  },
  {
    path: '/pending-approval',
    load: () => import('./pages/PendingApprovalPage'),
    meta: {
      title: /*i18n*/ { id: 'Pending admin approval' },
      description: /*i18n*/ {
        id: 'Your partner account waits for an admin to approve it; prescription details arrive by e-mail afterwards.',
      },
    },
  },
  {
    path: '/entitydash',
    load: () => import('./pages/EntityDashPage'),
    meta: {
      title: /*i18n*/ { id: 'Partner dashboard' },
      description: /*i18n*/ {
        id: 'Approved pharmacies and laboratories: prescription details arrive from users directly by e-mail.',
      },
    },
    role: Role.Provider,
  },
  {
    path: '/clinicdash',
    load: () => import('./pages/ClinicDashPage'),
    meta: {
      title: /*i18n*/ { id: 'Clinic dashboard' },
      description: /*i18n*/ {
        id: "Your clinic's admission requests from patients and their payment links.",
      },
    },
    role: Role.Provider,
  },
]);
