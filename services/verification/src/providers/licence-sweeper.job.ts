import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LICENCE_KEY_PREFIX } from '@hp/contracts';
import { ObjectStorage, OrphanSweeper, SERVICE_CONFIG } from '@hp/service-platform';
import type { VerificationConfig } from '../config.js';
import { ProvidersRepository } from './providers.repository.js';

/**
 * Removes uploaded licences that no registration names once they are VERIFICATION_ORPHAN_AFTER_MINUTES old, every
 * VERIFICATION_SWEEP_INTERVAL_SECONDS (the platform's OrphanSweeper): the gateway stores the file before it sends
 * the registration, and deletes it itself when the registration fails, so only a crash between the two leaves one
 * behind. It runs here because only this service knows which keys its registrations name.
 */
@Injectable()
export class LicenceSweeperJob implements OnModuleInit, OnApplicationShutdown {
  private readonly sweeper: OrphanSweeper;

  constructor(
    storage: ObjectStorage,
    providers: ProvidersRepository,
    @Inject(SERVICE_CONFIG) config: VerificationConfig,
  ) {
    this.sweeper = new OrphanSweeper(storage, {
      prefix: LICENCE_KEY_PREFIX,
      orphanAfterMinutes: config.VERIFICATION_ORPHAN_AFTER_MINUTES,
      intervalSeconds: config.VERIFICATION_SWEEP_INTERVAL_SECONDS,
      keysInUse: (keys) => providers.licenceKeysInUse(keys),
      logger: new Logger(LicenceSweeperJob.name),
    });
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeper.stop();
  }

  /** One pass; answers the keys it removed. */
  sweepOnce(now = new Date()): Promise<string[]> {
    return this.sweeper.sweepOnce(now);
  }
}
