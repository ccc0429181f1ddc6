import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useLocale } from '@hp/shell-sdk';
import type { Notification } from '@hp/contracts';
import { badgeText, relativeTime } from './relativeTime';
import { textOf } from './notificationTexts';
import { useNotifications } from './useNotifications';
import classes from './bell.module.css';

/**
 * The spec's notification bell: fixed, round, top right, with the unread count (99+ above 99); its panel (about
 * 400 px) lists the notifications newest first. Loaded only for a signed-in visitor (ShellLayout imports it lazily).
 */
export default function NotificationBell() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Click outside (or Escape) closes; the listeners exist only while the panel is open.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const label =
    unreadCount > 0
      ? i18n._('Notifications, {count} unread', { count: badgeText(unreadCount) })
      : i18n._('Notifications');

  return (
    <div ref={root} className={classes.root}>
      <button
        ref={button}
        type="button"
        className={classes.bell}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unreadCount > 0 && (
          <span className={classes.badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(unreadCount)}
          </span>
        )}
      </button>

      {open && (
        <section id={panelId} className={classes.panel} aria-labelledby={titleId}>
          <header className={classes.head}>
            <h2 id={titleId} className={classes.title}>
              {i18n._('Notifications')} <span className={classes.count}>({unreadCount})</span>
            </h2>
            {unreadCount > 0 && (
              <button type="button" className={classes.allRead} onClick={() => void markAllRead()}>
                {i18n._('Mark all read')}
              </button>
            )}
          </header>
          {loading ? (
            <p className={classes.empty} role="status">
              {i18n._('Loading notifications...')}
            </p>
          ) : notifications.length === 0 ? (
            <p className={classes.empty}>{i18n._('No notifications yet')}</p>
          ) : (
            <ul className={classes.list}>
              {notifications.map((item) => (
                <li key={item._id}>
                  <NotificationItem
                    item={item}
                    text={textOf(item, (descriptor, values) => i18n._(descriptor.id, values))}
                    when={relativeTime(item.createdAt, locale)}
                    onRead={() => void markRead(item._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function NotificationItem({
  item,
  text,
  when,
  onRead,
}: {
  item: Notification;
  text: string;
  when: string;
  onRead: () => void;
}) {
  const { i18n } = useLingui();
  const approved = item.status === 'approved';
  const body = (
    <>
      <span
        className={classes.marker}
        data-approved={approved || undefined}
        role="img"
        aria-label={approved ? i18n._('Approved') : i18n._('Not approved')}
      />
      <span className={classes.body}>
        <span className={classes.message}>{text}</span>
        {item.alternativeTime && (
          <span className={classes.detail}>
            {i18n._('Alternative time: {time}', { time: item.alternativeTime })}
          </span>
        )}
        {item.adminNote && (
          <span className={classes.detail}>{i18n._('Note: {note}', { note: item.adminNote })}</span>
        )}
        <time className={classes.time} dateTime={item.createdAt}>
          {when}
        </time>
      </span>
    </>
  );
  // An unread one is a button (click or Enter marks it read); a read one is plain text.
  return item.read ? (
    <div className={classes.item}>{body}</div>
  ) : (
    <button type="button" className={classes.item} data-unread="" onClick={onRead}>
      {body}
      <span className={classes.visuallyHidden}>{i18n._('Unread; mark as read')}</span>
    </button>
  );
}
