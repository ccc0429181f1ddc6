import { z } from '../common/zod.js';

export { MEMBERSHIP_SERVICE, MEMBERSHIP_TERM_MONTHS } from './membership-plan.js';

/**
 * A patient's membership: active until `activeUntil` (exclusive). It belongs to an e-mail address (the one the
 * order was paid with), so it shows on the account with that address, also one registered after the payment.
 */
export const MembershipSchema = z.object({
  activeUntil: z.iso.datetime(),
  memberSince: z.iso.datetime(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** GET /api/user/membership (signed-in patients): their membership, or null when they have none or it ended. */
export const MembershipResponseSchema = z.object({ membership: z.nullable(MembershipSchema) });
export type MembershipResponse = z.infer<typeof MembershipResponseSchema>;

/**
 * Data of auth.evt.membership-activated.v1: a paid membership order started a membership or, when one was still
 * active (`previousActiveUntil` set), extended it by a year from its end.
 */
export const MembershipActivatedEventSchema = z.object({
  email: z.string(),
  name: z.string(),
  orderReference: z.string(),
  activeUntil: z.iso.datetime(),
  previousActiveUntil: z.nullable(z.iso.datetime()),
  paidAt: z.iso.datetime(),
});
export type MembershipActivatedEvent = z.infer<typeof MembershipActivatedEventSchema>;
