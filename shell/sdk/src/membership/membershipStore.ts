import type { Membership } from '@hp/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { requestRoute } from '../api/apiRequest';
import { Role } from '../session/roles';
import { useSession, type SessionState } from '../session/sessionStore';

/**
 * `idle`: nobody asked yet, or no patient is signed in; `loaded`: `membership` is the server's answer (null: not a
 * member); `failed`: the last question got no usable answer (`membership` keeps the one before, if any).
 */
export type MembershipStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MembershipView {
  status: MembershipStatus;
  membership: Membership | null;
}

interface MembershipState extends MembershipView {
  /** Whose answer this is (the session user's id): another user never sees it. */
  userId: string | null;
  /** When the answer held (or being fetched) was asked for, ms since epoch. */
  requestedAt: number;
}

const nobody: MembershipState = { status: 'idle', membership: null, userId: null, requestedAt: 0 };

const membershipStore = create<MembershipState>()(() => nobody);

/** Bumped by every question and every change of user: only the newest question's answer is kept. */
let latest = 0;

/** The signed-in patient's id; null for a visitor, a provider or an admin (they have no membership). */
const patientIdOf = ({ user }: SessionState) => (user?.role === Role.User ? user.id : null);

// Signing out or in as someone else forgets the answer at once (a token refresh keeps the same user).
useSession.subscribe((session, previous) => {
  if (patientIdOf(session) === patientIdOf(previous)) return;
  latest += 1;
  membershipStore.setState(nobody);
});

function ask(patientId: string): Promise<void> {
  const ticket = (latest += 1);
  const before = membershipStore.getState();
  membershipStore.setState({
    status: 'loading',
    userId: patientId,
    membership: before.userId === patientId ? before.membership : null,
    requestedAt: Date.now(),
  });
  return (async () => {
    try {
      // The route brings the contracts' schemas: loaded with the first question, never on Home's first load.
      const { membershipRoute } = await import('../session/sessionRoutes');
      const answer = await requestRoute(membershipRoute, undefined, {});
      if (ticket === latest) membershipStore.setState({ status: 'loaded', membership: answer.membership });
    } catch {
      if (ticket === latest) membershipStore.setState({ status: 'failed' });
    }
  })();
}

/**
 * Ask the server again for the signed-in patient's membership (after a payment, say). Resolves when the answer is
 * in the store; does nothing unless a patient is signed in.
 */
export function refreshMembership(): Promise<void> {
  const patientId = patientIdOf(useSession.getState());
  return patientId ? ask(patientId) : Promise.resolve();
}

/** Asks unless an answer for this patient is there (or on its way) that was asked for within `maxAgeMs`. */
function ensureMembership(maxAgeMs: number) {
  const patientId = patientIdOf(useSession.getState());
  if (!patientId) return;
  const state = membershipStore.getState();
  const fresh = state.userId === patientId && Date.now() - state.requestedAt <= maxAgeMs;
  if (!fresh || state.status === 'idle') void ask(patientId);
}

export interface UseMembershipOptions {
  /**
   * Ask again when the answer held was asked for longer ago than this (ms). Default: once per signed-in patient;
   * a page where the membership is the subject passes a few seconds, so it never shows a stale one.
   */
  maxAgeMs?: number;
}

/**
 * The signed-in patient's membership, one store for the shell and every remote: asked for with the first component
 * that wants it, forgotten when the patient signs out or another user signs in. Anyone but a patient: `idle`, null.
 */
export function useMembership({
  maxAgeMs = Number.POSITIVE_INFINITY,
}: UseMembershipOptions = {}): MembershipView {
  const patientId = useSession(patientIdOf);
  const status = membershipStore((state) => state.status);
  const membership = membershipStore((state) => state.membership);
  const userId = membershipStore((state) => state.userId);

  useEffect(() => {
    if (patientId) ensureMembership(maxAgeMs);
  }, [patientId, maxAgeMs]);

  if (!patientId) return { status: 'idle', membership: null };
  // Before this render's effect has asked: what is about to happen, never another user's answer.
  if (userId !== patientId) return { status: 'loading', membership: null };
  return { status, membership };
}

/** Test-only: the store as it is (the hook is the way in for components). */
export const membershipState = (): MembershipView & { userId: string | null } => {
  const { status, membership, userId } = membershipStore.getState();
  return { status, membership, userId };
};
