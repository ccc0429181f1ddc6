import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { AreaLoader } from './AreaLoader';
import { RemoteUnavailable } from './RemoteUnavailable';
import { forgetRemoteComponent, useRemoteComponent } from './remoteComponents';

/** The remote's root component, or the loader while its files arrive. */
function RemoteApp({ name }: { name: string }) {
  const App = useRemoteComponent(name);
  if (!App) return <AreaLoader />;
  // A remote that suspends without a boundary of its own still gets a loader.
  return (
    <Suspense fallback={<AreaLoader />}>
      <App />
    </Suspense>
  );
}

/**
 * One remote's area: loads its ./App and contains its failures. "Try again", or navigating while the panel shows,
 * makes a fresh attempt (a new boundary and a new load).
 */
export function RemoteArea({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemoteComponent(name);
    setAttempt((count) => count + 1);
  }, [name]);

  return (
    <ErrorBoundary
      key={attempt}
      area={`remote "${name}"`}
      resetKey={pathname}
      onReset={retry}
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <RemoteApp name={name} />
    </ErrorBoundary>
  );
}
