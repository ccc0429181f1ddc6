import type { EntityType, SPECIALIZATIONS, staffLabel } from '@hp/contracts';

/*
 * Texts of the contracts this area shows, marked for `lingui extract` (the contracts hold them in English, as the
 * server sends and stores them); pages show them with `i18n._(text)`.
 */

/** The contracts' `staffLabel`: who "number of doctors" counts, by kind of provider. */
export const STAFF_LABELS = {
  clinic: /*i18n*/ { id: 'Number of doctors' }.id,
  pharmacy: /*i18n*/ { id: 'Number of pharmacists' }.id,
  lab: /*i18n*/ { id: 'Number of technicians' }.id,
} satisfies typeof staffLabel;

/** The specializations as the form shows them (the English names are what is sent and stored). */
export const SPECIALIZATION_TEXTS = {
  Cardiology: /*i18n*/ { id: 'Cardiology' }.id,
  Neurology: /*i18n*/ { id: 'Neurology' }.id,
  Orthopedics: /*i18n*/ { id: 'Orthopedics' }.id,
  Pediatrics: /*i18n*/ { id: 'Pediatrics' }.id,
  Gynecology: /*i18n*/ { id: 'Gynecology' }.id,
  Dermatology: /*i18n*/ { id: 'Dermatology' }.id,
  Ophthalmology: /*i18n*/ { id: 'Ophthalmology' }.id,
  Dentistry: /*i18n*/ { id: 'Dentistry' }.id,
  Psychiatry: /*i18n*/ { id: 'Psychiatry' }.id,
  Gastroenterology: /*i18n*/ { id: 'Gastroenterology' }.id,
  Urology: /*i18n*/ { id: 'Urology' }.id,
  Oncology: /*i18n*/ { id: 'Oncology' }.id,
  Radiology: /*i18n*/ { id: 'Radiology' }.id,
  Anesthesiology: /*i18n*/ { id: 'Anesthesiology' }.id,
  Emergency: /*i18n*/ { id: 'Emergency' }.id,
  Surgery: /*i18n*/ { id: 'Surgery' }.id,
  Physiotherapy: /*i18n*/ { id: 'Physiotherapy' }.id,
  Trauma: /*i18n*/ { id: 'Trauma' }.id,
  Ayurveda: /*i18n*/ { id: 'Ayurveda' }.id,
  Homeopathy: /*i18n*/ { id: 'Homeopathy' }.id,
  Pathology: /*i18n*/ { id: 'Pathology' }.id,
  Pulmonology: /*i18n*/ { id: 'Pulmonology' }.id,
  Endocrinology: /*i18n*/ { id: 'Endocrinology' }.id,
  Rheumatology: /*i18n*/ { id: 'Rheumatology' }.id,
  Speech: /*i18n*/ { id: 'Speech' }.id,
  Audiology: /*i18n*/ { id: 'Audiology' }.id,
  Others: /*i18n*/ { id: 'Others' }.id,
} satisfies Record<(typeof SPECIALIZATIONS)[number], string>;

/** The contracts' `entityTypeLabel`. */
export const ENTITY_TYPE_TEXTS = {
  clinic: /*i18n*/ { id: 'Clinic' }.id,
  pharmacy: /*i18n*/ { id: 'Pharmacy' }.id,
  lab: /*i18n*/ { id: 'Laboratory' }.id,
} satisfies Record<EntityType, string>;
