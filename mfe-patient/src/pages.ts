import { definePages } from '@hp/shell-sdk/pages';
import { Role } from '@hp/shell-sdk/roles';

/** The patient area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    path: '/userlog',
    load: () => import('./pages/LoginPage'),
    nav: { label: /*i18n*/ { id: 'Book Now' }, order: 6, callToAction: true },
  },
  { path: '/userreg', load: () => import('./pages/RegisterPage') },
  { path: '/user/forgot-password', load: () => import('./pages/ForgotPasswordPage') },
  { path: '/clinicmain', load: () => import('./pages/HealthServicesPage'), role: Role.User },
]);
