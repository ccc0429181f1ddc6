import type { MEMBERSHIP_SERVICE } from '@hp/contracts';

// The contracts' membership service, written out and checked by the compiler (`typeof`): Home links here, and the
// contracts' modules that hold it also build zod schemas, which Home's first load does without.
const membershipService: typeof MEMBERSHIP_SERVICE = 'membership-annual';

/** Joining (or another year): the payment wizard with the annual membership chosen and priced. */
export const MEMBERSHIP_CHECKOUT_PATH = `/payment?service=${membershipService}`;
