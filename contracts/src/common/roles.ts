import { z } from './zod.js';
import { Role } from './role-codes.js';

export { Role };
export const RoleSchema = z.enum([Role.User, Role.Provider, Role.Admin]);

export const EntityTypeSchema = z.enum(['clinic', 'pharmacy', 'lab'], {
  error: 'Please select an entity type',
});
export type EntityType = z.infer<typeof EntityTypeSchema>;

export const entityTypeLabel: Record<EntityType, string> = {
  clinic: 'Clinic',
  pharmacy: 'Pharmacy',
  lab: 'Laboratory',
};

/** Provider registration status; users and admins are always 'approved'. */
export const AccountStatusSchema = z.enum(['pending', 'under_review', 'approved', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
