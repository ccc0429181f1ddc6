import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchWithRetry } from './fetchWithRetry';
import type { RemoteDescriptor } from './registry';

/**
 * The manifest answer the HTML's early script has already asked for (shell/early/area-hint.js), taken once by the
 * runtime's first request of that manifest: a second request would go to the server (manifests are `no-cache`).
 */
function earlyManifestAnswer(url: string): Promise<Response> | undefined {
  const page = globalThis as { hpEarlyManifest?: { url: string; answer: Promise<Response> } };
  const early = page.hpEarlyManifest;
  if (!early || early.url !== new URL(url, globalThis.location.href).href) return undefined;
  delete page.hpEarlyManifest;
  return early.answer;
}

/**
 * The retry plugin of module-federation (@module-federation/retry-plugin) is only published at 0.x,
 * not for the 2.x runtime used here, so manifests get this small retry and every failure is logged.
 */
const shellRuntimePlugin: ModuleFederationRuntimePlugin = {
  name: 'hp-shell-remote-loading',
  fetch: (url, init) => earlyManifestAnswer(url)?.catch(() => fetchWithRetry(url, init)) ?? fetchWithRetry(url, init),
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`[shell] remote "${id}" could not be loaded (${lifecycle})`, error);
    // Nothing to substitute: the error reaches the area's boundary, which shows the retry panel.
    return undefined;
  },
};

let pluginRegistered = false;
const known = new Map<string, RemoteDescriptor>();
const failedToLoad = new Set<string>();

/** Tells the federation runtime where each remote of the registry lives. */
export function registerRegistryRemotes(remotes: readonly RemoteDescriptor[]) {
  if (!pluginRegistered) {
    registerPlugins([shellRuntimePlugin]);
    pluginRegistered = true;
  }
  for (const remote of remotes) known.set(remote.name, remote);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Loads `<name>/App`: the remote's root component, rendering its own <Routes>. */
export async function loadRemoteApp(name: string): Promise<{ default: ComponentType }> {
  try {
    const module = await loadRemote<{ default?: ComponentType }>(`${name}/App`);
    if (!module?.default) throw new Error(`Remote "${name}" has no default export in ./App`);
    failedToLoad.delete(name);
    return { default: module.default };
  } catch (error) {
    failedToLoad.add(name);
    throw error;
  }
}

/**
 * Before another try: a remote whose files failed to load is registered again (`force` clears the
 * runtime's caches of its manifest and entry). One that loaded but threw while rendering is left as is.
 */
export function prepareRetry(name: string) {
  const remote = known.get(name);
  if (!remote || !failedToLoad.has(name)) return;
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}
