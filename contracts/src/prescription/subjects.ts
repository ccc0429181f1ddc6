import { z } from '../common/zod.js';
import { defineCommand, defineEvent } from '../messaging/define.js';
import {
  PatientSubmissionListQuerySchema,
  PatientSubmissionListResponseSchema,
  PrescriptionSubmittedEventSchema,
  ProviderSubmissionListQuerySchema,
  ProviderSubmissionListResponseSchema,
  ProviderSubmissionResponseSchema,
  SubmissionDetailResponseSchema,
  SubmissionIdParamsSchema,
  SubmissionListQuerySchema,
  SubmissionListResponseSchema,
  SubmissionStatusChangedEventSchema,
  SubmitPrescriptionCommandSchema,
  SubmitPrescriptionResponseSchema,
  UpdateSubmissionStatusRequestSchema,
  UpdateSubmissionStatusResponseSchema,
  MailFileLinkReplySchema,
} from './submission.js';

/**
 * The prescription service's commands: a patient's upload (the file is already in S3; the gateway sends its key),
 * the patient's, the provider's and the admins' lists, and the admins' status changes.
 */
export const prescriptionCommands = {
  submit: defineCommand({
    subject: 'prescription.cmd.submit.v1',
    request: SubmitPrescriptionCommandSchema,
    reply: SubmitPrescriptionResponseSchema,
  }),
  listMine: defineCommand({
    subject: 'prescription.query.list-mine.v1',
    request: PatientSubmissionListQuerySchema,
    reply: PatientSubmissionListResponseSchema,
  }),
  listReceived: defineCommand({
    subject: 'prescription.query.list-received.v1',
    request: ProviderSubmissionListQuerySchema,
    reply: ProviderSubmissionListResponseSchema,
  }),
  getReceived: defineCommand({
    subject: 'prescription.query.received.v1',
    request: SubmissionIdParamsSchema,
    reply: ProviderSubmissionResponseSchema,
  }),
  adminList: defineCommand({
    subject: 'prescription.query.admin-list.v1',
    request: SubmissionListQuerySchema,
    reply: SubmissionListResponseSchema,
  }),
  adminGet: defineCommand({
    subject: 'prescription.query.admin-submission.v1',
    request: SubmissionIdParamsSchema,
    reply: SubmissionDetailResponseSchema,
  }),
  updateStatus: defineCommand({
    subject: 'prescription.cmd.update-status.v1',
    request: z.extend(SubmissionIdParamsSchema, UpdateSubmissionStatusRequestSchema.shape),
    reply: UpdateSubmissionStatusResponseSchema,
  }),
  /** Services only (notification): a fresh time-limited link to a submission's file, for the provider's e-mail. */
  mailFileLink: defineCommand({
    subject: 'prescription.query.mail-file-link.v1',
    request: SubmissionIdParamsSchema,
    reply: MailFileLinkReplySchema,
  }),
} as const;

export const prescriptionEvents = {
  submitted: defineEvent({
    subject: 'prescription.evt.submitted.v1',
    schema: PrescriptionSubmittedEventSchema,
  }),
  statusChanged: defineEvent({
    subject: 'prescription.evt.status-changed.v1',
    schema: SubmissionStatusChangedEventSchema,
  }),
} as const;
