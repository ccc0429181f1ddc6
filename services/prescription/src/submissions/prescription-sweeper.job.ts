import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PRESCRIPTION_KEY_PREFIX } from '@hp/contracts';
import { ObjectStorage, OrphanSweeper, SERVICE_CONFIG } from '@hp/service-platform';
import type { PrescriptionConfig } from '../config.js';
import { SubmissionsRepository } from './submissions.repository.js';

/**
 * Removes uploaded prescriptions that no submission names once they are PRESCRIPTION_ORPHAN_AFTER_MINUTES old,
 * every PRESCRIPTION_SWEEP_INTERVAL_SECONDS (the platform's OrphanSweeper, as verification sweeps its licences):
 * the gateway stores the file before it sends the submission and removes it when the submission fails, so only a
 * crash or a timeout between the two leaves one behind.
 */
@Injectable()
export class PrescriptionSweeperJob implements OnModuleInit, OnApplicationShutdown {
  private readonly sweeper: OrphanSweeper;

  constructor(
    storage: ObjectStorage,
    submissions: SubmissionsRepository,
    @Inject(SERVICE_CONFIG) config: PrescriptionConfig,
  ) {
    this.sweeper = new OrphanSweeper(storage, {
      prefix: PRESCRIPTION_KEY_PREFIX,
      orphanAfterMinutes: config.PRESCRIPTION_ORPHAN_AFTER_MINUTES,
      intervalSeconds: config.PRESCRIPTION_SWEEP_INTERVAL_SECONDS,
      keysInUse: (keys) => submissions.fileKeysInUse(keys),
      logger: new Logger(PrescriptionSweeperJob.name),
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
