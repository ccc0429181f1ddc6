import { Injectable } from '@nestjs/common';
import { prescriptionCommands } from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';
import type { FileLink } from './templates/submission-mail.js';

/**
 * Asks prescription for a fresh presigned link to a submission's file (prescription.query.mail-file-link.v1,
 * which only this service may send). A failure (prescription down or slow) throws: the consumer retries later.
 */
@Injectable()
export class PrescriptionFileLinks {
  constructor(private readonly rpc: NatsRpcClient) {}

  async forMail(submissionId: string): Promise<FileLink> {
    const link = await this.rpc.request(
      prescriptionCommands.mailFileLink,
      { id: submissionId },
      { correlationId: `submission-mail-${submissionId}` },
    );
    return { url: link.url, expiresAt: new Date(link.expiresAt) };
  }
}
