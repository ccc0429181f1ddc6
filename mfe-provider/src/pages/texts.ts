import type { EntityType, SPECIALIZATIONS, staffLabel } from '@hp/contracts';
import { markedText } from '@hp/ui';

/*
 * Texts of the contracts this area shows, marked for `lingui extract` (the contracts hold them in English, as the
 * server sends and stores them); pages show them with `i18n._(text)`.
 */

/** The contracts' `staffLabel`: who "number of doctors" counts, by kind of provider. */
export const STAFF_LABELS = {
  clinic: markedText(/*i18n*/ { id: 'Number of doctors' }),
  pharmacy: markedText(/*i18n*/ { id: 'Number of pharmacists' }),
  lab: markedText(/*i18n*/ { id: 'Number of technicians' }),
} satisfies typeof staffLabel;

/** The specializations as the form shows them (the English names are what is sent and stored). */
export const SPECIALIZATION_TEXTS = {
  Cardiology: markedText(/*i18n*/ { id: 'Cardiology' }),
  Neurology: markedText(/*i18n*/ { id: 'Neurology' }),
  Orthopedics: markedText(/*i18n*/ { id: 'Orthopedics' }),
  Pediatrics: markedText(/*i18n*/ { id: 'Pediatrics' }),
  Gynecology: markedText(/*i18n*/ { id: 'Gynecology' }),
  Dermatology: markedText(/*i18n*/ { id: 'Dermatology' }),
  Ophthalmology: markedText(/*i18n*/ { id: 'Ophthalmology' }),
  Dentistry: markedText(/*i18n*/ { id: 'Dentistry' }),
  Psychiatry: markedText(/*i18n*/ { id: 'Psychiatry' }),
  Gastroenterology: markedText(/*i18n*/ { id: 'Gastroenterology' }),
  Urology: markedText(/*i18n*/ { id: 'Urology' }),
  Oncology: markedText(/*i18n*/ { id: 'Oncology' }),
  Radiology: markedText(/*i18n*/ { id: 'Radiology' }),
  Anesthesiology: markedText(/*i18n*/ { id: 'Anesthesiology' }),
  Emergency: markedText(/*i18n*/ { id: 'Emergency' }),
  Surgery: markedText(/*i18n*/ { id: 'Surgery' }),
  Physiotherapy: markedText(/*i18n*/ { id: 'Physiotherapy' }),
  Trauma: markedText(/*i18n*/ { id: 'Trauma' }),
  Ayurveda: markedText(/*i18n*/ { id: 'Ayurveda' }),
  Homeopathy: markedText(/*i18n*/ { id: 'Homeopathy' }),
  Pathology: markedText(/*i18n*/ { id: 'Pathology' }),
  Pulmonology: markedText(/*i18n*/ { id: 'Pulmonology' }),
  Endocrinology: markedText(/*i18n*/ { id: 'Endocrinology' }),
  Rheumatology: markedText(/*i18n*/ { id: 'Rheumatology' }),
  Speech: markedText(/*i18n*/ { id: 'Speech' }),
  Audiology: markedText(/*i18n*/ { id: 'Audiology' }),
  Others: markedText(/*i18n*/ { id: 'Others' }),
} satisfies Record<(typeof SPECIALIZATIONS)[number], string>;

/** The contracts' `entityTypeLabel`. */
export const ENTITY_TYPE_TEXTS = {
  clinic: markedText(/*i18n*/ { id: 'Clinic' }),
  pharmacy: markedText(/*i18n*/ { id: 'Pharmacy' }),
  lab: markedText(/*i18n*/ { id: 'Laboratory' }),
} satisfies Record<EntityType, string>;
