import { createContext } from 'react';

/** True below a provider of the component library, so that a nested `LibraryProvider` adds nothing. */
export const LibraryContext = createContext(false);
