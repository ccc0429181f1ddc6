import { authCommands, authRoutes, GATEWAY_NATS_USER } from '@hp/contracts/server';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';

/** The product's nats-server admits only its processes' users, each with its own permissions. */
describe('NATS with per-process users', () => {
  let nats: TestNats;
  let authService: FakeService;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    nats = await startTestNats({ services: ['auth'] });
    authService = await FakeService.start(
      nats.url,
      {
        [authCommands.requestPasswordReset.subject]: (call) => ({
          ok: true,
          data: {
            message: 'If the account exists, an OTP has been sent.',
            email: String(call.request.data.email),
          },
        }),
      },
      { user: 'auth', pass: nats.as('auth').password! },
    );
  });

  afterAll(async () => {
    await authService?.stop();
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await nats?.stop();
  });

  const gatewayAs = async (password: string) => {
    const gateway = await startGateway({
      NATS_URL: nats.url,
      NATS_USER: GATEWAY_NATS_USER,
      NATS_PASSWORD: password,
    });
    gateways.push(gateway);
    return gateway;
  };
  const forgotPassword = (gateway: RunningGateway) =>
    post(
      gateway.url,
      authRoutes.userForgotPassword.path,
      { email: 'asha@example.com' },
      { ip: uniqueClientIp() },
    );

  it('connects with NATS_USER and NATS_PASSWORD and forwards commands', async () => {
    const gateway = await gatewayAs(nats.as(GATEWAY_NATS_USER).password!);
    await untilReady(gateway);
    const answer = await forgotPassword(gateway);
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('asha@example.com');
  });

  it('reports NATS unreachable and answers 503 with a wrong password', async () => {
    const gateway = await gatewayAs('not-the-password');
    await untilReady(gateway, { nats: 'unreachable', redis: 'ok' });
    const answer = await forgotPassword(gateway);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('UPSTREAM.UNAVAILABLE');
  });
});
