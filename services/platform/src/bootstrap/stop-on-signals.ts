/** How long a process may take to stop after SIGTERM before it is ended anyway (inside Kubernetes' 30 s grace period). */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * For a `main.ts`: on the first SIGTERM or SIGINT runs `stop` once, then exits 0; exits 1 when `stop` fails or has
 * not finished within `deadlineMs`. A second signal while stopping changes nothing.
 */
export function stopOnSignals(
  name: string,
  stop: () => Promise<void>,
  deadlineMs: number = SHUTDOWN_DEADLINE_MS,
): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`${name}: still stopping after ${deadlineMs} ms; exiting anyway`);
        process.exit(1);
      }, deadlineMs).unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`${name}: shutdown failed`, error);
          process.exit(1);
        },
      );
    });
  }
}
