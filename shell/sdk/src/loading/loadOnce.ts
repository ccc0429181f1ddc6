import { useSyncExternalStore } from 'react';

type State<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * A module loaded the first time something needs it, then kept; its components render at once from then on.
 * Not React.lazy: after a Suspense fallback React holds the content back for up to 300 ms (reveal throttling),
 * which every first visit of a page would pay.
 */
export function loadOnce<T>(loadModule: () => Promise<T>) {
  let state: State<T> = { status: 'idle' };
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: State<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function begin(): Promise<T> {
    state = { status: 'loading' };
    const started = loadModule().then(
      (value) => {
        settle({ status: 'ready', value });
        return value;
      },
      (error: unknown) => {
        settle({ status: 'failed', error });
        throw error;
      },
    );
    // Whoever asked (load's caller, or useLoaded through the state) sees a failure; nothing else should.
    started.catch(() => undefined);
    return (loading = started);
  }

  /** Resolves with the module, fetching it unless it is there or on its way (again after a failure). */
  const load = (): Promise<T> =>
    state.status === 'idle' || state.status === 'failed' ? begin() : (loading as Promise<T>);

  const start = (): State<T> => {
    if (state.status === 'idle') void begin();
    return state;
  };

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

  /** The module if it is there, without starting anything. */
  const loaded = (): T | undefined => (state.status === 'ready' ? state.value : undefined);

  return { load, loaded, useLoaded };
}
