import {
  NOTIFICATION_STREAM_RETRY_MS,
  notificationApi,
  NotificationSchema,
  type Notification,
} from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';

export interface LiveStreamHandlers {
  onNotification(notification: Notification): void;
  /** True while the stream is open (the poll can rest), false while it is down. */
  onConnected(connected: boolean): void;
}

/**
 * The bell's live stream: Server-Sent Events read with fetch, because EventSource cannot send the bearer token
 * (docs/decisions.md). It reconnects after the server's `retry:` delay whenever the stream ends (the token expired,
 * the gateway restarted, the network dropped), with the session's current token; a 401 refreshes the session first.
 * Returns the function that closes it for good (no timer, reader or request left behind).
 */
export function openLiveStream(handlers: LiveStreamHandlers): () => void {
  let stopped = false;
  let abort: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = NOTIFICATION_STREAM_RETRY_MS;

  const frame = (text: string) => {
    let event = 'message';
    let data = '';
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) continue; // heartbeat
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data += data ? `\n${value}` : value;
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (event === 'ready') handlers.onConnected(true);
    if (event !== 'notification') return;
    try {
      const parsed = NotificationSchema.safeParse(JSON.parse(data));
      if (parsed.success) handlers.onNotification(parsed.data);
    } catch {
      // not JSON: ignored
    }
  };

  const connect = async () => {
    const token = useSession.getState().accessToken;
    if (stopped || !token) return;
    abort = new AbortController();
    let unauthorised = false;
    try {
      const response = await fetch(notificationApi.notificationStream.path, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
        cache: 'no-store',
      });
      unauthorised = response.status === 401;
      if (response.ok && response.body) {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            frame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      }
    } catch {
      // dropped or aborted: reconnect below unless stopped
    }
    if (stopped) return;
    handlers.onConnected(false);
    if (unauthorised) await useSession.getState().restore();
    retryTimer = setTimeout(() => void connect(), retryMs);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    abort?.abort();
  };
}
