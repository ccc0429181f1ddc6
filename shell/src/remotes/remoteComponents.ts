import { useSyncExternalStore, type ComponentType } from 'react';
import { loadRemoteApp, prepareRetry } from './federationRuntime';

type Loading =
  { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; error: unknown };

/**
 * Each remote's ./App, loaded once and kept across navigations, so that moving between two pages of the same remote
 * (or back to it) shows it at once. Not React.lazy: a Suspense fallback makes React hold the area back for up to
 * 300 ms after it arrives (its reveal throttling), which on Home is most of the LCP.
 */
const loads = new Map<string, Loading>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts loading `<name>/App` unless it is loading or loaded already (bootstrap calls it before the first render). */
export function loadRemoteComponent(name: string): Loading {
  let state = loads.get(name);
  if (!state) {
    state = { status: 'loading' };
    loads.set(name, state);
    loadRemoteApp(name).then(
      ({ default: App }) =>
        loads.get(name) === state && (loads.set(name, { status: 'ready', App }), changed()),
      (error: unknown) =>
        loads.get(name) === state && (loads.set(name, { status: 'failed', error }), changed()),
    );
  }
  return state;
}

/** The remote's root component once loaded (null while loading); a failed load is thrown to the area's boundary. */
export function useRemoteComponent(name: string): ComponentType | null {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loadRemoteComponent(name),
  );
  if (state.status === 'failed') throw state.error;
  return state.status === 'ready' ? state.App : null;
}

/** Before "Try again": forget the failed load (the next render starts a new one). */
export function forgetRemoteComponent(name: string) {
  loads.delete(name);
  prepareRetry(name);
}
