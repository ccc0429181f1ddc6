import type {
  PatientSubmission,
  PrescriptionFile,
  PrescriptionFileKind,
  ProviderSubmission,
  Submission,
  SubmissionDecision,
  SubmissionDetail,
} from '@hp/contracts';
import type { SubmissionRow, SubmissionWithDecisions } from './submissions.repository.js';

/** A link to the file, made by the caller (it needs the object store and how long the link lives). */
export interface FileLink {
  url: string;
  expiresAt: Date;
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export function fileOf(row: SubmissionRow, link: FileLink): PrescriptionFile {
  return {
    originalName: row.fileName,
    size: row.fileSize,
    kind: row.fileKind as PrescriptionFileKind,
    url: link.url,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** The spec's admin view. */
export function toSubmission(row: SubmissionRow, link: FileLink): Submission {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    status: row.status,
    providerId: row.providerId,
    providerName: row.providerName,
    providerEmail: row.providerEmail,
    service: row.service,
    doctor: row.doctor,
    date: dateOnly(row.prescribedDate),
    notes: row.notes,
    prescriptionFile: fileOf(row, link),
    userId: row.patientId,
    username: row.username,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: SubmissionWithDecisions, link: FileLink): SubmissionDetail {
  return {
    ...toSubmission(row, link),
    decisions: row.decisions.map((decision): SubmissionDecision => ({
      fromStatus: decision.fromStatus,
      toStatus: decision.toStatus,
      note: decision.note,
      actorId: decision.actorId,
      at: decision.at.toISOString(),
    })),
  };
}

/** What the pharmacy or lab sees: the patient's details and the file, not the admins' notes. */
export function toProviderSubmission(row: SubmissionRow, link: FileLink): ProviderSubmission {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    status: row.status,
    service: row.service,
    doctor: row.doctor,
    date: dateOnly(row.prescribedDate),
    username: row.username,
    mobile: row.mobile,
    prescriptionFile: fileOf(row, link),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPatientSubmission(row: SubmissionRow, link: FileLink): PatientSubmission {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    status: row.status,
    providerName: row.providerName,
    service: row.service,
    doctor: row.doctor,
    date: dateOnly(row.prescribedDate),
    prescriptionFile: fileOf(row, link),
    createdAt: row.createdAt.toISOString(),
  };
}
