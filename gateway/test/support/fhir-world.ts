import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  Role,
  todayInIndia,
  type ProviderApprovedEvent,
} from '@hp/contracts/server';
import {
  connectRpcCaller,
  eventually,
  startServiceProcess,
  startTestNats,
  type RpcCaller,
  type TestNats,
} from '@hp/service-platform/testing';
import { gatewayNatsEnv, startGateway, TEST_REDIS_URL, untilReady, type RunningGateway } from './gateway.js';
import { startMailbox, type Mailbox } from './mailbox.js';
import type { RunningService } from './service-process.js';
import { startVerificationEvents } from './verification-events.js';

/** A patient's booking in the FHIR tests' world: what must never show in the feed or the API. */
const PATIENT_NAME = 'Meera Fhirtest';
const PATIENT_PHONE = '9123456780';

/** Which of the booking patient's details a published text gives away (none may). */
export const patientDataIn = (text: string) =>
  [PATIENT_NAME, PATIENT_PHONE].filter((detail) => text.includes(detail));

/**
 * The FHIR layer's world: the real directory and booking services (their own databases) behind the real gateway,
 * on a private NATS with the product's permissions. Verification does not run: its approvals are published on its
 * stream as its outbox relay would, and both services consume them.
 */
export interface FhirWorld {
  gateway: RunningGateway;
  run: string;
  approve(overrides: Partial<ProviderApprovedEvent>): Promise<ProviderApprovedEvent>;
  /** A patient books the clinic's slot (booking's real command, as the gateway sends it) once booking has the clinic. */
  book(clinicId: string, date: string, time: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startFhirWorld(gatewayEnv: Record<string, string> = {}): Promise<FhirWorld> {
  const run = randomUUID().slice(0, 8);
  const nats: TestNats = await startTestNats({ services: ['directory', 'booking'] });
  const mailbox: Mailbox = await startMailbox();
  const services: RunningService[] = [];
  for (const name of ['directory', 'booking'])
    services.push(
      await startServiceProcess(name, {
        natsUrl: nats.url,
        nats: nats.as(name),
        smtpPort: mailbox.smtpPort,
        env: { REDIS_URL: TEST_REDIS_URL },
      }),
    );
  const gateway = await startGateway({
    ...gatewayNatsEnv(nats),
    ...gatewayEnv,
  });
  await untilReady(gateway);
  const verification = await startVerificationEvents(nats, run);
  const caller: RpcCaller = await connectRpcCaller(nats.as('gateway'));

  return {
    gateway,
    run,
    approve: (overrides) =>
      verification.approve({ name: `Fhir ${run} Dental Clinic`, numberOfDoctors: 2, ...overrides }),
    async book(clinicId, date, time) {
      const booking = {
        fullName: PATIENT_NAME,
        phoneNumber: PATIENT_PHONE,
        consultationTime: `${date} ${time}`,
        purpose: 'A check-up for the FHIR tests',
        service: clinicId,
      };
      const patient = { id: randomUUID(), role: Role.User, sessionId: randomUUID() };
      await eventually(() => caller.ok(bookingCommands.bookConsultation.subject, booking, patient), 20_000);
    },
    async stop() {
      await caller.close();
      await verification.close();
      await gateway.stop();
      for (const service of services) await service.stop();
      await mailbox.stop();
      await nats.stop();
    },
  };
}

/** India's date `ahead` days from today. */
export const indianDay = (ahead: number) => addDays(todayInIndia(), ahead);
