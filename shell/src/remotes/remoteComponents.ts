import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { loadRemoteApp, prepareRetry } from './federationRuntime';

/**
 * One lazy component per remote, kept across navigations so that moving between two pages of the
 * same remote (or back to it) does not suspend again. A retry replaces it.
 */
const components = new Map<string, LazyExoticComponent<ComponentType>>();

export function remoteComponent(name: string) {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadRemoteApp(name));
    components.set(name, component);
  }
  return component;
}

export function forgetRemoteComponent(name: string) {
  components.delete(name);
  prepareRetry(name);
}
