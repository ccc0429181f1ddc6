import { z } from './zod.js';

/** Role codes as the earlier app used them; they travel as strings in tokens and API answers. */
export const Role = { User: '300', Provider: '400', Admin: '500' } as const;
export const RoleSchema = z.enum([Role.User, Role.Provider, Role.Admin]);
export type Role = z.infer<typeof RoleSchema>;

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
