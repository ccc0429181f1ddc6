import type { ReactNode } from 'react';
import { ToastHost } from '../toasts/ToastHost';

/**
 * What every page needs: the toasts. The shell renders this once and remotes render inside it; a remote's standalone
 * dev mount renders it too. Page-wide CSS is `@hp/shell-sdk/styles.css`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
