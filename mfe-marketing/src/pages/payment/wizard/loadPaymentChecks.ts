type PaymentChecks = typeof import('./paymentChecks');
let paymentChecks: PaymentChecks | undefined;

/**
 * The checks with the contracts' schema (./paymentChecks), fetched apart from the page: the wizard needs them at the
 * first "Next", not to show its first step, and they bring zod. The page asks for them once it has rendered.
 */
export const loadPaymentChecks = (): Promise<PaymentChecks> =>
  import('./paymentChecks').then((checks) => (paymentChecks = checks));

/** The checks once they have arrived (then a "Next" is answered at once, as before they were split off). */
export const loadedPaymentChecks = () => paymentChecks;
