import { useSyncExternalStore } from 'react';

type State<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * A module loaded the first time a component needs it, then kept; its components render at once from then on.
 * Not React.lazy: after a Suspense fallback React holds the content back for up to 300 ms (reveal throttling),
 * which every first visit of a page would pay.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let state: State<T> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const settle = (next: State<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function start(): State<T> {
    if (state.status === 'idle') {
      state = { status: 'loading' };
      load().then(
        (value) => settle({ status: 'ready', value }),
        (error: unknown) => settle({ status: 'failed', error }),
      );
    }
    return state;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** The module (null while it loads; the first render starts the load). A failed load is thrown to the nearest
   *  error boundary, and the next component to mount tries again. */
  function useLoaded(): T | null {
    const current = useSyncExternalStore(subscribe, start);
    if (current.status === 'failed') {
      queueMicrotask(() => {
        if (state === current) state = { status: 'idle' };
      });
      throw current.error;
    }
    return current.status === 'ready' ? current.value : null;
  }

  return { useLoaded };
}
