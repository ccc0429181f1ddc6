import { randomBytes } from 'node:crypto';
import {
  authSubjects,
  type AccountStatus,
  type EntityType,
  type RegisterUserResponse,
  type SessionIssued,
} from '@hp/contracts';
import { decodeJwt } from 'jose';
import { AccountsRepository } from '../../src/accounts/accounts.repository.js';
import type { Account } from '../../src/accounts/account.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import type { AuthHarness } from './auth-harness.js';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** A 10-digit mobile starting 9, unique enough for one test run. */
export const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function registerUser(harness: AuthHarness, email = uniqueEmail(), password = 'Secret#123') {
  const registered = await harness.ok<RegisterUserResponse>(authSubjects.registerUser, {
    name: 'Asha Rao',
    phone: uniquePhone(),
    email,
    password,
  });
  return { ...registered, email, password };
}

export async function loginUser(harness: AuthHarness, email: string, password: string) {
  return harness.ok<SessionIssued>(authSubjects.login, { email, password, role: '300' });
}

/**
 * Providers are created by provider registration (a later issue); until then tests make them here, through
 * the same repository method that registration will use.
 */
export async function createProviderAccount(
  harness: AuthHarness,
  options: { entityType: EntityType; status: AccountStatus; email?: string; password?: string },
): Promise<Account & { password: string }> {
  const password = options.password ?? 'Provider#123';
  const account = await harness.service.app.get(AccountsRepository).createProvider({
    name: 'City Care',
    email: options.email ?? uniqueEmail(options.entityType),
    phone: uniquePhone(),
    entityType: options.entityType,
    status: options.status,
    passwordHash: await harness.service.app.get(PasswordHasher).hash(password),
  });
  return { ...account, password };
}

/** The session id (`sid`) inside an access token. */
export const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).sid as string;
