import { z } from '../common/zod.js';
import {
  emailField,
  mobileField,
  newPasswordField,
  otpField,
  passwordField,
  personNameField,
} from '../common/fields.js';
import { AccountStatusSchema, EntityTypeSchema, Role, RoleSchema } from '../common/roles.js';

// ---- registration ----------------------------------------------------------------------------

export const RegisterUserRequestSchema = z.object({
  name: personNameField,
  phone: mobileField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterUserRequest = z.infer<typeof RegisterUserRequestSchema>;

export const RegisterUserResponseSchema = z.object({ message: z.string(), id: z.string() });
export type RegisterUserResponse = z.infer<typeof RegisterUserResponseSchema>;

// ---- login (users and providers) ---------------------------------------------------------------

export const UserLoginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  role: z._default(z.literal(Role.User), Role.User),
});
export type UserLoginRequest = z.input<typeof UserLoginRequestSchema>;

export const ProviderLoginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  role: z._default(z.literal(Role.Provider), Role.Provider),
  entityType: EntityTypeSchema,
});
export type ProviderLoginRequest = z.input<typeof ProviderLoginRequestSchema>;

/** The spec's login answer, plus entityType and the access token's lifetime. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  id: z.string(),
  role: RoleSchema,
  email: z.nullable(z.string()).check(z.describe('Null for admins, who sign in by phone')),
  isApproved: z.boolean(),
  status: AccountStatusSchema,
  entityType: z.optional(EntityTypeSchema),
  expiresIn: z.number().check(z.int(), z.describe('Access token lifetime in seconds')),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// ---- admins ------------------------------------------------------------------------------------

export const AdminLoginRequestSchema = z.object({ phone: mobileField, password: passwordField });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  role: z.literal(Role.Admin),
  expiresIn: z.number().check(z.int()),
  admin: z.object({ _id: z.string(), phone: z.string(), email: z.nullable(z.string()), isApproved: z.boolean() }),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const RegisterAdminRequestSchema = z.object({
  phone: mobileField,
  password: newPasswordField,
  registrationCode: z
    .string({ error: 'Admin registration code is required' })
    .check(z.trim(), z.minLength(1, 'Admin registration code is required')),
});
export type RegisterAdminRequest = z.infer<typeof RegisterAdminRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const AdminRegistrationCodeResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type AdminRegistrationCodeResponse = z.infer<typeof AdminRegistrationCodeResponseSchema>;

// ---- logout ------------------------------------------------------------------------------------

/** The earlier clients send their id; the server ignores it and uses the token and cookie. */
export const LogoutRequestSchema = z._default(
  z.object({ userId: z.optional(z.string()), id: z.optional(z.string()), entityType: z.optional(z.string()) }),
  {},
);
export type LogoutRequest = z.input<typeof LogoutRequestSchema>;

// ---- password recovery -------------------------------------------------------------------------

const userRecoveryTarget = { email: emailField, role: z._default(z.literal(Role.User), Role.User) };
const providerRecoveryTarget = {
  email: emailField,
  role: z._default(z.literal(Role.Provider), Role.Provider),
  entityType: EntityTypeSchema,
};

export const UserForgotPasswordRequestSchema = z.object(userRecoveryTarget);
export const UserVerifyOtpRequestSchema = z.object({ ...userRecoveryTarget, otp: otpField });
export const UserResetPasswordRequestSchema = z.object({ ...userRecoveryTarget, newPassword: newPasswordField });
export const ProviderForgotPasswordRequestSchema = z.object(providerRecoveryTarget);
export const ProviderVerifyOtpRequestSchema = z.object({ ...providerRecoveryTarget, otp: otpField });
export const ProviderResetPasswordRequestSchema = z.object({
  ...providerRecoveryTarget,
  newPassword: newPasswordField,
});
export type UserForgotPasswordRequest = z.input<typeof UserForgotPasswordRequestSchema>;
export type UserVerifyOtpRequest = z.input<typeof UserVerifyOtpRequestSchema>;
export type UserResetPasswordRequest = z.input<typeof UserResetPasswordRequestSchema>;
export type ProviderForgotPasswordRequest = z.input<typeof ProviderForgotPasswordRequestSchema>;
export type ProviderVerifyOtpRequest = z.input<typeof ProviderVerifyOtpRequestSchema>;
export type ProviderResetPasswordRequest = z.input<typeof ProviderResetPasswordRequestSchema>;

/** Same answer whether or not the e-mail has an account. */
export const ForgotPasswordResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** What the auth service receives for any recovery step (user or provider). */
export const RecoveryTargetSchema = z.object({
  email: emailField,
  role: z.enum([Role.User, Role.Provider]),
  entityType: z.optional(EntityTypeSchema),
});
export type RecoveryTarget = z.infer<typeof RecoveryTargetSchema>;
