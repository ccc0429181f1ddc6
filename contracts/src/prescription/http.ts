import { Role } from '../common/roles.js';
import { defineRoutes } from '../http/route.js';
import {
  PatientSubmissionListQuerySchema,
  PatientSubmissionListResponseSchema,
  PrescriptionUploadSchema,
  ProviderSubmissionListQuerySchema,
  ProviderSubmissionListResponseSchema,
  ProviderSubmissionResponseSchema,
  SubmissionDetailResponseSchema,
  SubmissionIdParamsSchema,
  SubmissionListQuerySchema,
  SubmissionListResponseSchema,
  SubmitPrescriptionResponseSchema,
  UpdateSubmissionStatusRequestSchema,
  UpdateSubmissionStatusResponseSchema,
} from './submission.js';
import { prescriptionCommands } from './subjects.js';

const tag = 'Prescriptions';

/**
 * Prescriptions to pharmacies and labs: the patient's upload (the spec's multipart `POST /api/user/prescriptions`,
 * served by the gateway's upload handler), the patient's and the provider's (/entitydash) lists, and the admins'
 * `GET /api/admin/submissions` with its status changes.
 */
export const prescriptionRoutes = defineRoutes({
  submitPrescription: {
    method: 'POST',
    path: '/api/user/prescriptions',
    tag,
    access: [Role.User],
    rateLimit: 'enquiry',
    summary:
      'Send a prescription to an approved pharmacy (type pharmacy) or a lab test prescription to an approved laboratory (type lab): multipart/form-data with the fields and the file `prescription` (JPG, PNG, WEBP or PDF, told by its bytes, at most 5 MB); the provider is e-mailed a time-limited link',
    multipart: {
      fields: PrescriptionUploadSchema,
      files: {
        prescription: 'The prescription: JPG, PNG, WEBP or PDF (told by its bytes), at most 5 MB; required',
      },
    },
    response: SubmitPrescriptionResponseSchema,
    successStatus: 201,
  },
  myPrescriptions: {
    method: 'GET',
    path: '/api/user/prescriptions',
    tag,
    access: [Role.User],
    summary:
      "The signed-in patient's own submissions with their status, newest first (`nextCursor` for the next page)",
    query: PatientSubmissionListQuerySchema,
    response: PatientSubmissionListResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.listMine,
  },
  receivedPrescriptions: {
    method: 'GET',
    path: '/api/clinic/my-prescriptions',
    tag,
    access: [Role.Provider],
    summary:
      'The prescriptions sent to the signed-in pharmacy or laboratory (approved ones only), newest first, each with a link to the file valid for a few minutes',
    query: ProviderSubmissionListQuerySchema,
    response: ProviderSubmissionListResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.listReceived,
  },
  receivedPrescription: {
    method: 'GET',
    path: '/api/clinic/my-prescriptions/:id',
    tag,
    access: [Role.Provider],
    summary: "One prescription sent to the signed-in pharmacy or laboratory (another provider's is a 404)",
    params: SubmissionIdParamsSchema,
    response: ProviderSubmissionResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.getReceived,
  },
  adminSubmissions: {
    method: 'GET',
    path: '/api/admin/submissions',
    tag,
    access: [Role.Admin],
    summary:
      'Pharmacy and lab submissions, newest first (`data.all`): `type=lab|pharmacy`, a search over the patient, phone, provider and doctor, a status filter, the counters, and `data.nextCursor` for the next page',
    query: SubmissionListQuerySchema,
    response: SubmissionListResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.adminList,
  },
  adminSubmission: {
    method: 'GET',
    path: '/api/admin/submissions/:id',
    tag,
    access: [Role.Admin],
    summary: 'One submission with its audit trail and a link to the file valid for a few minutes',
    params: SubmissionIdParamsSchema,
    response: SubmissionDetailResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.adminGet,
  },
  adminUpdateSubmissionStatus: {
    method: 'PATCH',
    path: '/api/admin/submissions/:id/status',
    tag,
    access: [Role.Admin],
    summary:
      "Set a submission's status (pending, accepted or rejected) with an optional note; audited with the admin's identity, before and after",
    params: SubmissionIdParamsSchema,
    body: UpdateSubmissionStatusRequestSchema,
    response: UpdateSubmissionStatusResponseSchema,
    successStatus: 200,
    command: prescriptionCommands.updateStatus,
  },
});
