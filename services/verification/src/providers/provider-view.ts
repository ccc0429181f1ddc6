import {
  ReviewChecklistSchema,
  type ProviderDecision,
  type ProviderDetail,
  type ProviderSummary,
} from '@hp/contracts';
import type { ProviderRow, ProviderWithDecisions } from './providers.repository.js';

export function toSummary(row: ProviderRow): ProviderSummary {
  return {
    id: row.id,
    _id: row.id,
    entityType: row.entityType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    location: row.location,
    state: row.state,
    hfrId: row.hfrId,
    numberOfDoctors: row.numberOfDoctors,
    specializations: row.specializations,
    acceptsEMI: row.acceptsEmi,
    acceptsInsurance: row.acceptsInsurance,
    status: row.status,
    hasLicence: row.licenceKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The licence's link is made by the caller (it needs the object store and the time it is valid for). */
export function toDetail(
  row: ProviderWithDecisions,
  licenceLink: { url: string; expiresAt: Date } | null,
): ProviderDetail {
  const licence =
    row.licenceKey && licenceLink
      ? {
          fileName: row.licenceFileName ?? '',
          kind: row.licenceKind as 'pdf' | 'jpeg' | 'png',
          size: row.licenceSize ?? 0,
          url: licenceLink.url,
          expiresAt: licenceLink.expiresAt.toISOString(),
        }
      : null;
  return {
    ...toSummary(row),
    licence,
    review: {
      // Rows keep what was saved; items added to the checklist since read as unticked.
      checklist: ReviewChecklistSchema.parse(row.reviewChecklist ?? {}),
      notes: row.reviewNotes,
      updatedAt: row.reviewUpdatedAt?.toISOString() ?? null,
      updatedBy: row.reviewUpdatedBy,
    },
    decisions: row.decisions.map((decision): ProviderDecision => ({
      action: decision.action,
      fromStatus: decision.fromStatus,
      toStatus: decision.toStatus,
      note: decision.note,
      actorId: decision.actorId,
      at: decision.at.toISOString(),
    })),
  };
}
