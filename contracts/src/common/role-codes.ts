/**
 * Role codes as the earlier app used them; they travel as strings in tokens and API answers. Kept apart from
 * `roles.ts` (which builds their schemas) so that the browser's route tables can name them without building any.
 */
export const Role = { User: '300', Provider: '400', Admin: '500' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The kinds of provider, in the order forms and tabs list them (`EntityTypeSchema` in roles.ts builds on it). */
export const ENTITY_TYPES = ['clinic', 'pharmacy', 'lab'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const isEntityType = (value: unknown): value is EntityType =>
  (ENTITY_TYPES as readonly unknown[]).includes(value);
