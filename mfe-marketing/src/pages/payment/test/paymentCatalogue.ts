import { paymentApi, type PaymentCatalogue } from '@hp/contracts';
import { answerFetch, queryClient } from '@hp/shell-sdk/testing';

/** Test-only: the payment service's catalogue as it answers today (services/payment/src/catalogue/price-list.ts). */
export const PAYMENT_CATALOGUE: PaymentCatalogue = {
  services: [
    { value: 'dental-checkup', label: 'Dental Checkup', priceRupees: 500 },
    { value: 'root-canal', label: 'Root Canal Treatment', priceRupees: 5000 },
    { value: 'teeth-whitening', label: 'Teeth Whitening', priceRupees: 3000 },
    { value: 'teeth-cleaning', label: 'Professional Cleaning', priceRupees: 1500 },
    { value: 'orthodontics', label: 'Orthodontic Treatment', priceRupees: 15000 },
    { value: 'extraction', label: 'Tooth Extraction', priceRupees: 2000 },
    { value: 'custom', label: 'Custom Amount', priceRupees: null },
    { value: 'membership-annual', label: 'Annual Membership', priceRupees: 2000 },
  ],
};

/** The gateway's answer to GET /api/payment/catalogue, for `answerFetch`. */
export const catalogueAnswer = {
  [paymentApi.paymentCatalogue.path]: () => ({ status: 200, body: PAYMENT_CATALOGUE }),
};

/**
 * The catalogue fails (404) until `recover()` is called, then answers; the page's query cache starts empty so the
 * page really asks. For the loading-error tests of every page that reads the catalogue.
 */
export function catalogueFailingUntilRecovered() {
  queryClient.clear();
  let available = false;
  answerFetch({
    [paymentApi.paymentCatalogue.path]: () =>
      available
        ? { status: 200, body: PAYMENT_CATALOGUE }
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND', correlationId: 'c' } },
  });
  return {
    recover: () => {
      available = true;
    },
  };
}
