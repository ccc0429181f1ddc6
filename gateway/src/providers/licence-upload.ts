import {
  LICENCE_KEY_PREFIX,
  LICENCE_PROOF_KINDS,
  LICENCE_PROOF_MESSAGE,
  type LicenceObject,
} from '@hp/contracts';
import type { UploadPolicy } from '../http/uploads/uploads.js';

/**
 * The licence proof of `POST /api/clinic/register`: optional, PDF, JPEG or PNG, under `licences/`. A folder in the
 * sender's file name is dropped (issue 13's rule, kept; the name is only shown to admins).
 */
export const LICENCE_UPLOAD: UploadPolicy<LicenceObject['kind']> = {
  form: 'registration',
  field: 'licenseProof',
  keyPrefix: LICENCE_KEY_PREFIX,
  kinds: LICENCE_PROOF_KINDS,
  wrongKind: LICENCE_PROOF_MESSAGE,
  empty: 'The licence proof file is empty',
  pathInName: 'strip',
};
