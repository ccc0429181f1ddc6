import { RoleSchema, type AccountStatus, type EntityType, type Role } from '@hp/contracts';
import type { Account as AccountRow } from '../generated/prisma/client.js';

/** An account as the handlers see it. */
export interface Account {
  id: string;
  role: Role;
  entityType: EntityType | null;
  status: AccountStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  passwordHash: string;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    role: RoleSchema.parse(row.role),
    entityType: row.entityType,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    passwordHash: row.passwordHash,
  };
}
