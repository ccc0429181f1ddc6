import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Role, type Actor } from '@hp/contracts';
import { as } from '@hp/service-platform/testing';
import { AdminConsultationsHandler } from './admin-consultations.handler.js';
import type { Decision, DecidingActor, Refusal } from './consultations.repository.js';

describe('AdminConsultationsHandler.decide', () => {
  const admin: Actor = { id: randomUUID(), role: Role.Admin, sessionId: 's' };
  const meta = { correlationId: 'c', actor: admin };
  const consultationId = randomUUID();

  function setup(outcome: Refusal) {
    const consultations = {
      decide: jest.fn((_id: string, _decision: Decision, _actor: DecidingActor) => Promise.resolve(outcome)),
    };
    const handler = new AdminConsultationsHandler(as(consultations), as({ nudge: jest.fn() }));
    return { handler, consultations };
  }

  it("passes the decision on with the admin's own identity", async () => {
    const { handler, consultations } = setup('not-found');
    await handler
      .decide(
        {
          consultationId,
          status: 'approved',
          alternativeDate: '2030-12-03',
          alternativeTime: '3:30 PM',
          adminNote: 'Doctor away',
        },
        meta,
      )
      .catch(() => undefined);
    await handler
      .decide({ consultationId, status: 'rejected', adminNote: 'Closed' }, meta)
      .catch(() => undefined);
    await handler.decide({ consultationId, status: 'approved' }, meta).catch(() => undefined);
    expect(consultations.decide.mock.calls.map(([id, decision, actor]) => [id, decision, actor])).toEqual([
      [
        consultationId,
        { status: 'approved', note: 'Doctor away', alternative: { day: '2030-12-03', minute: 930 } },
        { id: admin.id, role: Role.Admin },
      ],
      [consultationId, { status: 'rejected', reason: 'Closed' }, { id: admin.id, role: Role.Admin }],
      [
        consultationId,
        { status: 'approved', note: undefined, alternative: undefined },
        { id: admin.id, role: Role.Admin },
      ],
    ]);
  });

  it('answers each refusal with its code', async () => {
    const cases: Array<[Refusal, string]> = [
      ['not-found', 'NOT_FOUND'],
      ['not-pending', 'BOOKING.DECISION_NOT_ALLOWED'],
      ['slot-full', 'BOOKING.SLOT_FULL'],
    ];
    for (const [refusal, code] of cases) {
      await expect(
        setup(refusal).handler.decide({ consultationId, status: 'approved' }, meta),
      ).rejects.toMatchObject({ code });
    }
  });

  it('decides for admins only', async () => {
    const { handler, consultations } = setup('not-found');
    for (const actor of [undefined, { ...admin, role: Role.User }, { ...admin, role: Role.Provider }]) {
      await expect(
        handler.decide({ consultationId, status: 'approved' }, { correlationId: 'c', actor }),
      ).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
    expect(consultations.decide).not.toHaveBeenCalled();
  });
});
