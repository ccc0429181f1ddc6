import { MatchersV3 } from '@pact-foundation/pact';
import {
  IdempotencyKeySchema,
  ORDER_STATUSES,
  OrderReferenceSchema,
  PAYMENT_MESSAGES,
  MEMBERSHIP_SERVICE,
  PaymentCatalogueSchema,
  PaymentFormSchema,
  checkoutRequestFrom,
  paymentApi,
  type CheckoutRequestInput,
} from '@hp/contracts';
import { ApiError, configureApi, requestRoute } from '@hp/shell-sdk';
import { fetchOrderStatus, newIdempotencyKey, startCheckout } from '../src/api/payment';
import { jsonRequest, jsonResponse, pact } from './marketingPact';

const { arrayContaining, fromProviderState, like, nullValue, number, regex, string } = MatchersV3;

/** The order the state handler creates through a real checkout; its reference is only known at verification. */
const AN_ORDER_STATE = 'a checkout order exists';

/** What the wizard sends for a Dental Checkup (steps 1 and 2 filled in, terms accepted). */
const form = PaymentFormSchema.parse({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  service: 'dental-checkup',
  amount: '500',
});

/** The page's own body; the reference and customer id it derives from the clock are matched by shape. */
function checkoutBody(request: CheckoutRequestInput) {
  const customer = request.purchase_details.customer;
  return {
    ...request,
    merchant_order_reference: regex(/^HP\d+$/.source, 'HP1790000123456'),
    purchase_details: {
      customer: { ...customer, customer_id: regex(/^CUST\d{6}$/.source, 'CUST123456') },
    },
  };
}

/** The key the wizard makes for each submit (any key of the contracts' format: IdempotencyKeySchema). */
const IDEMPOTENCY_KEY_EXAMPLE = '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c';
const idempotencyKeyHeader = {
  'Idempotency-Key': regex(/^[A-Za-z0-9_-]{8,100}$/.source, IDEMPOTENCY_KEY_EXAMPLE),
};

/** `public, max-age=N`, as one value or (Pact splits header values at commas) as its two parts. */
const CACHEABLE = /^(public|max-age=\d+)(, ?(public|max-age=\d+))*$/;

describe('payment catalogue (/payment and /membership)', () => {
  /** A catalogue entry of this shape; the value is matched exactly where the page looks for it. */
  const entry = (value: string | ReturnType<typeof regex>, label: string, price: number | null) =>
    like({ value, label: string(label), priceRupees: price === null ? nullValue() : number(price) });

  it('lists the services with their prices, among them the custom amount and the annual membership', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the payment catalogue')
      .withRequest('GET', paymentApi.paymentCatalogue.path)
      .willRespondWith(200, (builder) =>
        builder
          .headers({ ...jsonResponse, 'Cache-Control': regex(CACHEABLE.source, 'public, max-age=60') })
          .jsonBody({
            // Which services and prices there are is the payment service's to say; the pages need these kinds.
            services: arrayContaining(
              entry(regex(/^[a-z0-9][a-z0-9-]*$/.source, 'dental-checkup'), 'Dental Checkup', 500),
              entry('custom', 'Custom Amount', null),
              entry(MEMBERSHIP_SERVICE, 'Annual Membership', 2000),
            ),
          }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const catalogue = PaymentCatalogueSchema.parse(
          await requestRoute(paymentApi.paymentCatalogue, undefined),
        );
        expect(catalogue.services.find((service) => service.value === MEMBERSHIP_SERVICE)?.priceRupees).toBe(
          2000,
        );
        expect(catalogue.services.find((service) => service.value === 'custom')?.priceRupees).toBeNull();
      });
  });
});

describe('payment checkout (/payment)', () => {
  it("starts a catalogue service's checkout and answers the payment gateway's address", async () => {
    const request = checkoutRequestFrom(form);
    await pact
      .addInteraction()
      .uponReceiving('a checkout of a catalogue service from the payment page')
      .withRequest('POST', '/api/payment/checkout', (builder) =>
        builder.headers({ ...jsonRequest, ...idempotencyKeyHeader }).jsonBody(checkoutBody(request)),
      )
      .willRespondWith(200, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          status: 'success',
          data: {
            redirect_url: regex(
              /^https?:\/\/\S+$/.source,
              'https://pluraluat.v2.pinepg.in/api/v3/checkout-bff/redirect/checkout?token=V3_example',
            ),
          },
          message: string('Redirecting to payment page'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const idempotencyKey = newIdempotencyKey();
        expect(IdempotencyKeySchema.safeParse(idempotencyKey).success).toBe(true);
        const answer = await startCheckout({ request, idempotencyKey });
        expect(answer.status).toBe('success');
        expect(new URL(answer.data.redirect_url).protocol).toMatch(/^https?:$/);
      });
  });

  it("is refused with the spec's message for a service that is not in the catalogue", async () => {
    const request: CheckoutRequestInput = { ...checkoutRequestFrom(form), service: 'gold-filling' };
    await pact
      .addInteraction()
      .uponReceiving('a checkout of a service that is not in the catalogue')
      .withRequest('POST', '/api/payment/checkout', (builder) =>
        builder.headers({ ...jsonRequest, ...idempotencyKeyHeader }).jsonBody(checkoutBody(request)),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          message: string('Some fields are not valid.'),
          code: 'VALIDATION.FAILED',
          fields: { service: PAYMENT_MESSAGES.service },
          correlationId: string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const failure = await startCheckout({ request, idempotencyKey: newIdempotencyKey() }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(400);
        expect((failure as ApiError).fields).toEqual({ service: 'Please select a service' });
      });
  });
});

describe('order status (/payment/success)', () => {
  // An order reference as the payment service makes them (HP-, the time in base 36, 10 hex digits).
  const example = 'HP-mibq2x1c-0a1b2c3d4e';

  it("answers an existing order's status", async () => {
    await pact
      .addInteraction()
      .given(AN_ORDER_STATE)
      .uponReceiving("a request for an existing order's status")
      .withRequest(
        'GET',
        fromProviderState('/api/payment/orders/${reference}', `/api/payment/orders/${example}`),
      )
      .willRespondWith(200, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          reference: fromProviderState('${reference}', example),
          status: regex(`^(${ORDER_STATUSES.join('|')})$`, 'pending'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const order = await fetchOrderStatus(example);
        expect(OrderReferenceSchema.parse(order.reference)).toBe(example);
        expect(ORDER_STATUSES).toContain(order.status);
      });
  });
});
