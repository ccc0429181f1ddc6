import { authRoutes, authSubjects } from '@hp/contracts';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';
import { startPrivateNats, type PrivateNats } from './support/processes.js';

const login = (gateway: RunningGateway, ip: string, email = 'someone@example.com') =>
  post(gateway.url, authRoutes.userLogin.path, { email, password: 'whatever' }, { ip });

/** Rate limits live in Redis: two gateway replicas count against the same limit. */
describe('rate limits', () => {
  const limits = {
    RATE_LIMIT_LOGIN_MAX: '4',
    RATE_LIMIT_LOGIN_PER_EMAIL_MAX: '2',
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: '60',
    RATE_LIMIT_REGISTER_MAX: '2',
    RATE_LIMIT_RECOVERY_MAX: '3',
  };
  let nats: PrivateNats;
  let replicaA: RunningGateway;
  let replicaB: RunningGateway;
  let authService: FakeService;

  beforeAll(async () => {
    nats = await startPrivateNats();
    [replicaA, replicaB] = await Promise.all([
      startGateway({ NATS_URL: nats.url, ...limits }),
      startGateway({ NATS_URL: nats.url, ...limits }),
    ]);
    authService = await FakeService.start(nats.url, {
      [authSubjects.login]: () => ({
        ok: false,
        error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' },
      }),
      [authSubjects.registerUser]: () => ({
        ok: true,
        data: { message: 'Registration successful', id: 'usr_1' },
      }),
      [authSubjects.requestPasswordReset]: (call) => ({
        ok: true,
        data: {
          message: 'If the account exists, an OTP has been sent.',
          email: String(call.request.data.email),
        },
      }),
    });
    await Promise.all([untilReady(replicaA), untilReady(replicaB)]);
  });

  afterAll(async () => {
    await authService?.stop();
    await Promise.all([replicaA?.stop(), replicaB?.stop()]);
    await nats?.stop();
  });

  it('answers 429 RATE_LIMITED with Retry-After once an address used up its login attempts', async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(replicaA, ip, `user${attempt}@example.com`)).status).toBe(401);
    }
    const limited = await login(replicaA, ip, 'user5@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please wait and try again.',
      code: 'RATE_LIMITED',
      correlationId: expect.any(String),
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('holds across two gateway replicas sharing Redis', async () => {
    const ip = uniqueClientIp();
    const answers = [];
    for (const replica of [replicaA, replicaB, replicaA, replicaB, replicaA, replicaB]) {
      answers.push((await login(replica, ip, `${answers.length}@example.com`)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('limits attempts on one e-mail from one address more tightly', async () => {
    const ip = uniqueClientIp();
    expect((await login(replicaA, ip, 'target@example.com')).status).toBe(401);
    expect((await login(replicaB, ip, ' Target@Example.com ')).status).toBe(401);
    expect((await login(replicaA, ip, 'target@example.com')).status).toBe(429);
    expect((await login(replicaA, ip, 'other@example.com')).status).toBe(401);
  });

  it('counts each client address on its own (X-Forwarded-For from the trusted proxy)', async () => {
    const busy = uniqueClientIp();
    for (let attempt = 0; attempt < 4; attempt++) await login(replicaA, busy, `${attempt}@example.com`);
    expect((await login(replicaA, busy, 'x@example.com')).status).toBe(429);
    expect((await login(replicaA, uniqueClientIp(), 'x@example.com')).status).toBe(401);
  });

  it('limits registration and password recovery too', async () => {
    const ip = uniqueClientIp();
    const register = () =>
      post(
        replicaA.url,
        authRoutes.userRegister.path,
        {
          name: 'Asha',
          phone: '9876543210',
          email: 'asha@example.com',
          password: 'CorrectHorse1',
        },
        { ip },
      );
    expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([
      201, 201, 429,
    ]);

    const forgot = () =>
      post(replicaB.url, authRoutes.userForgotPassword.path, { email: 'asha@example.com' }, { ip });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await forgot()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
