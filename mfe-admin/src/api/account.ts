import { apiRequest } from '@hp/shell-sdk';
import { authRoutes, type AdminLoginRequest, type RegisterAdminRequest } from '@hp/contracts';

/**
 * The admin's account calls, apart from the dashboards' (./admin): a route table brings every schema it names, and
 * the login and registration pages need only these.
 */
export const loginAdmin = (credentials: AdminLoginRequest) => apiRequest(authRoutes.adminLogin, credentials);

export const registerAdmin = (account: RegisterAdminRequest) => apiRequest(authRoutes.adminRegister, account);
