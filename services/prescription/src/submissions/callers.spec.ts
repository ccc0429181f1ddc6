import { Role } from '@hp/contracts';
import { adminOf, patientOf, providerOf } from './callers.js';
import { pageOf } from './own-submissions.handler.js';
import { statusMessage } from './status-rules.js';

const actor = (role: '300' | '400' | '500', entityType?: 'clinic' | 'pharmacy' | 'lab') => ({
  correlationId: 'c',
  actor: { id: 'a1', role, sessionId: 's', ...(entityType ? { entityType } : {}) },
});

/** What `check` threw (its code and message), or undefined when it did not. */
function refusal(check: () => unknown): { code?: string; message?: string } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
}

describe('who may call', () => {
  it('a patient, an admin: their own role only', () => {
    expect(patientOf(actor(Role.User))).toBe('a1');
    expect(adminOf(actor(Role.Admin))).toBe('a1');
    expect(refusal(() => patientOf(actor(Role.Admin)))?.code).toBe('AUTH.FORBIDDEN');
    expect(refusal(() => adminOf(actor(Role.User)))?.code).toBe('AUTH.FORBIDDEN');
    expect(refusal(() => adminOf({ correlationId: 'c' }))?.code).toBe('AUTH.FORBIDDEN');
  });

  it('a provider: a pharmacy or a lab, never a clinic', () => {
    expect(providerOf(actor(Role.Provider, 'pharmacy'))).toEqual({ accountId: 'a1', type: 'pharmacy' });
    expect(providerOf(actor(Role.Provider, 'lab'))).toEqual({ accountId: 'a1', type: 'lab' });
    for (const other of [
      actor(Role.Provider, 'clinic'),
      actor(Role.Provider),
      actor(Role.User),
      actor(Role.Admin),
    ])
      expect(refusal(() => providerOf(other))).toEqual({
        code: 'AUTH.FORBIDDEN',
        message: 'Only an approved pharmacy or laboratory receives prescriptions.',
      });
  });
});

describe('pages and messages', () => {
  it('a page of limit rows, and the cursor when one more was read', () => {
    const rows = ['5', '4', '3'].map((id) => ({ id }));
    expect(pageOf(rows, 2)).toEqual({ items: [{ id: '5' }, { id: '4' }], nextCursor: '4' });
    expect(pageOf(rows, 3)).toEqual({ items: rows, nextCursor: null });
  });

  it('says what a status change did', () => {
    expect(statusMessage('accepted', true)).toBe('Submission accepted successfully.');
    expect(statusMessage('rejected', true)).toBe('Submission rejected successfully.');
    expect(statusMessage('pending', true)).toBe('Submission set back to pending.');
    expect(statusMessage('accepted', false)).toBe('The submission is already accepted.');
  });
});
