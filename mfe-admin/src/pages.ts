import { definePages } from '@hp/shell-sdk/pages';

/** The admin area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    path: '/admin',
    load: () => import('./pages/AdminComingSoon'),
    meta: {
      title: /*i18n*/ { id: 'Admin login' },
      description: /*i18n*/ {
        id: 'Sign in to review consultations, prescriptions and provider registrations.',
      },
    },
  },
]);
