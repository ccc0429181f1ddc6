import { NotFoundPage } from '@hp/shell-sdk';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AreaLoader } from './AreaLoader';
import { RemoteArea } from './RemoteArea';
import { RemoteUnavailable } from './RemoteUnavailable';
import { findRemoteForPath } from './matchRemote';
import { useRegistry } from './registryStore';

/** The shell's one catch-all route: the remote that owns the path, or the 404 page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const { status, remotes, load } = useRegistry();

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  if (status === 'failed') return <RemoteUnavailable onRetry={() => void load()} />;
  if (status !== 'ready') return <AreaLoader />;

  const remote = findRemoteForPath(remotes, pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteArea key={remote.name} name={remote.name} />;
}
