import { authCommands, authRoutes, GATEWAY_NATS_USER, natsPermissionsFor } from '@hp/contracts';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';
import { startPrivateNats, type PrivateNats } from './support/processes.js';

const GATEWAY_PASSWORD = 'gateway-nats-password';
const AUTH_PASSWORD = 'auth-nats-password';

/** The product's nats-server admits only its processes' users, each with its own permissions. */
describe('NATS with per-process users', () => {
  let nats: PrivateNats;
  let authService: FakeService;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    nats = await startPrivateNats({
      users: [
        {
          user: GATEWAY_NATS_USER,
          password: GATEWAY_PASSWORD,
          permissions: natsPermissionsFor(GATEWAY_NATS_USER),
        },
        { user: 'auth', password: AUTH_PASSWORD, permissions: natsPermissionsFor('auth') },
      ],
    });
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
      { user: 'auth', pass: AUTH_PASSWORD },
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
    const gateway = await gatewayAs(GATEWAY_PASSWORD);
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
