import { Verifier } from '@pact-foundation/pact';
import { addDays, authRoutes, paymentRoutes, todayInIndia, type CheckoutResponse } from '@hp/contracts';
import { startAuthService, startServiceProcess, type RunningService } from '../support/service-process.js';
import {
  startGateway,
  TEST_JWT_SECRET,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from '../support/gateway.js';
import { post } from '../support/http.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import {
  pactFilesOf,
  PLURAL_TEST_CREDENTIALS,
  startPluralSimulator,
  startTestNats,
  type TestNats,
  type TestPluralSimulator,
} from '@hp/service-platform/testing';

const isEmptyJson = (body: unknown) =>
  typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && Object.keys(body).length === 0;

/** The patient the provider state "a patient account exists for ..." describes. */
const asha = {
  name: 'Asha Verma',
  phone: '9000000001',
  email: 'asha@example.com',
  password: 'CorrectHorse1',
};

/** A Dental Checkup as the payment page sends it (the order the state "a checkout order exists" makes). */
const dentalCheckup = {
  service: 'dental-checkup',
  order_amount: { value: 50_000, currency: 'INR' },
  purchase_details: {
    customer: {
      email_id: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      mobile_number: '9876543210',
    },
  },
};

/**
 * Provider verification: every interaction the remotes recorded is replayed against the real gateway,
 * forwarding to the real auth, booking and payment services (fresh databases, private NATS and mailbox; the
 * payment service talks to a local Plural simulator).
 */
describe('gateway as a Pact provider', () => {
  let nats: TestNats;
  let mailbox: Mailbox;
  let authService: RunningService;
  let bookingService: RunningService;
  let plural: TestPluralSimulator;
  let paymentService: RunningService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats();
    mailbox = await startMailbox();
    authService = await startAuthService({
      natsUrl: nats.url,
      redisUrl: TEST_REDIS_URL,
      jwtSecret: TEST_JWT_SECRET,
      smtpPort: mailbox.smtpPort,
    });
    bookingService = await startServiceProcess('booking', { natsUrl: nats.url, smtpPort: mailbox.smtpPort });
    plural = await startPluralSimulator();
    paymentService = await startServiceProcess('payment', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
      env: {
        PLURAL_BASE_URL: plural.url,
        ...PLURAL_TEST_CREDENTIALS,
        PLURAL_TIMEOUT_MS: '5000',
        PAYMENT_SITE_URL: 'http://localhost:8080',
      },
    });
    gateway = await startGateway({ NATS_URL: nats.url });
    await untilReady(gateway);
    await plural.sendWebhooksTo(`${gateway.url}${paymentRoutes.paymentWebhook.path}`);
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await authService?.stop();
    await bookingService?.stop();
    await paymentService?.stop();
    await plural?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  it('honours every interaction of the consumer pacts', async () => {
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: gateway.url,
      pactUrls: pactFilesOf('gateway'),
      logLevel: 'warn',
      // Pact 16.4's proxy re-serialises JSON bodies it parsed but drops an empty `{}` while keeping its
      // Content-Length, so the request never completes (logout sends `{}`). Hand it the raw bytes instead.
      requestFilter: (request: { body?: unknown }, _response: unknown, next: () => void) => {
        const body = request.body;
        if (isEmptyJson(body)) request.body = Buffer.from(JSON.stringify(body));
        next();
      },
      stateHandlers: {
        // A consultation may be asked for from today to 90 days ahead: the request gets a date of this run's day.
        'a consultation date within the next 90 days': () =>
          Promise.resolve({ consultationDate: addDays(todayInIndia(), 7) }),
        // Each verification run has a database of its own, so nobody has registered this address yet.
        'no account exists for new.patient@example.com': () => Promise.resolve(undefined),
        [`a patient account exists for ${asha.email} with password ${asha.password}`]: async () => {
          const answer = await post(gateway.url, authRoutes.userRegister.path, asha);
          if (answer.status !== 201 && answer.body.code !== 'AUTH.EMAIL_TAKEN') {
            throw new Error(
              `could not create ${asha.email}: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          }
          return undefined;
        },
        // A real checkout through the gateway: the payment service stores the order and opens it at Plural.
        'a checkout order exists': async () => {
          const answer = await post<CheckoutResponse>(
            gateway.url,
            paymentRoutes.paymentCheckout.path,
            dentalCheckup,
            {
              headers: { 'idempotency-key': `pact-state-${Date.now()}` },
            },
          );
          if (answer.status !== 200) {
            throw new Error(
              `checkout for the provider state failed: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          }
          return { reference: answer.body.data.order_reference };
        },
      },
    }).verifyProvider();
  });
});
