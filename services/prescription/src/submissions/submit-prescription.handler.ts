import { Injectable, Logger } from '@nestjs/common';
import {
  prescriptionEvents,
  providerUnavailableMessage,
  type SubmitPrescriptionCommandSchema,
  type SubmitPrescriptionResponse,
} from '@hp/contracts';
import { DomainError, newEvent, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { ApprovedProvidersRepository } from '../providers/approved-providers.repository.js';
import { patientOf } from './callers.js';
import { SubmissionsRepository } from './submissions.repository.js';

type Submit = z.output<typeof SubmitPrescriptionCommandSchema>;

/**
 * prescription.cmd.submit.v1: a patient's prescription (its file already in the private bucket, stored by the
 * gateway) to an approved pharmacy (type pharmacy) or laboratory (type lab). Stored `pending` with the patient
 * from the token and the provider as approved; prescription.evt.submitted.v1 in the same transaction (the
 * provider's e-mail follows from it). A provider that cannot take it is a field error, and nothing is stored (the
 * gateway then removes the file).
 */
@Injectable()
export class SubmitPrescriptionHandler {
  private readonly logger = new Logger(SubmitPrescriptionHandler.name);

  constructor(
    private readonly providers: ApprovedProvidersRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ upload, file }: Submit, meta: RpcMeta): Promise<SubmitPrescriptionResponse> {
    const patientId = patientOf(meta);
    const provider = await this.providers.find(upload.providerId, upload.type);
    if (!provider) {
      throw new DomainError('VALIDATION.FAILED', undefined, {
        providerId: providerUnavailableMessage(upload.type),
      });
    }
    const row = await this.submissions.create(
      {
        type: upload.type,
        providerId: provider.providerId,
        providerAccountId: provider.accountId,
        providerName: provider.name,
        providerEmail: provider.email,
        service: upload.service,
        doctor: upload.doctor,
        prescribedDate: new Date(`${upload.date}T00:00:00Z`),
        patientId,
        username: upload.username,
        mobile: upload.mobile,
        fileKey: file.key,
        fileName: file.fileName,
        fileKind: file.kind,
        fileSize: file.size,
      },
      (submission) =>
        newEvent(
          prescriptionEvents.submitted,
          {
            submissionId: submission.id,
            type: submission.type,
            providerId: submission.providerId,
            providerAccountId: submission.providerAccountId,
            providerName: submission.providerName,
            providerEmail: submission.providerEmail,
            patientId,
            username: submission.username,
            mobile: submission.mobile,
            doctor: submission.doctor,
            prescribedDate: upload.date,
            service: submission.service,
            file,
            submittedAt: submission.createdAt.toISOString(),
          },
          meta.correlationId,
          submission.createdAt,
        ),
    );
    this.relay.nudge();
    this.logger.log(
      { submissionId: row.id, type: row.type, providerId: row.providerId, correlationId: meta.correlationId },
      'Prescription received',
    );
    const what = row.type === 'pharmacy' ? 'Prescription' : 'Lab prescription';
    return {
      success: true,
      message: `${what} uploaded and sent to ${provider.name} successfully.`,
      id: row.id,
    };
  }
}
