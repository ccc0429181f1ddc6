import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { authRoutes } from './http.js';

/** The browser's view of `authRoutes` (no schemas; see `http/client-route.ts`). */
export const authApi = clientRoutes<typeof authRoutes>()({
  userRegister: { method: 'POST', path: '/api/user/register', access: 'public' },
  userLogin: { method: 'POST', path: '/api/user/login', access: 'public' },
  userLogout: { method: 'POST', path: '/api/user/logout', access: 'optional' },
  userForgotPassword: { method: 'POST', path: '/api/user/forgot-password', access: 'public' },
  userVerifyOtp: { method: 'POST', path: '/api/user/verify-otp', access: 'public' },
  userResetPassword: { method: 'POST', path: '/api/user/reset-password', access: 'public' },
  providerLogin: { method: 'POST', path: '/api/clinic/login', access: 'public' },
  providerLogout: { method: 'POST', path: '/api/clinic/logout', access: 'optional' },
  providerForgotPassword: { method: 'POST', path: '/api/clinic/forgot-password', access: 'public' },
  providerVerifyOtp: { method: 'POST', path: '/api/clinic/verify-otp', access: 'public' },
  providerResetPassword: { method: 'POST', path: '/api/clinic/reset-password', access: 'public' },
  adminRegister: { method: 'POST', path: '/api/admin/registeradmin', access: 'public' },
  adminLogin: { method: 'POST', path: '/api/admin/loginadmin', access: 'public' },
  adminLogout: { method: 'POST', path: '/api/admin/logout', access: 'optional' },
  adminCreateRegistrationCode: {
    method: 'POST',
    path: '/api/admin/registration-codes',
    access: [Role.Admin],
  },
  userMembership: { method: 'GET', path: '/api/user/membership', access: [Role.User] },
  refreshSession: { method: 'POST', path: '/api/auth/refresh', access: 'public' },
});
