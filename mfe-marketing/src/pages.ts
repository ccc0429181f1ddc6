import { definePages } from '@hp/shell-sdk/pages';

/**
 * The public site's pages: each one's route, header link and registry line come from here (see
 * shell/sdk/src/pages/definePages.ts). Every page but Home is fetched when it is first shown (or at once, when the
 * visit starts there), so Home's first load carries only Home.
 */
export const pages = definePages(
  [
    {
      path: '/',
      load: () => import(/* webpackMode: "eager" */ './pages/home/HomePage'),
      usesLibrary: false,
      preload: true,
      nav: { label: /*i18n*/ { id: 'Home' }, order: 1 },
    },
    {
      path: '/membership',
      load: () => import('./pages/membership/MembershipPage'),
      nav: { label: /*i18n*/ { id: 'Membership Plans' }, order: 2 },
    },
    {
      path: '/insurance',
      load: () => import('./pages/insurance/InsurancePage'),
      nav: { label: /*i18n*/ { id: 'Insurance' }, order: 4 },
    },
    { path: '/booking', load: () => import('./pages/booking/BookingPage') },
    { path: '/privacypolicy', load: () => import('./pages/policies/PoliciesPage') },
    { path: '/consultform', load: () => import('./pages/consultation/ConsultationPage') },
    { path: '/payment', load: () => import('./pages/payment/PaymentPage') },
    { path: '/payment/success', load: () => import('./pages/payment/PaymentSuccessPage') },
    { path: '/payment/failure', load: () => import('./pages/payment/PaymentFailurePage') },
  ],
  // No area has this page yet; the spec's navigation links to it all the same (it shows the 404 page).
  [{ path: '/demo', label: /*i18n*/ { id: 'Available Clinics' }, order: 3 }],
);
