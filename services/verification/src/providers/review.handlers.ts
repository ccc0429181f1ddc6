import { Inject, Injectable } from '@nestjs/common';
import {
  entityTypeLabel,
  EntityTypeSchema,
  Role,
  verificationEvents,
  type PendingProvidersResponse,
  type ProviderDetail,
  type ProviderStatus,
  type ProviderListResponse,
  type ProviderRegistrationSchema,
  type ProviderListQuerySchema,
  type SaveReviewRequestSchema,
  type VerifyProviderRequestSchema,
  type VerifyProviderResponse,
} from '@hp/contracts';
import {
  DomainError,
  newEvent,
  ObjectStorage,
  OutboxRelay,
  SERVICE_CONFIG,
  type RpcMeta,
} from '@hp/service-platform';
import type { z } from 'zod/mini';
import type { VerificationConfig } from '../config.js';
import { toDetail, toSummary } from './provider-view.js';
import {
  ProvidersRepository,
  type ChangeOutcome,
  type ProviderWithDecisions,
} from './providers.repository.js';
import { decisionMessage, mayDecide, statusOnOpening } from './review-rules.js';

/** How many of each kind GET /api/admin/pending-clinics answers. */
const PENDING_PER_KIND = 100;

type ListQuery = z.output<typeof ProviderListQuerySchema>;
type SaveReview = z.output<typeof SaveReviewRequestSchema> & { id: string };
type Decide = z.output<typeof VerifyProviderRequestSchema> & {
  id: string;
  type: z.output<typeof ProviderRegistrationSchema>['entityType'];
};

/** The admins' side: lists, one provider, opening a review, saving it, deciding. Admins only (the gateway checks too). */
@Injectable()
export class ReviewHandlers {
  constructor(
    private readonly providers: ProvidersRepository,
    private readonly storage: ObjectStorage,
    private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: VerificationConfig,
  ) {}

  async pending(meta: RpcMeta): Promise<PendingProvidersResponse> {
    adminOf(meta);
    const [clinics, pharmacies, labs] = await Promise.all(
      EntityTypeSchema.options.map((type) => this.providers.awaitingDecision(type, PENDING_PER_KIND)),
    );
    return {
      clinics: clinics!.map(toSummary),
      pharmacies: pharmacies!.map(toSummary),
      labs: labs!.map(toSummary),
    };
  }

  async list(query: ListQuery, meta: RpcMeta): Promise<ProviderListResponse> {
    adminOf(meta);
    const scope = { search: query.search || undefined, type: query.type };
    const [rows, counts] = await Promise.all([
      this.providers.list({ ...scope, status: query.status }, query.limit + 1, query.cursor),
      this.providers.counts(scope),
    ]);
    const page = rows.slice(0, query.limit);
    const nextCursor = rows.length > query.limit ? page[page.length - 1]!.id : null;
    return { items: page.map(toSummary), counts, nextCursor };
  }

  async get(id: string, meta: RpcMeta): Promise<ProviderDetail> {
    adminOf(meta);
    const provider = await this.providers.findById(id);
    if (!provider) throw notFound();
    return this.detail(provider);
  }

  async open(id: string, meta: RpcMeta): Promise<ProviderDetail> {
    const actorId = adminOf(meta);
    // Only a pending provider moves; for any other, opening its review changes nothing.
    const moves = (status: ProviderStatus) => statusOnOpening(status) !== status;
    const outcome = await this.providers.changeStatus(id, undefined, moves, {
      action: 'review_opened',
      to: 'under_review',
      note: null,
      actorId,
    });
    return this.detail(this.changed(outcome, true));
  }

  async save({ id, checklist, notes }: SaveReview, meta: RpcMeta): Promise<ProviderDetail> {
    const actorId = adminOf(meta);
    const provider = await this.providers.saveReview(id, checklist, notes, actorId);
    if (!provider) throw notFound();
    return this.detail(provider);
  }

  async decide({ id, type, status, note }: Decide, meta: RpcMeta): Promise<VerifyProviderResponse> {
    const actorId = adminOf(meta);
    const correlationId = meta.correlationId;
    const outcome = await this.providers.changeStatus(id, type, mayDecide, {
      action: status,
      to: status,
      note: note || null,
      actorId,
      event: (provider, at) => {
        const common = {
          providerId: provider.id,
          accountId: provider.accountId,
          entityType: provider.entityType,
          name: provider.name,
          email: provider.email,
          decidedAt: at.toISOString(),
          decidedBy: actorId,
        };
        return status === 'approved'
          ? newEvent(
              verificationEvents.providerApproved,
              {
                ...common,
                phone: provider.phone,
                address: provider.address,
                location: provider.location,
                // Left out when not known (a row from before the state was asked, no HFR ID given).
                ...(provider.state ? { state: provider.state } : {}),
                ...(provider.hfrId ? { hfrId: provider.hfrId } : {}),
                numberOfDoctors: provider.numberOfDoctors,
                specializations: provider.specializations,
                acceptsEMI: provider.acceptsEmi,
                acceptsInsurance: provider.acceptsInsurance,
              },
              correlationId,
              at,
            )
          : newEvent(
              verificationEvents.providerRejected,
              { ...common, note: note || null },
              correlationId,
              at,
            );
      },
    });
    const provider = this.changed(outcome, false);
    this.relay.nudge();
    return { message: decisionMessage(entityTypeLabel[type], status), provider: await this.detail(provider) };
  }

  private changed(outcome: ChangeOutcome, openingOnly: boolean): ProviderWithDecisions {
    if (outcome.kind === 'missing') throw notFound();
    if (outcome.kind === 'refused' && !openingOnly) {
      throw new DomainError(
        'VERIFICATION.DECISION_NOT_ALLOWED',
        `This provider is already ${outcome.provider.status.replace('_', ' ')}; only a pending or under-review provider can be approved or rejected.`,
      );
    }
    return outcome.provider;
  }

  private async detail(provider: ProviderWithDecisions): Promise<ProviderDetail> {
    if (!provider.licenceKey) return toDetail(provider, null);
    const seconds = this.config.VERIFICATION_LICENCE_URL_SECONDS;
    const expiresAt = new Date(Date.now() + seconds * 1000);
    return toDetail(provider, {
      url: await this.storage.presignedGet(provider.licenceKey, seconds),
      expiresAt,
    });
  }
}

/** The admin's id; the gateway lets only admins through, and a service never acts for nobody. */
function adminOf(meta: RpcMeta): string {
  if (meta.actor?.role !== Role.Admin) throw new DomainError('AUTH.FORBIDDEN');
  return meta.actor.id;
}

const notFound = () => new DomainError('NOT_FOUND', 'No such provider.');
