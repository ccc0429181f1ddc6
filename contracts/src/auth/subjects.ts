import { defineCommand, defineEvent } from '../messaging/define.js';
import {
  AdminSessionIssuedSchema,
  CreateProviderLoginCommandSchema,
  CreateProviderLoginResponseSchema,
  LoginCommandSchema,
  LogoutCommandSchema,
  RefreshCommandSchema,
  RemovePendingProviderLoginCommandSchema,
  RemovePendingProviderLoginResponseSchema,
  ResetPasswordCommandSchema,
  SessionIssuedSchema,
  VerifyOtpCommandSchema,
} from './commands.js';
import { UserRegisteredEventSchema } from './events.js';
import { MembershipActivatedEventSchema, MembershipResponseSchema } from './membership.js';
import {
  AdminLoginRequestSchema,
  AdminRegistrationCodeResponseSchema,
  ForgotPasswordResponseSchema,
  MessageResponseSchema,
  RecoveryTargetSchema,
  RegisterAdminRequestSchema,
  RegisterUserRequestSchema,
  RegisterUserResponseSchema,
} from './schemas.js';
import { z } from '../common/zod.js';

/** For commands that carry no data (the actor in the envelope is all they need). */
export const NoDataSchema = z.object({});

/** The auth service's commands: each subject carries exactly its request and answers exactly its reply. */
export const authCommands = {
  registerUser: defineCommand({
    subject: 'auth.cmd.register-user.v1',
    request: RegisterUserRequestSchema,
    reply: RegisterUserResponseSchema,
  }),
  createProviderLogin: defineCommand({
    subject: 'auth.cmd.create-provider-login.v1',
    request: CreateProviderLoginCommandSchema,
    reply: CreateProviderLoginResponseSchema,
  }),
  removePendingProviderLogin: defineCommand({
    subject: 'auth.cmd.remove-pending-provider-login.v1',
    request: RemovePendingProviderLoginCommandSchema,
    reply: RemovePendingProviderLoginResponseSchema,
  }),
  login: defineCommand({
    subject: 'auth.cmd.login.v1',
    request: LoginCommandSchema,
    reply: SessionIssuedSchema,
  }),
  loginAdmin: defineCommand({
    subject: 'auth.cmd.login-admin.v1',
    request: AdminLoginRequestSchema,
    reply: AdminSessionIssuedSchema,
  }),
  registerAdmin: defineCommand({
    subject: 'auth.cmd.register-admin.v1',
    request: RegisterAdminRequestSchema,
    reply: MessageResponseSchema,
  }),
  createAdminRegistrationCode: defineCommand({
    subject: 'auth.cmd.create-admin-registration-code.v1',
    request: NoDataSchema,
    reply: AdminRegistrationCodeResponseSchema,
  }),
  refresh: defineCommand({
    subject: 'auth.cmd.refresh.v1',
    request: RefreshCommandSchema,
    reply: SessionIssuedSchema,
  }),
  logout: defineCommand({
    subject: 'auth.cmd.logout.v1',
    request: LogoutCommandSchema,
    reply: MessageResponseSchema,
  }),
  requestPasswordReset: defineCommand({
    subject: 'auth.cmd.request-password-reset.v1',
    request: RecoveryTargetSchema,
    reply: ForgotPasswordResponseSchema,
  }),
  verifyOtp: defineCommand({
    subject: 'auth.cmd.verify-otp.v1',
    request: VerifyOtpCommandSchema,
    reply: MessageResponseSchema,
  }),
  resetPassword: defineCommand({
    subject: 'auth.cmd.reset-password.v1',
    request: ResetPasswordCommandSchema,
    reply: MessageResponseSchema,
  }),
  membership: defineCommand({
    subject: 'auth.query.membership.v1',
    request: NoDataSchema,
    reply: MembershipResponseSchema,
  }),
} as const;

/** The subject strings alone, for `@MessagePattern` and tests. */
export const authSubjects = Object.fromEntries(
  Object.entries(authCommands).map(([name, command]) => [name, command.subject]),
) as { readonly [K in keyof typeof authCommands]: (typeof authCommands)[K]['subject'] };

export const authEventDefinitions = {
  userRegistered: defineEvent({ subject: 'auth.evt.user-registered.v1', schema: UserRegisteredEventSchema }),
  membershipActivated: defineEvent({
    subject: 'auth.evt.membership-activated.v1',
    schema: MembershipActivatedEventSchema,
  }),
} as const;

export const authEvents = { userRegistered: authEventDefinitions.userRegistered.subject } as const;
