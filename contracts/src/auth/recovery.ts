import { z } from '../common/zod.js';
import { emailField, newPasswordField, otpField } from '../common/fields.js';
import { EntityTypeSchema, Role } from '../common/roles.js';

// ---- password recovery -------------------------------------------------------------------------

const userRecoveryTarget = { email: emailField, role: z._default(z.literal(Role.User), Role.User) };
const providerRecoveryTarget = {
  email: emailField,
  role: z._default(z.literal(Role.Provider), Role.Provider),
  entityType: EntityTypeSchema,
};

export const UserForgotPasswordRequestSchema = z.object(userRecoveryTarget);
export const UserVerifyOtpRequestSchema = z.object({ ...userRecoveryTarget, otp: otpField });
export const UserResetPasswordRequestSchema = z.object({
  ...userRecoveryTarget,
  newPassword: newPasswordField,
});
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
