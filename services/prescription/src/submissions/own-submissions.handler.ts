import { Injectable } from '@nestjs/common';
import type {
  PatientSubmissionListQuerySchema,
  PatientSubmissionListResponse,
  ProviderSubmissionListQuerySchema,
  ProviderSubmissionListResponse,
  ProviderSubmissionResponse,
} from '@hp/contracts';
import type { RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { ApprovedProvidersRepository } from '../providers/approved-providers.repository.js';
import { noSuchSubmission, notAReceivingProvider, patientOf, providerOf } from './callers.js';
import { FileLinks } from './file-links.js';
import { toPatientSubmission, toProviderSubmission } from './submission-view.js';
import { SubmissionsRepository, type SubmissionRow } from './submissions.repository.js';

type ProviderQuery = z.output<typeof ProviderSubmissionListQuerySchema>;
type PatientQuery = z.output<typeof PatientSubmissionListQuerySchema>;

/** `limit + 1` rows read: the page, and the cursor of the next one when there is more. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
}

/**
 * What the signed-in pharmacy or lab received (/entitydash) and what the signed-in patient sent, each with links
 * to the files valid for minutes. A provider must be an approved pharmacy or lab (in the copy of verification's
 * decisions); one sent to another provider is a 404, as if it did not exist.
 */
@Injectable()
export class OwnSubmissionsHandler {
  constructor(
    private readonly providers: ApprovedProvidersRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly links: FileLinks,
  ) {}

  async received(query: ProviderQuery, meta: RpcMeta): Promise<ProviderSubmissionListResponse> {
    const accountId = await this.approvedProvider(meta);
    const rows = await this.submissions.listForProvider(
      accountId,
      query.status,
      query.limit + 1,
      query.cursor,
    );
    const { items, nextCursor } = pageOf(rows, query.limit);
    return {
      success: true,
      submissions: await Promise.all(items.map((row) => this.forProvider(row))),
      nextCursor,
    };
  }

  async receivedOne(id: string, meta: RpcMeta): Promise<ProviderSubmissionResponse> {
    const accountId = await this.approvedProvider(meta);
    const row = await this.submissions.findForProvider(id, accountId);
    if (!row) throw noSuchSubmission();
    return { success: true, submission: await this.forProvider(row) };
  }

  async mine(query: PatientQuery, meta: RpcMeta): Promise<PatientSubmissionListResponse> {
    const patientId = patientOf(meta);
    const rows = await this.submissions.listForPatient(patientId, query.limit + 1, query.cursor);
    const { items, nextCursor } = pageOf(rows, query.limit);
    const submissions = await Promise.all(
      items.map(async (row) => toPatientSubmission(row, await this.links.forView(row.fileKey))),
    );
    return { success: true, submissions, nextCursor };
  }

  private async approvedProvider(meta: RpcMeta): Promise<string> {
    const { accountId, type } = providerOf(meta);
    if (!(await this.providers.findByAccount(accountId, type))) throw notAReceivingProvider();
    return accountId;
  }

  private async forProvider(row: SubmissionRow) {
    return toProviderSubmission(row, await this.links.forView(row.fileKey));
  }
}
