import { clientRoutes } from '../http/client-route.js';
import type { directoryRoutes } from './http.js';

/** The browser's view of `directoryRoutes` (no schemas; see `http/client-route.ts`). */
export const directoryApi = clientRoutes<typeof directoryRoutes>()({
  approvedProviders: { method: 'GET', path: '/api/clinic/approved-clinics', access: 'public', query: true },
});
