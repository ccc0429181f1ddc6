import type { EntityType } from '@hp/contracts';

/** The account screens' form values. Providers also choose their entity type; patients' forms never have it. */
export interface EntityTypeChoice {
  entityType?: EntityType | null;
}

export type LoginValues = { email: string; password: string } & EntityTypeChoice;

export type RecoveryFormValues = { email: string; otp: string; newPassword: string } & EntityTypeChoice;
