import { Injectable } from '@nestjs/common';
import type { MailFileLinkReply } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { FileLinks } from './file-links.js';
import { SubmissionsRepository } from './submissions.repository.js';

/**
 * prescription.query.mail-file-link.v1 (NATS permissions let only the notification service send it): a link to the
 * submission's file valid PRESCRIPTION_MAIL_URL_SECONDS from now, made when the provider's mail leaves.
 */
@Injectable()
export class MailFileLinkHandler {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly links: FileLinks,
  ) {}

  async execute(id: string, now = Date.now()): Promise<MailFileLinkReply> {
    const submission = await this.submissions.findById(id);
    if (!submission) throw new DomainError('NOT_FOUND');
    const link = await this.links.forMail(submission.fileKey, now);
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }
}
