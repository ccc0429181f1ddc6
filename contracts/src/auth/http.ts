import { z } from '../common/zod.js';
import { Role } from '../common/roles.js';
import { defineRoutes } from '../http/route.js';
import { MembershipResponseSchema } from './membership.js';
import { authCommands } from './subjects.js';
import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminRegistrationCodeResponseSchema,
  ForgotPasswordResponseSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  ProviderForgotPasswordRequestSchema,
  ProviderLoginRequestSchema,
  ProviderResetPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
  RegisterAdminRequestSchema,
  RegisterUserRequestSchema,
  RegisterUserResponseSchema,
  UserForgotPasswordRequestSchema,
  UserLoginRequestSchema,
  UserResetPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
} from './schemas.js';

const tag = 'Accounts';

/**
 * The spec's account calls (paths kept as the earlier app used them) plus the session refresh. Routes with a
 * `command` are forwarded as they are; logins, logouts and the refresh move tokens into and out of the cookie in
 * the gateway's own handlers.
 */
export const authRoutes = defineRoutes({
  userRegister: {
    method: 'POST', path: '/api/user/register', tag, access: 'public', rateLimit: 'register',
    summary: 'Register a patient account', body: RegisterUserRequestSchema,
    response: RegisterUserResponseSchema, successStatus: 201,
    command: authCommands.registerUser,
  },
  userLogin: {
    method: 'POST', path: '/api/user/login', tag, access: 'public', rateLimit: 'login',
    summary: 'Patient login; sets the refresh cookie', body: UserLoginRequestSchema,
    response: LoginResponseSchema, successStatus: 200,
  },
  userLogout: {
    method: 'POST', path: '/api/user/logout', tag, access: 'optional',
    summary: 'End the session and its refresh chain', body: LogoutRequestSchema,
    response: MessageResponseSchema, successStatus: 200,
  },
  userForgotPassword: {
    method: 'POST', path: '/api/user/forgot-password', tag, access: 'public', rateLimit: 'recovery',
    summary: 'E-mail a 6-digit OTP (same answer for unknown e-mails)', body: UserForgotPasswordRequestSchema,
    response: ForgotPasswordResponseSchema, successStatus: 200,
    command: authCommands.requestPasswordReset,
  },
  userVerifyOtp: {
    method: 'POST', path: '/api/user/verify-otp', tag, access: 'public', rateLimit: 'recovery',
    summary: 'Check the OTP', body: UserVerifyOtpRequestSchema, response: MessageResponseSchema, successStatus: 200,
    command: authCommands.verifyOtp,
  },
  userResetPassword: {
    method: 'POST', path: '/api/user/reset-password', tag, access: 'public', rateLimit: 'recovery',
    summary: 'Set a new password after a verified OTP; ends every session', body: UserResetPasswordRequestSchema,
    response: MessageResponseSchema, successStatus: 200,
    command: authCommands.resetPassword,
  },
  providerLogin: {
    method: 'POST', path: '/api/clinic/login', tag, access: 'public', rateLimit: 'login',
    summary: 'Clinic, pharmacy or lab login', body: ProviderLoginRequestSchema,
    response: LoginResponseSchema, successStatus: 200,
  },
  providerLogout: {
    method: 'POST', path: '/api/clinic/logout', tag, access: 'optional',
    summary: 'End the provider session', body: LogoutRequestSchema, response: MessageResponseSchema, successStatus: 200,
  },
  providerForgotPassword: {
    method: 'POST', path: '/api/clinic/forgot-password', tag, access: 'public', rateLimit: 'recovery',
    summary: 'E-mail a 6-digit OTP to a provider', body: ProviderForgotPasswordRequestSchema,
    response: ForgotPasswordResponseSchema, successStatus: 200,
    command: authCommands.requestPasswordReset,
  },
  providerVerifyOtp: {
    method: 'POST', path: '/api/clinic/verify-otp', tag, access: 'public', rateLimit: 'recovery',
    summary: 'Check a provider OTP', body: ProviderVerifyOtpRequestSchema, response: MessageResponseSchema,
    successStatus: 200,
    command: authCommands.verifyOtp,
  },
  providerResetPassword: {
    method: 'POST', path: '/api/clinic/reset-password', tag, access: 'public', rateLimit: 'recovery',
    summary: 'Set a new provider password after a verified OTP', body: ProviderResetPasswordRequestSchema,
    response: MessageResponseSchema, successStatus: 200,
    command: authCommands.resetPassword,
  },
  adminRegister: {
    method: 'POST', path: '/api/admin/registeradmin', tag, access: 'public', rateLimit: 'register',
    summary: 'Register an admin with a one-time registration code', body: RegisterAdminRequestSchema,
    response: MessageResponseSchema, successStatus: 201,
    command: authCommands.registerAdmin,
  },
  adminLogin: {
    method: 'POST', path: '/api/admin/loginadmin', tag, access: 'public', rateLimit: 'login',
    summary: 'Admin login by phone', body: AdminLoginRequestSchema, response: AdminLoginResponseSchema,
    successStatus: 200,
  },
  adminLogout: {
    method: 'POST', path: '/api/admin/logout', tag, access: 'optional',
    summary: 'End the admin session', body: LogoutRequestSchema, response: MessageResponseSchema, successStatus: 200,
  },
  adminCreateRegistrationCode: {
    method: 'POST', path: '/api/admin/registration-codes', tag, access: [Role.Admin],
    summary: 'Create a one-time admin registration code (admins only)', response: AdminRegistrationCodeResponseSchema,
    successStatus: 201,
    command: authCommands.createAdminRegistrationCode,
  },
  userMembership: {
    method: 'GET', path: '/api/user/membership', tag, access: [Role.User],
    summary: "The signed-in patient's membership (null when none is active)", response: MembershipResponseSchema,
    successStatus: 200,
    command: authCommands.membership,
  },
  refreshSession: {
    method: 'POST', path: '/api/auth/refresh', tag, access: 'public',
    summary: 'Rotate the refresh cookie and get a new access token', response: LoginResponseSchema, successStatus: 200,
  },
});

export const HealthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.optional(z.record(z.string(), z.string())) });
