import { z } from '../common/zod.js';
import { defineCommand, defineEvent } from '../messaging/define.js';
import {
  PendingProvidersResponseSchema,
  ProviderApprovedEventSchema,
  ProviderDetailSchema,
  ProviderIdParamsSchema,
  ProviderListQuerySchema,
  ProviderListResponseSchema,
  ProviderRegisteredEventSchema,
  ProviderRejectedEventSchema,
  RegisterProviderCommandSchema,
  RegisterProviderResponseSchema,
  SaveReviewRequestSchema,
  VerifyProviderParamsSchema,
  VerifyProviderRequestSchema,
  VerifyProviderResponseSchema,
} from './review.js';

/** The verification service's commands: providers' registrations and the admins' review of them. */
export const verificationCommands = {
  registerProvider: defineCommand({
    subject: 'verification.cmd.register-provider.v1',
    request: RegisterProviderCommandSchema,
    reply: RegisterProviderResponseSchema,
  }),
  pendingProviders: defineCommand({
    subject: 'verification.query.pending-providers.v1',
    request: z.object({}),
    reply: PendingProvidersResponseSchema,
  }),
  listProviders: defineCommand({
    subject: 'verification.query.list-providers.v1',
    request: ProviderListQuerySchema,
    reply: ProviderListResponseSchema,
  }),
  getProvider: defineCommand({
    subject: 'verification.query.provider.v1',
    request: ProviderIdParamsSchema,
    reply: ProviderDetailSchema,
  }),
  openReview: defineCommand({
    subject: 'verification.cmd.open-review.v1',
    request: ProviderIdParamsSchema,
    reply: ProviderDetailSchema,
  }),
  saveReview: defineCommand({
    subject: 'verification.cmd.save-review.v1',
    request: z.extend(ProviderIdParamsSchema, SaveReviewRequestSchema.shape),
    reply: ProviderDetailSchema,
  }),
  decide: defineCommand({
    subject: 'verification.cmd.decide.v1',
    request: z.extend(VerifyProviderParamsSchema, VerifyProviderRequestSchema.shape),
    reply: VerifyProviderResponseSchema,
  }),
} as const;

export const verificationEvents = {
  providerRegistered: defineEvent({
    subject: 'verification.evt.provider-registered.v1',
    schema: ProviderRegisteredEventSchema,
  }),
  providerApproved: defineEvent({
    subject: 'verification.evt.provider-approved.v1',
    schema: ProviderApprovedEventSchema,
  }),
  providerRejected: defineEvent({
    subject: 'verification.evt.provider-rejected.v1',
    schema: ProviderRejectedEventSchema,
  }),
} as const;
