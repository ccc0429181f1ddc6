import { Injectable } from '@nestjs/common';
import { NOTIFICATION_STREAM_RETRY_MS, notificationRoutes } from '@hp/contracts';
import { decodeJwt } from 'jose';
import { bearerToken } from '../http/auth/access-token-verifier.js';
import { handWritten, type RouteCall, type ServesRoutesByHand } from '../http/routing/route-call.js';
import { LiveNotifications, type LiveStream } from './live-notifications.js';

const EXPIRED_FRAME = 'event: expired\ndata: {}\n\n';

/**
 * `GET /api/notifications/stream`: Server-Sent Events for the signed-in account (the route's access check has
 * verified the bearer token: fetch sends it, see docs/decisions.md). The answer is written straight to the socket
 * (Fastify's reply hijacked): `retry:` and a `ready` event at once, then each notification created for the account,
 * heartbeats from LiveNotifications, and the end when the token expires (`expired`: the page reconnects with a
 * fresh token) or the session is revoked. Nothing is buffered: `X-Accel-Buffering: no` for nginx.
 */
@Injectable()
export class NotificationStreamRoutes implements ServesRoutesByHand {
  readonly routes = [handWritten(notificationRoutes.notificationStream, (call) => this.open(call))];

  constructor(private readonly live: LiveNotifications) {}

  private open({ request, reply, meta }: RouteCall): Promise<void> {
    const actor = meta.actor!; // the route lets only signed-in roles in
    const expiresAt = (decodeJwt(bearerToken(request.headers.authorization)!).exp ?? 0) * 1000;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-correlation-id': request.id,
    });
    response.socket?.setNoDelay(true);
    response.socket?.setKeepAlive(true);

    const stream: LiveStream = {
      accountId: actor.id,
      sessionId: actor.sessionId,
      send: (frame) => {
        if (!response.writableEnded) response.write(frame);
      },
      end: (frame) => {
        if (!response.writableEnded) response.end(frame);
      },
    };
    const expiry = setTimeout(() => stream.end(EXPIRED_FRAME), Math.max(0, expiresAt - Date.now()));
    const close = () => {
      clearTimeout(expiry);
      this.live.remove(stream);
    };
    request.raw.once('close', close);
    response.once('close', close);
    this.live.add(stream);
    response.write(`retry: ${NOTIFICATION_STREAM_RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    return Promise.resolve();
  }
}
