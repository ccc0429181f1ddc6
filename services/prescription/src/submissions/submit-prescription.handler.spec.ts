import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { prescriptionEvents, Role, todayInIndia, type PrescriptionSubmittedEvent } from '@hp/contracts';
import { DomainError, type PendingEvent } from '@hp/service-platform';
import { as } from '@hp/service-platform/testing';
import type { ApprovedProvider } from '../generated/prisma/client.js';
import type { NewSubmission, SubmissionRow } from './submissions.repository.js';
import { SubmitPrescriptionHandler } from './submit-prescription.handler.js';

describe('SubmitPrescriptionHandler', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  const patient = { id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d40', role: Role.User, sessionId: 's1' };
  const meta = { correlationId: 'corr-1', actor: patient };
  const approved: ApprovedProvider = {
    providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d41',
    accountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d42',
    type: 'lab',
    name: 'City Diagnostics',
    email: 'tests@citylab.in',
    approvedAt: new Date(),
    updatedAt: new Date(),
  };
  const upload = {
    type: 'lab' as const,
    providerId: approved.providerId,
    service: 'City Diagnostics',
    username: 'Asha Verma',
    mobile: '9876543210',
    doctor: 'Dr. Rao',
    date: todayInIndia(),
  };
  const file = {
    key: 'prescriptions/0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d43',
    fileName: 'tests.png',
    kind: 'png' as const,
    size: 1200,
  };

  function setup(provider: ApprovedProvider | null = approved) {
    const providers = { find: jest.fn(() => Promise.resolve(provider)) };
    let event: PendingEvent | undefined;
    const submissions = {
      create: jest.fn((row: NewSubmission, submitted: (row: SubmissionRow) => PendingEvent) => {
        const stored = {
          ...row,
          id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d44',
          status: 'pending',
          notes: null,
          createdAt: new Date('2030-03-10T09:30:00.000Z'),
          updatedAt: new Date('2030-03-10T09:30:00.000Z'),
        } as SubmissionRow;
        event = submitted(stored);
        return Promise.resolve(stored);
      }),
    };
    const relay = { nudge: jest.fn() };
    const handler = new SubmitPrescriptionHandler(as(providers), as(submissions), as(relay));
    return { handler, providers, submissions, relay, event: () => event };
  }

  it('stores it for the approved provider and the patient of the token, with its event', async () => {
    const { handler, providers, submissions, relay, event } = setup();
    const answer = await handler.execute({ upload, file }, meta);

    expect(answer).toEqual({
      success: true,
      message: 'Lab prescription uploaded and sent to City Diagnostics successfully.',
      id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d44',
    });
    expect(providers.find).toHaveBeenCalledWith(approved.providerId, 'lab');
    expect(submissions.create.mock.calls[0]![0]).toMatchObject({
      type: 'lab',
      providerId: approved.providerId,
      providerAccountId: approved.accountId,
      providerName: 'City Diagnostics',
      providerEmail: 'tests@citylab.in',
      patientId: patient.id,
      fileKey: file.key,
      fileName: 'tests.png',
      fileKind: 'png',
      fileSize: 1200,
    });
    const pending = event()!;
    expect(pending.subject).toBe(prescriptionEvents.submitted.subject);
    expect(pending.envelope.correlationId).toBe('corr-1');
    expect(pending.envelope.data).toEqual({
      submissionId: answer.id,
      type: 'lab',
      providerId: approved.providerId,
      providerAccountId: approved.accountId,
      providerName: 'City Diagnostics',
      providerEmail: 'tests@citylab.in',
      patientId: patient.id,
      username: 'Asha Verma',
      mobile: '9876543210',
      doctor: 'Dr. Rao',
      prescribedDate: upload.date,
      service: 'City Diagnostics',
      file,
      submittedAt: '2030-03-10T09:30:00.000Z',
    } satisfies PrescriptionSubmittedEvent);
    expect(relay.nudge).toHaveBeenCalledTimes(1);
  });

  it('refuses a provider that is not an approved one of that type as a field error, storing nothing', async () => {
    const { handler, submissions } = setup(null);
    const failure = await handler.execute({ upload, file }, meta).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: {
        providerId: 'This laboratory is not available for lab test prescriptions. Please choose another one.',
      },
    });
    expect(submissions.create).not.toHaveBeenCalled();
  });

  it('acts only for a patient', async () => {
    const { handler, providers } = setup();
    for (const actor of [undefined, { ...patient, role: Role.Provider }, { ...patient, role: Role.Admin }]) {
      await expect(handler.execute({ upload, file }, { correlationId: 'c', actor })).rejects.toMatchObject({
        code: 'AUTH.FORBIDDEN',
      });
    }
    expect(providers.find).not.toHaveBeenCalled();
  });
});
