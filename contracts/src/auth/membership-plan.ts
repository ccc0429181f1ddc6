// Schema-free, so that a page can name the membership without building its schemas (membership.ts).

/** The catalogue item (contracts/src/payment/catalogue.ts) whose paid order makes its buyer a member for a year. */
export const MEMBERSHIP_SERVICE = 'membership-annual';
export const MEMBERSHIP_TERM_MONTHS = 12;
