import v8 from 'node:v8';

/**
 * V8 flushes a function's bytecode once it has not run for this many major collections (its
 * `--bytecode-old-age`, 6 in Node 24): one more than that flushes everything start-up compiled and idling does not
 * run (Nest's module scanning, the DI container's wiring, the config's parsing); it is compiled again from the kept
 * source if it ever runs again.
 */
const COLLECTIONS_TO_FLUSH_START_UP_BYTECODE = 7;

/**
 * An idle process keeps what its start-up touched: a young generation grown to the size V8 picks for the machine
 * (semi-spaces of up to 32 MB), start-up's garbage (module compilation, the 9 MB of base64 Prisma's query compiler
 * is decoded from), the bytecode of code that ran once, and the heap pages that held them. Nothing collects them
 * while the process idles. The last-resort collections V8 makes under memory pressure free that garbage, flush
 * that bytecode, shrink the young generation and give the pages back to the system; under load the young
 * generation grows again as usual. About 60 ms once, at start. Needs Node's --expose-gc
 * (services/platform/node-flags.json); without it, does nothing.
 */
export function releaseStartUpMemory(): void {
  for (let collection = 0; collection < COLLECTIONS_TO_FLUSH_START_UP_BYTECODE; collection++) lastResortCollection();
}

const lastResortCollection = () =>
  (globalThis as { gc?: (options: object) => void }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });

export interface IdleReleaseOptions {
  /** How often the process looks back at its last window (default 30 s). */
  windowMs?: number;
  /** Busier than this share of one core in a window is work, not idling (default 2 %; an idle service, its outbox
   * polled every second, uses about 0.3 %). */
  busyShare?: number;
  /** The process's CPU time so far, in ms (tests give their own). */
  cpuMs?: () => number;
  /** The collection that gives memory back (tests count it). */
  collect?: () => void;
  /** Bytes the old generation may gain in quiet windows before one of them collects (default 2 MiB). */
  oldSpaceGrowth?: number;
  /** The bytes in use in V8's old space (tests give their own). */
  oldSpaceUsed?: () => number;
}

const oldSpaceUsedBytes = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * Work grows what start-up's release had shrunk (the young generation above all) and nothing shrinks it while the
 * process then idles: after two browser journeys, one collection gave back 4 MiB in auth and 10 in verification (what
 * stays is compiled code and malloc's heap, not garbage; docs/decisions.md, issue 13). Every `windowMs` this
 * looks at the CPU the process used: after one or more busy windows, the first quiet one gets one last-resort
 * collection. Quiet windows after that get one only once the old generation has gained `oldSpaceGrowth` over its
 * lowest since the last: a quiet process still promotes a little of what its pollers leave (the outbox relay each
 * second, probes, scrapes), and V8 collects it only when old space reaches its allocation limit, 10 to 20 minutes
 * on, its RSS grown by as much meanwhile (docs/decisions.md, issue 15: the soak). Returns the function that stops it.
 */
export function releaseMemoryWhenIdle({
  windowMs = 30_000,
  busyShare = 0.02,
  cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  collect = lastResortCollection,
  oldSpaceGrowth = 2 * 2 ** 20,
  oldSpaceUsed = oldSpaceUsedBytes,
}: IdleReleaseOptions = {}): () => void {
  let windowStart = cpuMs();
  let workedSinceRelease = false;
  // The least old space has held since the last release: V8's own major collections lower it too.
  let oldSpaceLow = oldSpaceUsed();
  const timer = setInterval(() => {
    const used = cpuMs() - windowStart;
    const oldSpace = oldSpaceUsed();
    oldSpaceLow = Math.min(oldSpaceLow, oldSpace);
    if (used > windowMs * busyShare) {
      workedSinceRelease = true;
    } else if (workedSinceRelease || oldSpace - oldSpaceLow >= oldSpaceGrowth) {
      workedSinceRelease = false;
      collect();
      oldSpaceLow = oldSpaceUsed();
    }
    windowStart = cpuMs();
  }, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}
