import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { attachToastDisplay } from './toastQueue';

/** Mantine's notifications container; while mounted, `notify` shows its toasts here. */
export default function ToastLayer() {
  useEffect(() => attachToastDisplay((toast) => notifications.show({ ...toast })), []);
  return <Notifications position="top-right" />;
}
