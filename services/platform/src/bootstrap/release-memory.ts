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
  const gc = (globalThis as { gc?: (options: object) => void }).gc;
  if (!gc) return;
  for (let collection = 0; collection < COLLECTIONS_TO_FLUSH_START_UP_BYTECODE; collection++) {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }
}
