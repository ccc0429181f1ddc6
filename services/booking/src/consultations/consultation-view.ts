import type { Consultation as ConsultationAnswerShape } from '@hp/contracts';
import type { Clinic, Consultation } from '../generated/prisma/client.js';
import { describeSlot } from './schedule.js';

/** A stored consultation with its clinic (what every answer and event is made from). */
export type ConsultationRow = Consultation & { clinic: Clinic };

/** The alternative time an admin offered, as answers show it, or null. */
export function alternativeOf(row: ConsultationRow) {
  if (
    !row.alternativeDay ||
    row.alternativeMinute === null ||
    !row.alternativeStatus ||
    !row.alternativeExpiresAt
  )
    return null;
  return {
    ...describeSlot(row.alternativeDay, row.alternativeMinute),
    status: row.alternativeStatus,
    expiresAt: row.alternativeExpiresAt.toISOString(),
    answeredAt: row.alternativeAnsweredAt?.toISOString() ?? null,
  };
}

/** The consultation as the patient, the admins and the clinic see it (contracts' ConsultationSchema). */
export function consultationView(row: ConsultationRow): ConsultationAnswerShape {
  const asked = describeSlot(row.day, row.startMinute);
  const alternative = alternativeOf(row);
  return {
    id: row.id,
    _id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phone,
    purpose: row.purpose,
    consultationTime: asked.consultationTime,
    date: asked.date,
    time: asked.time,
    dateTime: alternative?.status === 'accepted' ? alternative.startsAt : asked.startsAt,
    service: {
      id: row.clinic.providerId,
      _id: row.clinic.providerId,
      name: row.clinic.name,
      location: row.clinic.location,
      address: row.clinic.address,
      phone: row.clinic.phone,
      specializations: row.clinic.specializations,
    },
    serviceType: 'Clinic',
    status: row.status,
    alternativeTime: alternative?.consultationTime ?? null,
    alternative,
    adminNote: row.adminNote,
    patientId: row.patientId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentLinkId: row.paymentLinkId,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
