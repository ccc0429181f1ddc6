import { definePages } from '@hp/shell-sdk/pages';

/** The provider area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    // Route matching ignores case, so this also serves the spec's /clinicLog spelling.
    path: '/cliniclog',
    load: () => import('./pages/ClinicLoginComingSoon'),
    nav: { label: /*i18n*/ { id: 'Clinic' }, order: 5 },
  },
]);
