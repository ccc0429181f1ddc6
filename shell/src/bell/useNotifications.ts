import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_POLL_MS, type Notification } from '@hp/contracts';
import { listNotifications, readAllNotifications, readNotification } from './api';
import { openLiveStream } from './liveStream';

export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
  /** True until the first list arrived. */
  loading: boolean;
  /** True while the live stream is open (no poll then). */
  live: boolean;
}

/** Failures are logged only; the user is not told (the spec). */
const logged = (what: string) => (error: unknown) => console.warn(`Notifications: ${what} failed`, error);

/**
 * The signed-in account's notifications: the list at once, then pushed live from the stream; while the stream is
 * down, the spec's 30-second poll. Everything it starts (stream, timer, requests) ends when the bell unmounts.
 */
export function useNotifications() {
  const [state, setState] = useState<NotificationsState>({
    notifications: [],
    unreadCount: 0,
    loading: true,
    live: false,
  });
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const { data } = await listNotifications();
      if (!mounted.current) return;
      setState((current) => ({
        ...current,
        notifications: data.notifications,
        unreadCount: data.pagination.unreadCount,
        loading: false,
      }));
    } catch (error) {
      logged('list')(error);
      if (mounted.current) setState((current) => ({ ...current, loading: false }));
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const close = openLiveStream({
      onNotification: (notification) =>
        setState((current) =>
          current.notifications.some((known) => known._id === notification._id)
            ? current
            : {
                ...current,
                notifications: [notification, ...current.notifications],
                unreadCount: current.unreadCount + (notification.read ? 0 : 1),
              },
        ),
      onConnected: (live) => {
        setState((current) => (current.live === live ? current : { ...current, live }));
        // Back after a drop: what arrived meanwhile.
        if (live) void refresh();
      },
    });
    return () => {
      mounted.current = false;
      close();
    };
  }, [refresh]);

  // The fallback poll runs only while the stream is down.
  useEffect(() => {
    if (state.live) return;
    const timer = setInterval(() => void refresh(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [state.live, refresh]);

  const markRead = useCallback(
    async (id: string) => {
      setState((current) => ({
        ...current,
        notifications: current.notifications.map((item) =>
          item._id === id ? { ...item, read: true } : item,
        ),
        unreadCount: Math.max(0, current.unreadCount - 1),
      }));
      await readNotification(id).catch(logged('mark read'));
      await refresh();
    },
    [refresh],
  );

  const markAllRead = useCallback(async () => {
    try {
      await readAllNotifications();
      if (!mounted.current) return;
      setState((current) => ({
        ...current,
        notifications: current.notifications.map((item) => ({ ...item, read: true })),
        unreadCount: 0,
      }));
    } catch (error) {
      logged('mark all read')(error);
    }
  }, []);

  return { ...state, markRead, markAllRead };
}
