import {
  PRESCRIPTION_FILE_EMPTY,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_FILE_KINDS,
  PRESCRIPTION_FILE_MESSAGE,
  PRESCRIPTION_KEY_PREFIX,
  type PrescriptionFileKind,
} from '@hp/contracts';
import type { UploadPolicy } from '../http/uploads/uploads.js';

/**
 * The prescription of `POST /api/user/prescriptions`: required, JPG, PNG, WEBP or PDF, under `prescriptions/`. A
 * file name with a folder path in it is refused (nothing stored).
 */
export const PRESCRIPTION_UPLOAD: UploadPolicy<PrescriptionFileKind> = {
  form: 'prescription',
  field: PRESCRIPTION_FILE_FIELD,
  keyPrefix: PRESCRIPTION_KEY_PREFIX,
  kinds: PRESCRIPTION_FILE_KINDS,
  wrongKind: PRESCRIPTION_FILE_MESSAGE,
  empty: PRESCRIPTION_FILE_EMPTY,
  pathInName: 'refuse',
};
