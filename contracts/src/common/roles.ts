import { z } from './zod.js';
import { ENTITY_TYPES, Role, type EntityType } from './role-codes.js';

export { ENTITY_TYPES, isEntityType, Role, type EntityType } from './role-codes.js';
export const RoleSchema = z.enum([Role.User, Role.Provider, Role.Admin]);

export const EntityTypeSchema = z.enum(ENTITY_TYPES, { error: 'Please select an entity type' });

export const entityTypeLabel: Record<EntityType, string> = {
  clinic: 'Clinic',
  pharmacy: 'Pharmacy',
  lab: 'Laboratory',
};

/** Provider registration status; users and admins are always 'approved'. */
export const AccountStatusSchema = z.enum(['pending', 'under_review', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
