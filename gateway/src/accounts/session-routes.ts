import { Inject, Injectable, Logger } from '@nestjs/common';
import { authCommands, authRoutes, type CommandRequest } from '@hp/contracts';
import { NatsRpcClient, RpcCallError } from '@hp/service-platform/nats';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { GatewayError } from '../http/errors/gateway-error.js';
import { handWritten, type RouteCall, type ServesRoutesByHand } from '../http/routing/route-call.js';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './session-cookie.js';

/** The commands that open a session: their reply carries the refresh token, which only the cookie may hold. */
type LoginCommand = typeof authCommands.login | typeof authCommands.loginAdmin;

/**
 * The account routes that do more than forward to the auth service: logins and the refresh move the refresh
 * token into the httpOnly cookie (and only the session into the body), logouts clear it. Every other account
 * route names its command in the route table and is forwarded as it is.
 */
@Injectable()
export class SessionRoutes implements ServesRoutesByHand {
  private readonly logger = new Logger(SessionRoutes.name);
  private readonly secureCookies: boolean;

  readonly routes = [
    handWritten(authRoutes.userLogin, (call) => this.startSession(call, authCommands.login, call.body)),
    handWritten(authRoutes.providerLogin, (call) => this.startSession(call, authCommands.login, call.body)),
    handWritten(authRoutes.adminLogin, (call) => this.startSession(call, authCommands.loginAdmin, call.body)),
    handWritten(authRoutes.refreshSession, (call) => this.refreshSession(call)),
    handWritten(authRoutes.userLogout, (call) => this.endSession(call)),
    handWritten(authRoutes.providerLogout, (call) => this.endSession(call)),
    handWritten(authRoutes.adminLogout, (call) => this.endSession(call)),
  ];

  constructor(
    private readonly rpc: NatsRpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.secureCookies = config.NODE_ENV === 'production';
  }

  private async startSession<C extends LoginCommand>(
    call: RouteCall,
    command: C,
    credentials: CommandRequest<C>,
  ) {
    const issued = await this.rpc.request(command, credentials, call.meta);
    setRefreshCookie(call.reply, issued, this.secureCookies);
    return issued.session;
  }

  private async refreshSession({ request, reply, meta }: RouteCall) {
    const refreshToken = refreshTokenOf(request);
    if (!refreshToken) throw new GatewayError('AUTH.REFRESH_INVALID');
    try {
      const issued = await this.rpc.request(authCommands.refresh, { refreshToken }, meta);
      setRefreshCookie(reply, issued, this.secureCookies);
      return issued.session;
    } catch (error) {
      // A dead refresh token is useless to the browser; drop it so the client stops sending it.
      if (error instanceof RpcCallError && error.code === 'AUTH.REFRESH_INVALID') {
        clearRefreshCookie(reply, this.secureCookies);
      }
      throw error;
    }
  }

  /**
   * Logout always succeeds for the browser: the cookie is cleared and the answer is 200, with or without a
   * session. The auth service revokes the access token's session (actor) and the refresh chain (cookie);
   * if it cannot be reached the failure is logged, not shown.
   */
  private async endSession({ request, reply, meta }: RouteCall) {
    const refreshToken = refreshTokenOf(request);
    clearRefreshCookie(reply, this.secureCookies);
    const loggedOut = { message: 'Logged out successfully' };
    if (!meta.actor && !refreshToken) return loggedOut;
    try {
      return await this.rpc.request(authCommands.logout, refreshToken ? { refreshToken } : {}, meta);
    } catch (error) {
      this.logger.warn(
        { err: error, correlationId: meta.correlationId },
        'Logout could not reach the auth service',
      );
      return loggedOut;
    }
  }
}
