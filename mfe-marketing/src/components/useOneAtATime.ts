import { useRef } from 'react';

/**
 * Runs a task unless the previous one is still on its way: a second click or Enter while a request is being sent
 * does nothing (set synchronously, before any re-render could disable a button).
 */
export function useOneAtATime() {
  const running = useRef(false);
  return (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    void task().finally(() => {
      running.current = false;
    });
  };
}
