import { findRemoteForPath } from './matchRemote';
import { useRegistry } from './registryStore';
import { loadRemoteComponent } from './remoteComponents';

/**
 * Reads the registry and starts loading the remote that owns `pathname` at once, so that the area is often ready
 * by the shell's first render instead of being asked for only after it.
 */
export async function preloadAreaFor(pathname: string) {
  await useRegistry.getState().load();
  const { status, remotes } = useRegistry.getState();
  const remote = status === 'ready' ? findRemoteForPath(remotes, pathname) : undefined;
  if (remote) loadRemoteComponent(remote.name);
}
