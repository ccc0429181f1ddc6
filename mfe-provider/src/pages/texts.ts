import type { EntityType, IndianStateCode, SPECIALIZATIONS, staffLabel } from '@hp/contracts';
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

/**
 * The contracts' `INDIAN_STATES` names by ISO 3166-2:IN code (the code is what is sent and stored); RegisterPage.spec
 * checks that they are the contracts' names.
 */
export const STATE_TEXTS = {
  'IN-AP': markedText(/*i18n*/ { id: 'Andhra Pradesh' }),
  'IN-AR': markedText(/*i18n*/ { id: 'Arunachal Pradesh' }),
  'IN-AS': markedText(/*i18n*/ { id: 'Assam' }),
  'IN-BR': markedText(/*i18n*/ { id: 'Bihar' }),
  'IN-CG': markedText(/*i18n*/ { id: 'Chhattisgarh' }),
  'IN-GA': markedText(/*i18n*/ { id: 'Goa' }),
  'IN-GJ': markedText(/*i18n*/ { id: 'Gujarat' }),
  'IN-HR': markedText(/*i18n*/ { id: 'Haryana' }),
  'IN-HP': markedText(/*i18n*/ { id: 'Himachal Pradesh' }),
  'IN-JH': markedText(/*i18n*/ { id: 'Jharkhand' }),
  'IN-KA': markedText(/*i18n*/ { id: 'Karnataka' }),
  'IN-KL': markedText(/*i18n*/ { id: 'Kerala' }),
  'IN-MP': markedText(/*i18n*/ { id: 'Madhya Pradesh' }),
  'IN-MH': markedText(/*i18n*/ { id: 'Maharashtra' }),
  'IN-MN': markedText(/*i18n*/ { id: 'Manipur' }),
  'IN-ML': markedText(/*i18n*/ { id: 'Meghalaya' }),
  'IN-MZ': markedText(/*i18n*/ { id: 'Mizoram' }),
  'IN-NL': markedText(/*i18n*/ { id: 'Nagaland' }),
  'IN-OD': markedText(/*i18n*/ { id: 'Odisha' }),
  'IN-PB': markedText(/*i18n*/ { id: 'Punjab' }),
  'IN-RJ': markedText(/*i18n*/ { id: 'Rajasthan' }),
  'IN-SK': markedText(/*i18n*/ { id: 'Sikkim' }),
  'IN-TN': markedText(/*i18n*/ { id: 'Tamil Nadu' }),
  'IN-TS': markedText(/*i18n*/ { id: 'Telangana' }),
  'IN-TR': markedText(/*i18n*/ { id: 'Tripura' }),
  'IN-UP': markedText(/*i18n*/ { id: 'Uttar Pradesh' }),
  'IN-UK': markedText(/*i18n*/ { id: 'Uttarakhand' }),
  'IN-WB': markedText(/*i18n*/ { id: 'West Bengal' }),
  'IN-AN': markedText(/*i18n*/ { id: 'Andaman and Nicobar Islands' }),
  'IN-CH': markedText(/*i18n*/ { id: 'Chandigarh' }),
  'IN-DH': markedText(/*i18n*/ { id: 'Dadra and Nagar Haveli and Daman and Diu' }),
  'IN-DL': markedText(/*i18n*/ { id: 'Delhi' }),
  'IN-JK': markedText(/*i18n*/ { id: 'Jammu and Kashmir' }),
  'IN-LA': markedText(/*i18n*/ { id: 'Ladakh' }),
  'IN-LD': markedText(/*i18n*/ { id: 'Lakshadweep' }),
  'IN-PY': markedText(/*i18n*/ { id: 'Puducherry' }),
} satisfies Record<IndianStateCode, string>;
