import { uploadRequest, type UploadProgress } from '@hp/shell-sdk';
import { verificationApi, type ProviderRegistration } from '@hp/contracts';

/**
 * The multipart form of `POST /api/clinic/register`: the spec's field names (with the state's code, and the HFR ID
 * only when given), the specializations as JSON, and the licence proof last (the gateway reads the fields before it
 * streams the file into storage).
 */
export function registrationForm(registration: ProviderRegistration, licenseProof: File | null): FormData {
  const form = new FormData();
  form.append('entityType', registration.entityType);
  form.append('name', registration.name);
  form.append('phone', registration.phone);
  form.append('email', registration.email);
  form.append('address', registration.address);
  form.append('location', registration.location);
  form.append('state', registration.state);
  if (registration.hfrId) form.append('hfrId', registration.hfrId);
  form.append('numberOfDoctors', String(registration.numberOfDoctors));
  form.append('specializations', JSON.stringify(registration.specializations));
  form.append('acceptsEMI', registration.acceptsEMI);
  form.append('acceptsInsurance', registration.acceptsInsurance);
  form.append('password', registration.password);
  if (licenseProof) form.append('licenseProof', licenseProof, licenseProof.name);
  return form;
}

export interface RegisterProviderRequest {
  registration: ProviderRegistration;
  licenseProof: File | null;
  onProgress?: (progress: UploadProgress) => void;
}

/** Registers a clinic, pharmacy or lab; the account then waits for an admin's approval. */
export const registerProvider = ({ registration, licenseProof, onProgress }: RegisterProviderRequest) =>
  uploadRequest(verificationApi.providerRegister, registrationForm(registration, licenseProof), {
    ...(onProgress ? { onProgress } : {}),
  });
