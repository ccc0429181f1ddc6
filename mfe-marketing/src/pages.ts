import { definePages } from '@hp/shell-sdk/pages';

/**
 * The public site's pages: each one's route, header link and registry line come from here (see
 * shell/sdk/src/pages/definePages.ts). Every page but Home is fetched when it is first shown (or at once, when the
 * visit starts there), so Home's first load carries only Home.
 */
export const pages = definePages([
  {
    path: '/',
    load: () => import(/* webpackMode: "eager" */ './pages/home/HomePage'),
    meta: {
      title: /*i18n*/ { id: 'Quality healthcare made affordable' },
      description: /*i18n*/ {
        id: 'Dental and general healthcare at partner clinics, pharmacies and laboratories across India, with savings on every visit for members.',
      },
    },
    preload: true,
    nav: { label: /*i18n*/ { id: 'Home' }, order: 1 },
  },
  {
    path: '/membership',
    load: () => import('./pages/membership/MembershipPage'),
    meta: {
      title: /*i18n*/ { id: 'Membership plans' },
      description: /*i18n*/ {
        id: 'Compare our yearly healthcare membership plans and what each one saves you at partner clinics, pharmacies and laboratories.',
      },
    },
    nav: { label: /*i18n*/ { id: 'Membership Plans' }, order: 2 },
  },
  {
    path: '/demo',
    load: () => import('./pages/directory/DirectoryPage'),
    meta: {
      title: /*i18n*/ { id: 'Available clinics, pharmacies and laboratories' },
      description: /*i18n*/ {
        id: 'Find approved hospitals, clinics, pharmacies and laboratories near you by name, area or specialization, with EMI and insurance options.',
      },
    },
    nav: { label: /*i18n*/ { id: 'Available Clinics' }, order: 3 },
  },
  {
    path: '/insurance',
    load: () => import('./pages/insurance/InsurancePage'),
    meta: {
      title: /*i18n*/ { id: 'Health insurance quote' },
      description: /*i18n*/ {
        id: 'Ask for a health insurance quote: tell us whom to cover and we call you back with a plan that fits.',
      },
    },
    nav: { label: /*i18n*/ { id: 'Insurance' }, order: 4 },
  },
  {
    path: '/booking',
    load: () => import('./pages/booking/BookingPage'),
    meta: {
      title: /*i18n*/ { id: 'Book an appointment' },
      description: /*i18n*/ {
        id: 'Ask for an appointment at a partner clinic; we call you to confirm the day and time.',
      },
    },
  },
  {
    path: '/privacypolicy',
    load: () => import('./pages/policies/PoliciesPage'),
    meta: {
      title: /*i18n*/ { id: 'Policies' },
      description: /*i18n*/ {
        id: 'Our privacy policy, terms and conditions, and refund and cancellation policy.',
      },
    },
  },
  {
    path: '/consultform',
    load: () => import('./pages/consultation/ConsultationPage'),
    meta: {
      title: /*i18n*/ { id: 'Request a consultation' },
      description: /*i18n*/ {
        id: 'Tell us what you need and a doctor from one of our partner clinics gets in touch.',
      },
    },
  },
  {
    path: '/payment',
    load: () => import('./pages/payment/PaymentPage'),
    meta: {
      title: /*i18n*/ { id: 'Pay online' },
      description: /*i18n*/ {
        id: 'Pay for your membership or a service securely online, by card, UPI or net banking.',
      },
    },
  },
  {
    path: '/payment/success',
    load: () => import('./pages/payment/PaymentSuccessPage'),
    meta: {
      title: /*i18n*/ { id: 'Payment successful' },
      description: /*i18n*/ { id: 'Your payment has been received; your receipt is on its way by e-mail.' },
    },
  },
  {
    path: '/payment/failure',
    load: () => import('./pages/payment/PaymentFailurePage'),
    meta: {
      title: /*i18n*/ { id: 'Payment not completed' },
      description: /*i18n*/ {
        id: 'Your payment did not go through and nothing was charged; you can try again.',
      },
    },
  },
]);
