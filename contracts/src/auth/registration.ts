import { z } from '../common/zod.js';
import { emailField, mobileField, newPasswordField, personNameField } from '../common/fields.js';

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

// ---- admins --------------------------------------------------------------------------------------

export const RegisterAdminRequestSchema = z.object({
  phone: mobileField,
  password: newPasswordField,
  registrationCode: z
    .string({ error: 'Admin registration code is required' })
    .check(z.trim(), z.minLength(1, 'Admin registration code is required')),
});
export type RegisterAdminRequest = z.infer<typeof RegisterAdminRequestSchema>;

export const AdminRegistrationCodeResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type AdminRegistrationCodeResponse = z.infer<typeof AdminRegistrationCodeResponseSchema>;
