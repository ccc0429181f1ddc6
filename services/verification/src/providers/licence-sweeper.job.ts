import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LICENCE_KEY_PREFIX } from '@hp/contracts';
import { ObjectStorage, SERVICE_CONFIG } from '@hp/service-platform';
import type { VerificationConfig } from '../config.js';
import { ProvidersRepository } from './providers.repository.js';

/**
 * Removes uploaded licences that no registration names once they are VERIFICATION_ORPHAN_AFTER_MINUTES old: the
 * gateway stores the file before it sends the registration, and deletes it itself when the registration fails, so
 * only a crash between the two leaves one behind. It runs here because only this service knows which keys its
 * registrations name. Every VERIFICATION_SWEEP_INTERVAL_SECONDS; several replicas may sweep at once (a removal of
 * what is gone is no error).
 */
@Injectable()
export class LicenceSweeperJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LicenceSweeperJob.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly providers: ProvidersRepository,
    @Inject(SERVICE_CONFIG) private readonly config: VerificationConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweepOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Licence sweep failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.config.VERIFICATION_SWEEP_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; answers the keys it removed. */
  async sweepOnce(now = new Date()): Promise<string[]> {
    const before = now.getTime() - this.config.VERIFICATION_ORPHAN_AFTER_MINUTES * 60_000;
    const old = (await this.storage.list(LICENCE_KEY_PREFIX))
      .filter((object) => object.lastModified.getTime() < before)
      .map((object) => object.key);
    const named = await this.providers.licenceKeysInUse(old);
    const orphans = old.filter((key) => !named.has(key));
    for (const key of orphans) await this.storage.remove(key);
    if (orphans.length)
      this.logger.log({ removed: orphans.length }, 'Removed licences no registration names');
    return orphans;
  }
}
