import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { paymentRoutes } from './http.js';

/** The browser's view of `paymentRoutes` (no schemas; see `http/client-route.ts`). */
export const paymentApi = clientRoutes<typeof paymentRoutes>()({
  paymentCatalogue: { method: 'GET', path: '/api/payment/catalogue', access: 'public', cacheSeconds: 60 },
  paymentCheckout: { method: 'POST', path: '/api/payment/checkout', access: 'public' },
  paymentWebhook: { method: 'POST', path: '/api/payment/webhook', access: 'public' },
  paymentOrderStatus: {
    method: 'GET',
    path: '/api/payment/orders/:reference',
    access: 'public',
    params: true,
  },
  paymentCreateLink: { method: 'POST', path: '/api/payment/create-link', access: [Role.Provider] },
  paymentLinkStatus: {
    method: 'GET',
    path: '/api/payment/payment-status/:paymentLinkId',
    access: [Role.Provider],
    params: true,
  },
});
