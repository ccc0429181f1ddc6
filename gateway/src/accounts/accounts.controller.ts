import { Controller, Inject, Logger, Req, Res } from '@nestjs/common';
import {
  AdminSessionIssuedSchema,
  MessageResponseSchema,
  Role,
  SessionIssuedSchema,
  authRoutes,
  authSubjects,
  type AdminLoginRequest,
  type LoginCommand,
  type LogoutCommand,
  type RecoveryTarget,
  type RegisterAdminRequest,
  type RegisterUserRequest,
  type ResetPasswordCommand,
  type VerifyOtpCommand,
} from '@hp/contracts';
import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { GatewayError } from '../platform/errors/gateway-error.js';
import { CallMeta, ContractRoute, RouteBody, type RpcMeta } from '../platform/http/contract-route.js';
import { NatsRpcClient } from '../platform/nats/nats-rpc-client.js';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './session-cookie.js';

/** Parsed bodies (contracts schemas after defaults, e.g. `role`). */
type UserLoginBody = z.output<typeof authRoutes.userLogin.body>;
type ProviderLoginBody = z.output<typeof authRoutes.providerLogin.body>;
type UserRecoveryBody = z.output<typeof authRoutes.userForgotPassword.body>;
type ProviderRecoveryBody = z.output<typeof authRoutes.providerForgotPassword.body>;
type OtpBody = z.output<typeof authRoutes.userVerifyOtp.body | typeof authRoutes.providerVerifyOtp.body>;
type ResetBody = z.output<
  typeof authRoutes.userResetPassword.body | typeof authRoutes.providerResetPassword.body
>;

/**
 * The account routes of the contracts table, each forwarded to the auth service over NATS.
 * Access, rate limits and body validation come from the route table (see ContractRoute);
 * what is left here is which subject each route calls, and moving refresh tokens into and out of the cookie.
 */
@Controller()
export class AccountsController {
  private readonly logger = new Logger(AccountsController.name);
  private readonly secureCookies: boolean;

  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.secureCookies = config.NODE_ENV === 'production';
  }

  // ---- registration ----------------------------------------------------------------------------

  @ContractRoute(authRoutes.userRegister)
  registerUser(@RouteBody() body: RegisterUserRequest, @CallMeta() meta: RpcMeta) {
    return this.rpc.request(authSubjects.registerUser, body, meta, authRoutes.userRegister.response);
  }

  @ContractRoute(authRoutes.adminRegister)
  registerAdmin(@RouteBody() body: RegisterAdminRequest, @CallMeta() meta: RpcMeta) {
    return this.rpc.request(authSubjects.registerAdmin, body, meta, authRoutes.adminRegister.response);
  }

  @ContractRoute(authRoutes.adminCreateRegistrationCode)
  createAdminRegistrationCode(@CallMeta() meta: RpcMeta) {
    return this.rpc.request(
      authSubjects.createAdminRegistrationCode,
      {},
      meta,
      authRoutes.adminCreateRegistrationCode.response,
    );
  }

  // ---- sessions --------------------------------------------------------------------------------

  @ContractRoute(authRoutes.userLogin)
  async loginUser(
    @RouteBody() body: UserLoginBody,
    @CallMeta() meta: RpcMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const command: LoginCommand = { email: body.email, password: body.password, role: Role.User };
    const issued = await this.rpc.request(authSubjects.login, command, meta, SessionIssuedSchema);
    setRefreshCookie(reply, issued, this.secureCookies);
    return issued.session;
  }

  @ContractRoute(authRoutes.providerLogin)
  async loginProvider(
    @RouteBody() body: ProviderLoginBody,
    @CallMeta() meta: RpcMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const command: LoginCommand = {
      email: body.email,
      password: body.password,
      role: Role.Provider,
      entityType: body.entityType,
    };
    const issued = await this.rpc.request(authSubjects.login, command, meta, SessionIssuedSchema);
    setRefreshCookie(reply, issued, this.secureCookies);
    return issued.session;
  }

  @ContractRoute(authRoutes.adminLogin)
  async loginAdmin(
    @RouteBody() body: AdminLoginRequest,
    @CallMeta() meta: RpcMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const issued = await this.rpc.request(authSubjects.loginAdmin, body, meta, AdminSessionIssuedSchema);
    setRefreshCookie(reply, issued, this.secureCookies);
    return issued.session;
  }

  @ContractRoute(authRoutes.refreshSession)
  async refreshSession(
    @CallMeta() meta: RpcMeta,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const refreshToken = refreshTokenOf(request);
    if (!refreshToken) throw new GatewayError('AUTH.REFRESH_INVALID');
    try {
      const issued = await this.rpc.request(
        authSubjects.refresh,
        { refreshToken },
        meta,
        SessionIssuedSchema,
      );
      setRefreshCookie(reply, issued, this.secureCookies);
      return issued.session;
    } catch (error) {
      // A dead refresh token is useless to the browser; drop it so the client stops sending it.
      if (error instanceof GatewayError && error.code === 'AUTH.REFRESH_INVALID') {
        clearRefreshCookie(reply, this.secureCookies);
      }
      throw error;
    }
  }

  @ContractRoute(authRoutes.userLogout)
  logoutUser(
    @RouteBody() _body: unknown,
    @CallMeta() meta: RpcMeta,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.endSession(meta, req, reply);
  }

  @ContractRoute(authRoutes.providerLogout)
  logoutProvider(
    @RouteBody() _body: unknown,
    @CallMeta() meta: RpcMeta,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.endSession(meta, req, reply);
  }

  @ContractRoute(authRoutes.adminLogout)
  logoutAdmin(
    @RouteBody() _body: unknown,
    @CallMeta() meta: RpcMeta,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.endSession(meta, req, reply);
  }

  /**
   * Logout always succeeds for the browser: the cookie is cleared and the answer is 200, with or without a
   * session. The auth service revokes the access token's session (actor) and the refresh chain (cookie);
   * if it cannot be reached the failure is logged, not shown.
   */
  private async endSession(meta: RpcMeta, request: FastifyRequest, reply: FastifyReply) {
    const refreshToken = refreshTokenOf(request);
    clearRefreshCookie(reply, this.secureCookies);
    const loggedOut = { message: 'Logged out successfully' };
    if (!meta.actor && !refreshToken) return loggedOut;

    const command: LogoutCommand = refreshToken ? { refreshToken } : {};
    try {
      return await this.rpc.request(authSubjects.logout, command, meta, MessageResponseSchema);
    } catch (error) {
      this.logger.warn(
        { err: error, correlationId: meta.correlationId },
        'Logout could not reach the auth service',
      );
      return loggedOut;
    }
  }

  // ---- password recovery -----------------------------------------------------------------------

  @ContractRoute(authRoutes.userForgotPassword)
  requestUserPasswordReset(@RouteBody() body: UserRecoveryBody, @CallMeta() meta: RpcMeta) {
    return this.rpc.request(
      authSubjects.requestPasswordReset,
      recoveryTarget(body),
      meta,
      authRoutes.userForgotPassword.response,
    );
  }

  @ContractRoute(authRoutes.providerForgotPassword)
  requestProviderPasswordReset(@RouteBody() body: ProviderRecoveryBody, @CallMeta() meta: RpcMeta) {
    return this.rpc.request(
      authSubjects.requestPasswordReset,
      recoveryTarget(body),
      meta,
      authRoutes.providerForgotPassword.response,
    );
  }

  @ContractRoute(authRoutes.userVerifyOtp)
  verifyUserOtp(@RouteBody() body: OtpBody, @CallMeta() meta: RpcMeta) {
    return this.verifyOtp(body, meta);
  }

  @ContractRoute(authRoutes.providerVerifyOtp)
  verifyProviderOtp(@RouteBody() body: OtpBody, @CallMeta() meta: RpcMeta) {
    return this.verifyOtp(body, meta);
  }

  @ContractRoute(authRoutes.userResetPassword)
  resetUserPassword(@RouteBody() body: ResetBody, @CallMeta() meta: RpcMeta) {
    return this.resetPassword(body, meta);
  }

  @ContractRoute(authRoutes.providerResetPassword)
  resetProviderPassword(@RouteBody() body: ResetBody, @CallMeta() meta: RpcMeta) {
    return this.resetPassword(body, meta);
  }

  private verifyOtp(body: OtpBody, meta: RpcMeta) {
    const command: VerifyOtpCommand = { ...recoveryTarget(body), otp: body.otp };
    return this.rpc.request(authSubjects.verifyOtp, command, meta, MessageResponseSchema);
  }

  private resetPassword(body: ResetBody, meta: RpcMeta) {
    const command: ResetPasswordCommand = { ...recoveryTarget(body), newPassword: body.newPassword };
    return this.rpc.request(authSubjects.resetPassword, command, meta, MessageResponseSchema);
  }
}

/** Who is recovering a password, as every recovery command of the auth service names it. */
function recoveryTarget(body: UserRecoveryBody | ProviderRecoveryBody): RecoveryTarget {
  return 'entityType' in body
    ? { email: body.email, role: body.role, entityType: body.entityType }
    : { email: body.email, role: body.role };
}
