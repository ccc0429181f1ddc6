import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
// By package name: the page's one query cache (a shared entry), not a copy in this build.
import { queryClient } from '@hp/shell-sdk/query';
import { LibraryContext } from './LibraryContext';
import { cssVariablesResolver, theme } from './theme';

/**
 * What an area's forms and pages build on: its Mantine with the product's theme, and the page's TanStack Query cache
 * (forms call `useMutation`). Each component's styles come with the component (mantine-styles-loader.cjs); jsdom
 * tests have none (they render this eagerly, see `@hp/shell-sdk/testing`). Adds nothing inside another one.
 */
export default function MantineLibrary({ children }: { children: ReactNode }) {
  if (use(LibraryContext)) return children;
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LibraryContext value={true}>{children}</LibraryContext>
      </MantineProvider>
    </QueryClientProvider>
  );
}
