/**
 * An idle process keeps what its start-up touched: a young generation grown to the size V8 picks for the machine
 * (semi-spaces of up to 32 MB), start-up's garbage (module compilation, the 9 MB of base64 Prisma's query compiler
 * is decoded from) and the heap pages that held it. Nothing collects them while the process idles. One
 * last-resort collection, the one V8 makes under memory pressure, frees that garbage, shrinks the young
 * generation and gives the pages back to the system; under load the young generation grows again as usual.
 * Needs Node's --expose-gc (services/platform/node-flags.json); without it, does nothing.
 */
export function releaseStartUpMemory(): void {
  const gc = (globalThis as { gc?: (options: object) => void }).gc;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
