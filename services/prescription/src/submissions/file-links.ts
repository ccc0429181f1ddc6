import { Inject, Injectable } from '@nestjs/common';
import { ObjectStorage, SERVICE_CONFIG } from '@hp/service-platform';
import type { PrescriptionConfig } from '../config.js';
import type { FileLink } from './submission-view.js';

/**
 * Presigned GET links to prescriptions in the private bucket, at S3_PUBLIC_ENDPOINT (the site itself, whose nginx
 * passes /<bucket>/ to the store), so a link names the site. Presigning is a signature made here (the region is
 * configured), no call to the store.
 */
@Injectable()
export class FileLinks {
  constructor(
    private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) private readonly config: PrescriptionConfig,
  ) {}

  /** For the lists and details: valid PRESCRIPTION_FILE_URL_SECONDS. */
  forView(key: string, now = Date.now()): Promise<FileLink> {
    return this.link(key, this.config.PRESCRIPTION_FILE_URL_SECONDS, now);
  }

  /** For the provider's e-mail: valid PRESCRIPTION_MAIL_URL_SECONDS. */
  forMail(key: string, now = Date.now()): Promise<FileLink> {
    return this.link(key, this.config.PRESCRIPTION_MAIL_URL_SECONDS, now);
  }

  private async link(key: string, seconds: number, now: number): Promise<FileLink> {
    return { url: await this.storage.presignedGet(key, seconds), expiresAt: new Date(now + seconds * 1000) };
  }
}
