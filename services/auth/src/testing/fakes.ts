// Test doubles shared by the unit specs (never compiled into dist).
import { jest } from '@jest/globals';
import type { Account } from '../accounts/account.js';
import type { PasswordHasher } from '../accounts/password-hasher.js';
import type { IssuedTokens } from '../sessions/session-issuer.js';

export { as, fakeLogger } from '@hp/service-platform/testing';

export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'acc-1',
    role: '300',
    entityType: null,
    status: 'approved',
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    passwordHash: 'hash:right-password',
    ...overrides,
  };
}

/** "Hashes" are readable strings, so specs can see which password went where. */
export function fakePasswordHasher() {
  return {
    hash: jest.fn((password: string) => Promise.resolve(`hash:${password}`)),
    verify: jest.fn((hash: string, password: string) => Promise.resolve(hash === `hash:${password}`)),
    verifyAgainstNothing: jest.fn(() => Promise.resolve(false as const)),
  } satisfies Pick<PasswordHasher, 'hash' | 'verify' | 'verifyAgainstNothing'>;
}

export function someTokens(overrides: Partial<IssuedTokens> = {}): IssuedTokens {
  return {
    accessToken: 'access-token',
    expiresIn: 900,
    refreshToken: 'refresh-token',
    refreshExpiresAt: new Date('2030-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
