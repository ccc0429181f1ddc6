import { authRoutes } from '../auth/http.js';
import { bookingRoutes, consultationRoutes } from '../booking/http.js';
import { directoryRoutes } from '../directory/http.js';
import { notificationRoutes } from '../notification/http.js';
import { paymentRoutes } from '../payment/http.js';
import { prescriptionRoutes } from '../prescription/http.js';
import { verificationRoutes } from '../verification/http.js';
import { reminderRoutes } from '../notification/reminders.js';
import type { HttpRoute } from './route.js';

/**
 * Every route the gateway serves from the contracts. A new service adds its table here; the gateway forwards
 * the routes that name a command and documents all of them without further code.
 */
export const apiRoutes = {
  ...authRoutes,
  ...bookingRoutes,
  ...consultationRoutes,
  ...paymentRoutes,
  ...verificationRoutes,
  ...directoryRoutes,
  ...prescriptionRoutes,
  ...notificationRoutes,
  ...reminderRoutes,
} satisfies Record<string, HttpRoute>;
