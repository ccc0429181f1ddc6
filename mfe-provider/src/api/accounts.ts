import { apiRequest } from '@hp/shell-sdk';
import { Role, authApi, type EntityType } from '@hp/contracts';

/** A provider's account calls. Role '400' is fixed here so pages never pass it; the entity type comes from the form. */

export interface ProviderCredentials {
  email: string;
  password: string;
  entityType: EntityType;
}

export const loginProvider = ({ email, password, entityType }: ProviderCredentials) =>
  apiRequest(authApi.providerLogin, { email, password, entityType, role: Role.Provider });

/** The recovery steps take the form's values (the entity type is chosen at step 1 and kept). */
interface RecoveryTarget {
  email: string;
  entityType?: EntityType | null;
}

const targetOf = ({ email, entityType }: RecoveryTarget) => ({
  email,
  // The form's schema refuses a missing entity type before any call; the server says so again if one slips through.
  entityType: entityType as EntityType,
  role: Role.Provider,
});

export const requestPasswordReset = (target: RecoveryTarget) =>
  apiRequest(authApi.providerForgotPassword, targetOf(target));

export const verifyOtp = ({ otp, ...target }: RecoveryTarget & { otp: string }) =>
  apiRequest(authApi.providerVerifyOtp, { ...targetOf(target), otp });

export const resetPassword = ({ newPassword, ...target }: RecoveryTarget & { newPassword: string }) =>
  apiRequest(authApi.providerResetPassword, { ...targetOf(target), newPassword });

/** Pages end the session through the SDK's signOut (which calls this route); kept for the contract tests. */
export const logout = () => apiRequest(authApi.providerLogout, {});
