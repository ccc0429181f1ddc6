import { randomUUID } from 'node:crypto';
import { bookingRoutes, Role, todayInIndia, type EnquiryListResponse } from '@hp/contracts';
import { startServiceProcess, startTestNats, type TestNats } from '@hp/service-platform/testing';
import { gatewayNatsEnv, startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { get, post, uniqueClientIp } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import type { RunningService } from './support/service-process.js';
import { signAccessToken } from './support/tokens.js';

const path = bookingRoutes.adminListEnquiries.path;

/** The admin dashboard's enquiries through the gateway, against the real booking service: admins only. */
describe('GET /api/admin/enquiries through the gateway', () => {
  let nats: TestNats;
  let mailbox: Mailbox;
  let booking: RunningService;
  let gateway: RunningGateway;
  const name = `Asha ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    nats = await startTestNats({ services: ['booking'] });
    mailbox = await startMailbox();
    booking = await startServiceProcess('booking', {
      natsUrl: nats.url,
      nats: nats.as('booking'),
      smtpPort: mailbox.smtpPort,
    });
    gateway = await startGateway(gatewayNatsEnv(nats));
    await untilReady(gateway);
    const stored = await post(
      gateway.url,
      bookingRoutes.submitAppointmentRequest.path,
      {
        name,
        phoneNumber: '9876543210',
        location: 'Thane',
        treatment: 'Teeth Whitening',
        preferredDate: todayInIndia(),
        preferredTime: '11:00 AM',
      },
      { ip: uniqueClientIp() },
    );
    expect(stored.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await booking?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  it('answers 401 without a token', async () => {
    const answer = await get(gateway.url, path);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });

  it("answers 403 to a patient's and a provider's token", async () => {
    for (const role of [Role.User, Role.Provider]) {
      const token = await signAccessToken({
        role,
        entityType: role === Role.Provider ? 'pharmacy' : undefined,
      });
      const answer = await get(gateway.url, path, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
  });

  it('answers an admin the stored enquiries, searched and filtered', async () => {
    const token = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
    const query = `?search=${encodeURIComponent(name)}&kind=appointment&limit=10`;
    const answer = await get<EnquiryListResponse>(gateway.url, `${path}${query}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([
      expect.objectContaining({ kind: 'appointment', name, phone: '9876543210', email: null }),
    ]);
    expect(answer.body.counts).toMatchObject({ all: 1, appointment: 1 });
    expect(answer.body.nextCursor).toBeNull();
  });

  it('refuses a bad query field by field', async () => {
    const token = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
    const answer = await get(gateway.url, `${path}?kind=letters&limit=1000&cursor=nope`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { kind: expect.any(String), limit: expect.any(String), cursor: 'Not a valid page cursor' },
    });
  });
});
