import { MantineProvider } from '@mantine/core';
import { use, type ReactNode } from 'react';
import { LibraryContext } from './LibraryContext';
import { cssVariablesResolver, theme } from './theme';

/**
 * What an area's forms and pages build on: its Mantine with the product's theme (the query hooks need no provider:
 * `@hp/shell-sdk/query`). Each component's styles come with the component (rspack/mantine-styles-loader.js); jsdom
 * tests have none (they render this eagerly, see `@hp/shell-sdk/testing`). Adds nothing inside another one.
 */
export default function MantineLibrary({ children }: { children: ReactNode }) {
  if (use(LibraryContext)) return children;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LibraryContext value={true}>{children}</LibraryContext>
    </MantineProvider>
  );
}
