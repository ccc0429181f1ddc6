import { Role, type EntityType } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';

/**
 * Every account has one unique login key: the same e-mail may hold a patient account and a clinic account
 * (and a lab account...), while admins sign in by phone.
 */
export const loginKey = {
  user: (email: string) => `user:${email}`,
  provider: (entityType: EntityType, email: string) => `provider:${entityType}:${email}`,
  admin: (phone: string) => `admin:${phone}`,
};

export interface EmailLogin {
  email: string;
  role: typeof Role.User | typeof Role.Provider;
  entityType?: EntityType | undefined;
}

/** The key of a user or provider named by e-mail and role; providers must say which kind they are. */
export function emailLoginKey({ email, role, entityType }: EmailLogin): string {
  if (role === Role.User) return loginKey.user(email);
  if (!entityType) {
    throw new DomainError('VALIDATION.FAILED', undefined, { entityType: 'Please select an entity type' });
  }
  return loginKey.provider(entityType, email);
}
