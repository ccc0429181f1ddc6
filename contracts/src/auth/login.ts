import { z } from '../common/zod.js';
import { emailField, mobileField, passwordField } from '../common/fields.js';
import { AccountStatusSchema, EntityTypeSchema, Role, RoleSchema } from '../common/roles.js';

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

// ---- admins --------------------------------------------------------------------------------------

export const AdminLoginRequestSchema = z.object({ phone: mobileField, password: passwordField });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  role: z.literal(Role.Admin),
  expiresIn: z.number().check(z.int()),
  admin: z.object({
    _id: z.string(),
    phone: z.string(),
    email: z.nullable(z.string()),
    isApproved: z.boolean(),
  }),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
