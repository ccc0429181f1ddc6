import { Injectable, Logger } from '@nestjs/common';
import {
  prescriptionEvents,
  type SubmissionDetailResponse,
  type SubmissionListQuerySchema,
  type SubmissionListResponse,
  type UpdateSubmissionStatusRequestSchema,
  type UpdateSubmissionStatusResponse,
} from '@hp/contracts';
import { newEvent, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { adminOf, noSuchSubmission } from './callers.js';
import { FileLinks } from './file-links.js';
import { pageOf } from './own-submissions.handler.js';
import { statusMessage } from './status-rules.js';
import { toDetail, toSubmission } from './submission-view.js';
import { SubmissionsRepository, type SubmissionWithDecisions } from './submissions.repository.js';

type ListQuery = z.output<typeof SubmissionListQuerySchema>;
type UpdateStatus = z.output<typeof UpdateSubmissionStatusRequestSchema> & { id: string };

/**
 * The admins' side (/admindash: Lab Requests, Pharmacy Requests, All Submissions): the list with search, status
 * filter, counters and keyset pages; one submission with its audit trail; status changes, audited with the admin
 * from the token. Admins only (the gateway checks too).
 */
@Injectable()
export class AdminSubmissionsHandler {
  private readonly logger = new Logger(AdminSubmissionsHandler.name);

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly links: FileLinks,
    private readonly relay: OutboxRelay,
  ) {}

  async list(query: ListQuery, meta: RpcMeta): Promise<SubmissionListResponse> {
    adminOf(meta);
    const scope = { type: query.type, search: query.search || undefined };
    const [rows, counts] = await Promise.all([
      this.submissions.listForAdmins({ ...scope, status: query.status }, query.limit + 1, query.cursor),
      this.submissions.counts(scope),
    ]);
    const { items, nextCursor } = pageOf(rows, query.limit);
    const all = await Promise.all(
      items.map(async (row) => toSubmission(row, await this.links.forView(row.fileKey))),
    );
    return { success: true, data: { all, counts, nextCursor } };
  }

  async get(id: string, meta: RpcMeta): Promise<SubmissionDetailResponse> {
    adminOf(meta);
    const row = await this.submissions.findById(id);
    if (!row) throw noSuchSubmission();
    return { success: true, submission: await this.detail(row) };
  }

  async updateStatus(
    { id, status, note }: UpdateStatus,
    meta: RpcMeta,
  ): Promise<UpdateSubmissionStatusResponse> {
    const actorId = adminOf(meta);
    const outcome = await this.submissions.changeStatus(id, {
      to: status,
      note: note || null,
      actorId,
      event: (before, after, at) =>
        newEvent(
          prescriptionEvents.statusChanged,
          {
            submissionId: after.id,
            type: after.type,
            providerId: after.providerId,
            providerName: after.providerName,
            patientId: after.patientId,
            fromStatus: before.status,
            toStatus: after.status,
            note: after.notes,
            changedBy: actorId,
            changedAt: at.toISOString(),
          },
          meta.correlationId,
          at,
        ),
    });
    if (outcome.kind === 'missing') throw noSuchSubmission();
    const changed = outcome.kind === 'changed';
    if (changed) {
      this.relay.nudge();
      this.logger.log(
        { submissionId: id, status, actorId, correlationId: meta.correlationId },
        'Submission status changed',
      );
    }
    return {
      success: true,
      message: statusMessage(status, changed),
      submission: await this.detail(outcome.submission),
    };
  }

  private async detail(row: SubmissionWithDecisions) {
    return toDetail(row, await this.links.forView(row.fileKey));
  }
}
