import { bookingEvents } from '@hp/contracts';
import { newEvent, type PendingEvent } from '@hp/service-platform';
import { alternativeOf, type ConsultationRow } from './consultation-view.js';
import { describeSlot } from './schedule.js';

/** What every consultation event says: who, where, the time asked for. */
function about(row: ConsultationRow) {
  const asked = describeSlot(row.day, row.startMinute);
  return {
    consultationId: row.id,
    patientId: row.patientId,
    clinicId: row.clinicId,
    clinicName: row.clinic.name,
    fullName: row.fullName,
    phoneNumber: row.phone,
    date: asked.date,
    time: asked.time,
    startsAt: asked.startsAt,
  };
}

function offered(row: ConsultationRow) {
  const alternative = alternativeOf(row);
  if (!alternative) throw new Error(`consultation ${row.id} has no alternative time`);
  const { date, time, startsAt, expiresAt } = alternative;
  return { date, time, startsAt, expiresAt };
}

export const requestedEvent = (row: ConsultationRow, correlationId: string, now: Date): PendingEvent =>
  newEvent(
    bookingEvents.consultationRequested,
    { ...about(row), purpose: row.purpose, requestedAt: row.createdAt.toISOString() },
    correlationId,
    now,
  );

/** The admin's decision (approved, with or without an alternative time; or rejected with the reason). */
export function decisionEvent(row: ConsultationRow, correlationId: string, now: Date): PendingEvent {
  const decided = { decidedAt: (row.decidedAt ?? now).toISOString(), decidedBy: row.decidedBy ?? '' };
  if (row.status === 'rejected')
    return newEvent(
      bookingEvents.consultationRejected,
      { ...about(row), reason: row.adminNote ?? '', ...decided },
      correlationId,
      now,
    );
  return newEvent(
    bookingEvents.consultationApproved,
    {
      ...about(row),
      alternative: row.alternativeStatus ? offered(row) : null,
      adminNote: row.adminNote,
      ...decided,
    },
    correlationId,
    now,
  );
}

const settledEvents = {
  accepted: bookingEvents.alternativeAccepted,
  declined: bookingEvents.alternativeDeclined,
  expired: bookingEvents.alternativeExpired,
} as const;

/** The patient's answer to an alternative time, or its lapse. */
export const alternativeSettledEvent = (
  row: ConsultationRow,
  outcome: keyof typeof settledEvents,
  correlationId: string,
  now: Date,
): PendingEvent =>
  newEvent(
    settledEvents[outcome],
    { ...about(row), alternative: offered(row), settledAt: now.toISOString() },
    correlationId,
    now,
  );

/** booking.evt.consultation-cancelled.v1: the patient cancelled (from a reminder's link); the place is free. */
export const cancelledEvent = (row: ConsultationRow, correlationId: string, now: Date): PendingEvent =>
  newEvent(
    bookingEvents.consultationCancelled,
    { ...about(row), cancelledAt: now.toISOString(), cancelledBy: 'patient' },
    correlationId,
    now,
  );
