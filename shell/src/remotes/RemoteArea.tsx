import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { AreaLoader } from './AreaLoader';
import { RemoteUnavailable } from './RemoteUnavailable';
import { forgetRemoteComponent, remoteComponent } from './remoteComponents';

/**
 * One remote's area: loads its ./App lazily and contains its failures. "Try again", or navigating
 * while the panel shows, makes a fresh attempt (a new boundary and a new lazy load).
 */
export function RemoteArea({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(name);
    setAttempt((count) => count + 1);
  }, [name]);
  const RemoteApp = remoteComponent(name);

  return (
    <ErrorBoundary
      key={attempt}
      area={`remote "${name}"`}
      resetKey={pathname}
      onReset={retry}
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<AreaLoader />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
