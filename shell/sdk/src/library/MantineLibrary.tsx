import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LibraryContext } from './LibraryContext';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/**
 * What the areas' forms and pages build on: Mantine with the product's theme, and the page's TanStack Query cache
 * (forms call `useMutation`). Mantine's CSS comes separately: `libraryChunk.ts` in the browser (loaded with this),
 * nothing in jsdom tests (which render this eagerly, see `@hp/shell-sdk/testing`).
 */
export function MantineLibrary({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LibraryContext value={true}>{children}</LibraryContext>
      </MantineProvider>
    </QueryClientProvider>
  );
}
