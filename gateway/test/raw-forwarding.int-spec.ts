import { authRoutes, authSubjects, paymentCommands, paymentRoutes } from '@hp/contracts';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';
import { sessionIssued } from './support/sessions.js';

/** Routes with `forward` in the contracts: the body's exact text and selected headers reach the service. */
describe('forwarding the raw body and headers', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  let paymentService: FakeService;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url });
    paymentService = await FakeService.start(nats.url, {
      [paymentCommands.receiveWebhook.subject]: () => ({ ok: true, data: { received: true } }),
      [paymentCommands.checkout.subject]: () => ({
        ok: true,
        data: {
          status: 'success',
          data: { redirect_url: 'https://pay.example/x', order_reference: 'R1' },
          message: 'ok',
        },
      }),
      [authSubjects.login]: () => ({ ok: true, data: sessionIssued('r-raw') }),
    });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await paymentService?.stop();
    await gateway?.stop();
    await nats?.stop();
  });

  it("hands the webhook's body text byte for byte and its webhook-* headers to the service", async () => {
    const text = '{ "event_type":"ORDER_PROCESSED",\n  "data": {"amount": 1.50, "name": "Āsha"} }';
    const answer = await post(gateway.url, paymentRoutes.paymentWebhook.path, undefined, {
      rawBody: text,
      headers: {
        'webhook-id': 'msg_1',
        'webhook-timestamp': '1790000000',
        'webhook-signature': 'v1,abc v1,def',
        'x-other': 'not forwarded',
      },
    });
    expect(answer.status).toBe(200);
    const received = paymentService.calls.find((c) => c.subject === paymentCommands.receiveWebhook.subject);
    expect(received?.request.data).toEqual({
      rawBody: text,
      headers: {
        'webhook-id': 'msg_1',
        'webhook-timestamp': '1790000000',
        'webhook-signature': 'v1,abc v1,def',
      },
    });
  });

  it('forwards the Idempotency-Key header beside the parsed checkout body', async () => {
    const body = {
      service: 'dental-checkup',
      purchase_details: {
        customer: { email_id: 'a@example.com', first_name: 'A', last_name: 'B', mobile_number: '9876543210' },
      },
    };
    const answer = await post(gateway.url, paymentRoutes.paymentCheckout.path, body, {
      ip: uniqueClientIp(),
      headers: { 'idempotency-key': 'submit-0001' },
    });
    expect(answer.status).toBe(200);
    const received = paymentService.calls.find((c) => c.subject === paymentCommands.checkout.subject);
    expect(received?.request.data).toMatchObject({ ...body, headers: { 'idempotency-key': 'submit-0001' } });
  });

  it("waits for the checkout as long as its route's timeoutMs says, beyond NATS_REQUEST_TIMEOUT_MS", async () => {
    const slowNats = await startTestNats();
    const quickGateway = await startGateway({ NATS_URL: slowNats.url, NATS_REQUEST_TIMEOUT_MS: '200' });
    const slow = await FakeService.start(slowNats.url, {
      [paymentCommands.checkout.subject]: () => ({
        afterMs: 600,
        reply: {
          ok: true,
          data: {
            status: 'success',
            data: { redirect_url: 'https://pay.example/x', order_reference: 'R2' },
            message: 'ok',
          },
        },
      }),
      [authSubjects.login]: () => ({
        afterMs: 600,
        reply: { ok: true, data: sessionIssued('r-slow') },
      }),
    });
    try {
      await untilReady(quickGateway);
      const body = {
        service: 'dental-checkup',
        purchase_details: {
          customer: {
            email_id: 'a@example.com',
            first_name: 'A',
            last_name: 'B',
            mobile_number: '9876543210',
          },
        },
      };
      const checkout = await post(quickGateway.url, paymentRoutes.paymentCheckout.path, body, {
        ip: uniqueClientIp(),
      });
      expect(checkout.status).toBe(200);
      const login = await post(
        quickGateway.url,
        authRoutes.userLogin.path,
        { email: 'asha@example.com', password: 'CorrectHorse1' },
        { ip: uniqueClientIp() },
      );
      expect(login.status).toBe(504);
    } finally {
      await slow.stop();
      await quickGateway.stop();
      await slowNats.stop();
    }
  });

  it('parses every other route as before: the parsed body alone, malformed JSON a 400', async () => {
    const login = { email: 'asha@example.com', password: 'CorrectHorse1' };
    expect((await post(gateway.url, authRoutes.userLogin.path, login, { ip: uniqueClientIp() })).status).toBe(
      200,
    );
    const received = paymentService.calls.find((c) => c.subject === authSubjects.login);
    expect(received?.request.data).toEqual(expect.objectContaining(login));
    expect(received?.request.data).not.toHaveProperty('rawBody');
    const malformed = await post(gateway.url, paymentRoutes.paymentWebhook.path, undefined, {
      rawBody: '{"a":',
    });
    expect(malformed.status).toBe(400);
  });
});
