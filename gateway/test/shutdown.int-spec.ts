import { authRoutes, authSubjects } from '@hp/contracts';
import { eventually, startTestNats, type TestNats } from '@hp/service-platform/testing';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';
import { sessionIssued } from './support/sessions.js';

const validLogin = { email: 'asha@example.com', password: 'CorrectHorse1' };

/** What SIGTERM does to the gateway (main.ts: stopOnSignals, then Nest's close), as Kubernetes sends it on a release. */
describe('stopping the gateway', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  let auth: FakeService;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url });
    await untilReady(gateway);
    // Each login is answered a second after it arrives, so that the stop begins while all are in flight.
    auth = await FakeService.start(nats.url, {
      [authSubjects.login]: () => ({ afterMs: 1000, reply: { ok: true, data: sessionIssued('r-1') } }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await auth?.stop();
    await nats?.stop();
  });

  it('answers the requests in flight over NATS, closes their keep-alive connections, then stops taking requests', async () => {
    const inFlight = Array.from({ length: 3 }, () =>
      post(gateway.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() }),
    );
    await eventually(() => Promise.resolve(expect(auth.calls).toHaveLength(3)));

    // Without the connection: close on these answers, fetch's keep-alive connections would hold the HTTP server
    // open for its idle timeout (72 s) and this test would time out.
    const stopped = gateway.app.close().then(() => 'stopped');
    const answers = await Promise.all(inFlight);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers.get('connection'))).toEqual(['close', 'close', 'close']);
    await expect(stopped).resolves.toBe('stopped');
    await expect(fetch(`${gateway.url}/api/healthz`)).rejects.toThrow();
  });
});
