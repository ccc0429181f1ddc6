/**
 * `@hp/contracts/testing`: Pact examples of the events several services consume, for their consumer tests (never
 * imported by running code). A consumer states what it needs of a message; where four consumers need the same
 * fields of one event, they take them from here.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { EntityTypeSchema } from './common/roles.js';

const { regex, string, uuid } = MatchersV3;

/** An instant as the services write it (`toISOString()`), for a `regex` matcher. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source;

/**
 * The fields both of verification's decisions (`verification.evt.provider-approved.v1` and `...-rejected.v1`) carry,
 * as matchers. `n` (one digit) keeps one test file's examples apart when they share a database. The entity type
 * matches any provider type, or only the example's with `onlyThisType` (a consumer that keeps clinics only).
 */
export const providerDecisionLike = (
  n: number,
  example: { entityType: string; name: string; email: string; onlyThisType?: boolean },
) => ({
  providerId: uuid(`0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d${n}2`),
  accountId: uuid(`0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d${n}3`),
  entityType: regex(
    `^(${example.onlyThisType ? example.entityType : EntityTypeSchema.options.join('|')})$`,
    example.entityType,
  ),
  name: string(example.name),
  email: string(example.email),
  decidedAt: regex(ISO_INSTANT, '2026-11-24T09:30:00.000Z'),
  decidedBy: uuid(`0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d${n}4`),
});
