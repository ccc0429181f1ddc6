import type { ObjectStorage } from './object-storage.js';

export interface OrphanSweeperOptions {
  /** The objects looked at: `licences/`, `prescriptions/`. */
  prefix: string;
  /** How old an object must be before it counts as left behind (the upload and the row are seconds apart). */
  orphanAfterMinutes: number;
  /** How often to look. */
  intervalSeconds: number;
  /** Which of `keys` the service's rows name (those stay). */
  keysInUse(keys: string[]): Promise<Set<string>>;
  /** Where a pass's removals and failures are told. */
  logger: { log(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Removes uploaded objects that no row names. The gateway stores a file before it sends the command that records
 * it, and removes it itself when the command fails; only a crash (or a timeout) between the two leaves one behind.
 * It runs in the service that owns the rows, the only one that knows which keys are named. Several replicas may
 * sweep at once: removing what is gone is no error.
 */
export class OrphanSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly options: OrphanSweeperOptions,
  ) {}

  /**
   * Sweeps once now, then every `intervalSeconds` (the timer does not keep the process alive). The first pass runs
   * at start-up because a crash between an upload and its row is what a restart follows, and so that the pass's
   * one-time cost (the S3 listing's code compiled, its buffers sized) is paid before traffic rather than minutes into it.
   */
  start(): void {
    this.passInBackground();
    this.timer = setInterval(() => this.passInBackground(), this.options.intervalSeconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private passInBackground(): void {
    this.running ??= this.sweepOnce()
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, prefix: this.options.prefix }, 'Orphan sweep failed'),
      )
      .finally(() => {
        this.running = undefined;
      });
  }

  /** One pass; answers the keys it removed. */
  async sweepOnce(now = new Date()): Promise<string[]> {
    const before = now.getTime() - this.options.orphanAfterMinutes * 60_000;
    const old = (await this.storage.list(this.options.prefix))
      .filter((object) => object.lastModified.getTime() < before)
      .map((object) => object.key);
    const named = old.length ? await this.options.keysInUse(old) : new Set<string>();
    const orphans = old.filter((key) => !named.has(key));
    for (const key of orphans) await this.storage.remove(key);
    if (orphans.length)
      this.options.logger.log(
        { removed: orphans.length, prefix: this.options.prefix },
        'Removed uploads no row names',
      );
    return orphans;
  }
}
