import { z } from '../common/zod.js';
import { emailField, mobileField, newPasswordField, otpField, passwordField } from '../common/fields.js';
import { EntityTypeSchema, Role } from '../common/roles.js';
import { AdminLoginResponseSchema, LoginResponseSchema, RecoveryTargetSchema } from './schemas.js';

/** auth.cmd.login.v1: users and providers. */
export const LoginCommandSchema = z.object({
  email: emailField,
  password: passwordField,
  role: z.enum([Role.User, Role.Provider]),
  entityType: z.optional(EntityTypeSchema),
});
export type LoginCommand = z.infer<typeof LoginCommandSchema>;

/** The refresh token never reaches a response body: the gateway moves it into an httpOnly cookie. */
const refreshPart = { refreshToken: z.string(), refreshExpiresAt: z.string() };

export const SessionIssuedSchema = z.object({ session: LoginResponseSchema, ...refreshPart });
export type SessionIssued = z.infer<typeof SessionIssuedSchema>;

export const AdminSessionIssuedSchema = z.object({ session: AdminLoginResponseSchema, ...refreshPart });
export type AdminSessionIssued = z.infer<typeof AdminSessionIssuedSchema>;

/** auth.cmd.refresh.v1 answers SessionIssued (for admins too: role '500', email null). */
export const RefreshCommandSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export type RefreshCommand = z.infer<typeof RefreshCommandSchema>;

/** auth.cmd.logout.v1: ends the actor's session (if any) and the refresh chain (if any). */
export const LogoutCommandSchema = z.object({ refreshToken: z.optional(z.string()) });
export type LogoutCommand = z.infer<typeof LogoutCommandSchema>;

export const VerifyOtpCommandSchema = z.extend(RecoveryTargetSchema, { otp: otpField });
export type VerifyOtpCommand = z.infer<typeof VerifyOtpCommandSchema>;

export const ResetPasswordCommandSchema = z.extend(RecoveryTargetSchema, { newPassword: newPasswordField });
export type ResetPasswordCommand = z.infer<typeof ResetPasswordCommandSchema>;

/**
 * auth.cmd.create-provider-login.v1, sent by the verification service while it registers a provider: the login
 * (status pending until verification announces a decision). Auth stays the one owner of credentials.
 */
export const CreateProviderLoginCommandSchema = z.object({
  entityType: EntityTypeSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: emailField,
  phone: mobileField,
  password: newPasswordField,
});
export type CreateProviderLoginCommand = z.infer<typeof CreateProviderLoginCommandSchema>;

export const CreateProviderLoginResponseSchema = z.object({ accountId: z.string() });
export type CreateProviderLoginResponse = z.infer<typeof CreateProviderLoginResponseSchema>;

/**
 * auth.cmd.remove-pending-provider-login.v1, sent only by the verification service when it could not store the
 * profile of a login it just had made: auth removes that login if it is still a pending provider login that never
 * signed in (otherwise it keeps it and answers `removed: false`), so the e-mail can register again.
 */
export const RemovePendingProviderLoginCommandSchema = z.object({ accountId: z.uuid('Not an account id') });
export type RemovePendingProviderLoginCommand = z.infer<typeof RemovePendingProviderLoginCommandSchema>;

export const RemovePendingProviderLoginResponseSchema = z.object({ removed: z.boolean() });
export type RemovePendingProviderLoginResponse = z.infer<typeof RemovePendingProviderLoginResponseSchema>;
