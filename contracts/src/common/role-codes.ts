/**
 * Role codes as the earlier app used them; they travel as strings in tokens and API answers. Kept apart from
 * `roles.ts` (which builds their schemas) so that the browser's route tables can name them without building any.
 */
export const Role = { User: '300', Provider: '400', Admin: '500' } as const;
export type Role = (typeof Role)[keyof typeof Role];
