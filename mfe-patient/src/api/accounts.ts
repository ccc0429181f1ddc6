import { apiRequest } from '@hp/shell-sdk';
import { Role, authApi, type RegisterUserRequest } from '@hp/contracts';

/** The patient's account calls. Role '300' is fixed here so pages never pass it. */

export interface Credentials {
  email: string;
  password: string;
}

export const registerUser = (account: RegisterUserRequest) => apiRequest(authApi.userRegister, account);

export const loginUser = ({ email, password }: Credentials) =>
  apiRequest(authApi.userLogin, { email, password, role: Role.User });

export const requestPasswordReset = ({ email }: { email: string }) =>
  apiRequest(authApi.userForgotPassword, { email, role: Role.User });

export const verifyOtp = ({ email, otp }: { email: string; otp: string }) =>
  apiRequest(authApi.userVerifyOtp, { email, otp, role: Role.User });

export const resetPassword = ({ email, newPassword }: { email: string; newPassword: string }) =>
  apiRequest(authApi.userResetPassword, { email, newPassword, role: Role.User });

/** Pages end the session through the SDK's signOut (which calls this route); kept for the contract tests. */
export const logout = () => apiRequest(authApi.userLogout, {});
