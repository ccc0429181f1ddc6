import { randomUUID } from 'node:crypto';
import { directoryRoutes, type DirectoryResponse, type ProviderApprovedEvent } from '@hp/contracts/server';
import { startServiceProcess, startTestNats, type TestNats } from '@hp/service-platform/testing';
import {
  gatewayNatsEnv,
  startGateway,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from './support/gateway.js';
import { get, uniqueClientIp } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import type { RunningService } from './support/service-process.js';
import { startVerificationEvents, type VerificationEvents } from './support/verification-events.js';

const path = directoryRoutes.approvedProviders.path;
const run = randomUUID().slice(0, 8);

/** The public directory through the gateway: no token, the query checked at the edge, the directory service behind. */
describe('GET /api/clinic/approved-clinics through the gateway', () => {
  let nats: TestNats;
  let verification: VerificationEvents;
  let mailbox: Mailbox;
  let directory: RunningService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats({ services: ['directory'] });
    mailbox = await startMailbox();
    directory = await startServiceProcess('directory', {
      natsUrl: nats.url,
      nats: nats.as('directory'),
      smtpPort: mailbox.smtpPort,
      env: { REDIS_URL: TEST_REDIS_URL },
    });
    gateway = await startGateway(gatewayNatsEnv(nats));
    await untilReady(gateway);
    verification = await startVerificationEvents(nats, run);
  }, 120_000);

  afterAll(async () => {
    await verification?.close();
    await gateway?.stop();
    await directory?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  const approve = (overrides: Partial<ProviderApprovedEvent>) => verification.approve(overrides);

  const list = (query = '') =>
    get<DirectoryResponse>(gateway.url, `${path}${query}`, { ip: uniqueClientIp() });

  it("answers the earlier clients' shape without a token, then the approved provider in it", async () => {
    const empty = await list();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      clinics: [],
      pharmacies: [],
      laboratories: [],
      next: { clinics: null, pharmacies: null, laboratories: null },
    });

    const clinic = await approve({});
    const lab = await approve({ entityType: 'lab', name: `Gateway ${run} Diagnostics`, specializations: [] });
    let answer = await list();
    const deadline = Date.now() + 15_000;
    while (answer.body.clinics.length + answer.body.laboratories.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await list();
    }
    expect(answer.body.clinics.map((entry) => entry.id)).toEqual([clinic.providerId]);
    expect(answer.body.laboratories.map((entry) => entry.id)).toEqual([lab.providerId]);
    expect(answer.body.clinics[0]).toMatchObject({
      _id: clinic.providerId,
      name: clinic.name,
      specializations: ['Dentistry'],
      numberOfDoctors: 3,
      location: 'Malad',
      acceptsEMI: true,
      acceptsInsurance: true,
    });
  });

  it('passes the search and filters through (a typo finds the clinic; another area does not)', async () => {
    const found = await list('?type=clinic&q=dentl&area=malad&emi=true&specialization=dentistry');
    expect(found.status).toBe(200);
    expect(found.body.clinics.map((entry) => entry.name)).toEqual([`Gateway ${run} Dental Clinic`]);
    expect(found.body.laboratories).toEqual([]);
    expect((await list('?type=clinic&area=Thane')).body.clinics).toEqual([]);
  });

  it('refuses bad parameters with 400 and a message per parameter', async () => {
    const answer = await list('?type=hospital&limit=500&insurance=maybe&cursor=nope');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: {
        type: 'The type must be clinic, pharmacy or lab',
        limit: 'The limit must be at most 50',
        insurance: 'insurance must be true or false',
        cursor: 'Not a valid page cursor',
      },
      correlationId: expect.any(String),
    });
  });
});
