import { apiRequest, uploadRequest, type UploadProgress } from '@hp/shell-sdk';
import {
  consultationApi,
  directoryApi,
  prescriptionApi,
  PRESCRIPTION_FILE_FIELD,
  type ConsultationBookingInput,
  type DirectoryQueryInput,
  type PrescriptionUpload,
} from '@hp/contracts';

/** The patient's care calls on /clinicmain: the directory's lists, consultations and prescriptions. */

/** One page of one kind of the approved providers (the public directory; no token needed, the page sends its own). */
export const fetchProviders = (query: DirectoryQueryInput, signal?: AbortSignal) =>
  apiRequest(directoryApi.approvedProviders, undefined, { query, ...(signal ? { signal } : {}) });

/** A clinic's slots of one day: free (with places left), full or past. */
export const fetchConsultationSlots = (service: string, date: string) =>
  apiRequest(consultationApi.consultationSlots, undefined, { query: { service, date } });

export const bookConsultation = (booking: ConsultationBookingInput) =>
  apiRequest(consultationApi.bookConsultation, booking);

export const fetchMyConsultations = () =>
  apiRequest(consultationApi.myConsultations, undefined, { query: {} });

export const acceptAlternative = (id: string) =>
  apiRequest(consultationApi.acceptAlternative, undefined, { params: { id } });

export const declineAlternative = (id: string) =>
  apiRequest(consultationApi.declineAlternative, undefined, { params: { id } });

export const fetchMyPrescriptions = () =>
  apiRequest(prescriptionApi.myPrescriptions, undefined, { query: {} });

/**
 * The multipart form of `POST /api/user/prescriptions`: the spec's field names, the file last (the gateway reads
 * the fields before it streams the file into storage).
 */
export function prescriptionForm(upload: PrescriptionUpload, file: File): FormData {
  const form = new FormData();
  form.append('type', upload.type);
  form.append('providerId', upload.providerId);
  form.append('service', upload.service);
  form.append('username', upload.username);
  form.append('mobile', upload.mobile);
  form.append('doctor', upload.doctor);
  form.append('date', upload.date);
  form.append(PRESCRIPTION_FILE_FIELD, file, file.name);
  return form;
}

export interface SubmitPrescriptionRequest {
  upload: PrescriptionUpload;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** Sends a prescription to an approved pharmacy, or a lab test prescription to an approved laboratory. */
export const submitPrescription = ({ upload, file, onProgress }: SubmitPrescriptionRequest) =>
  uploadRequest(prescriptionApi.submitPrescription, prescriptionForm(upload, file), {
    ...(onProgress ? { onProgress } : {}),
  });
