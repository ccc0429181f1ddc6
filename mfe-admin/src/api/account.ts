import { apiRequest } from '@hp/shell-sdk';
import { authApi, type AdminLoginRequest, type RegisterAdminRequest } from '@hp/contracts';

/** The admin's account calls, apart from the dashboards' (./admin), which the login and registration pages do not need. */
export const loginAdmin = (credentials: AdminLoginRequest) => apiRequest(authApi.adminLogin, credentials);

export const registerAdmin = (account: RegisterAdminRequest) => apiRequest(authApi.adminRegister, account);
