import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** The spec's pause between a success toast and the next page. */
export const REDIRECT_DELAY_MS = 1000;

/** navigate() after a delay; the pending timer is dropped if the page unmounts first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string, delayMs = REDIRECT_DELAY_MS) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
