import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { cssVariablesResolver, theme } from '../styles/theme';
import { attachToastDisplay } from './toastQueue';

/**
 * Mantine's notifications container, under its own provider (the areas' pages have theirs, in their own copies of
 * Mantine); while mounted, `notify` shows its toasts here.
 */
export default function ToastLayer() {
  useEffect(() => attachToastDisplay((toast) => notifications.show({ ...toast })), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
    </MantineProvider>
  );
}
