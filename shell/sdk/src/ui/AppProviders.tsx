import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../query/queryClient';
import { theme } from './theme';

/**
 * Theme, toasts and the query cache. The shell renders this once and remotes render inside it;
 * a remote's standalone dev mount renders it too. (Mantine's CSS is imported by whoever mounts.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
