import { MEMBERSHIP_SERVICE } from '@hp/contracts';

/** Joining (or another year): the payment wizard with the annual membership chosen and priced. */
export const MEMBERSHIP_CHECKOUT_PATH = `/payment?service=${MEMBERSHIP_SERVICE}`;
