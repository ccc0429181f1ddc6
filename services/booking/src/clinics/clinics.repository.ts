import { Injectable } from '@nestjs/common';
import type { ProviderApprovedEvent } from '@hp/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { Clinic, Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** booking's replica of the approved clinics (written only by the verification events' consumers). */
@Injectable()
export class ClinicsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Keeps an approved clinic, or updates it (an event delivered again writes the same values), and its place numbers
   * 0..numberOfDoctors (what a slot's `taken` may be). Places above a smaller number are dropped unless a slot holds
   * that many bookings already (those bookings stay; new ones are counted against the new number).
   */
  async upsertApproved(tx: Tx, event: ProviderApprovedEvent): Promise<void> {
    const clinic = {
      accountId: event.accountId,
      name: event.name,
      email: event.email,
      phone: event.phone,
      address: event.address,
      location: event.location,
      specializations: event.specializations,
      numberOfDoctors: event.numberOfDoctors,
      active: true,
      updatedAt: new Date(event.decidedAt),
    };
    await tx.clinic.upsert({
      where: { providerId: event.providerId },
      create: { providerId: event.providerId, ...clinic },
      update: clinic,
    });
    const doctors = Math.max(0, event.numberOfDoctors);
    await tx.$executeRaw`
      INSERT INTO clinic_places (clinic_id, place)
      SELECT ${event.providerId}::uuid, place FROM generate_series(0, ${doctors}::int) AS place
      ON CONFLICT DO NOTHING`;
    await tx.$executeRaw`
      DELETE FROM clinic_places p
      WHERE p.clinic_id = ${event.providerId}::uuid AND p.place > ${doctors}::int
        AND NOT EXISTS (SELECT 1 FROM slot_places s WHERE s.clinic_id = p.clinic_id AND s.taken = p.place)`;
  }

  /** Stops new bookings at a clinic verification rejected (its consultations stay); true when it was kept here. */
  async deactivate(tx: Tx, providerId: string): Promise<boolean> {
    const { count } = await tx.clinic.updateMany({ where: { providerId }, data: { active: false } });
    return count > 0;
  }

  /** An approved clinic that takes bookings, or null. */
  findBookable(providerId: string): Promise<Clinic | null> {
    return this.prisma.clinic.findFirst({ where: { providerId, active: true } });
  }

  /** The clinic whose login this is (the `sub` of a provider token), or null. */
  findByAccount(accountId: string): Promise<Clinic | null> {
    return this.prisma.clinic.findUnique({ where: { accountId } });
  }
}
