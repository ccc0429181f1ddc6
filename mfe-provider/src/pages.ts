import { definePages } from '@hp/shell-sdk/pages';

/** The provider area's pages: each one's route, header link and registry line come from here. */
export const pages = definePages([
  {
    // Route matching ignores case, so this also serves the spec's /clinicLog spelling.
    path: '/cliniclog',
    load: () => import('./pages/ClinicLoginComingSoon'),
    meta: {
      title: /*i18n*/ { id: 'Provider login' },
      description: /*i18n*/ {
        id: "Clinics, pharmacies and laboratories in our network log in here to see their patients' requests.",
      },
    },
    nav: { label: /*i18n*/ { id: 'Clinic' }, order: 5 },
  },
]);
