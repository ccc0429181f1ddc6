import type { MessageDescriptor } from '@lingui/core';
import type { EntityType, SPECIALIZATIONS } from '@hp/contracts';

/** Each tab's texts, as the spec words them. */
export const KIND_TEXTS: Record<
  EntityType,
  {
    tab: MessageDescriptor;
    heading: MessageDescriptor;
    loading: MessageDescriptor;
    empty: MessageDescriptor;
    noMatch: MessageDescriptor;
    book: MessageDescriptor;
  }
> = {
  clinic: {
    tab: /*i18n*/ { id: 'Clinic' },
    heading: /*i18n*/ { id: 'Available Hospitals/Clinics' },
    loading: /*i18n*/ { id: 'Loading clinics...' },
    empty: /*i18n*/ { id: 'No clinics available at the moment' },
    noMatch: /*i18n*/ { id: 'No clinics match your search.' },
    book: /*i18n*/ { id: 'BOOK NOW' },
  },
  pharmacy: {
    tab: /*i18n*/ { id: 'Pharmacy' },
    heading: /*i18n*/ { id: 'Available Pharmacies' },
    loading: /*i18n*/ { id: 'Loading pharmacies...' },
    empty: /*i18n*/ { id: 'No pharmacies available at the moment' },
    noMatch: /*i18n*/ { id: 'No pharmacies match your search.' },
    book: /*i18n*/ { id: 'BOOK NOW' },
  },
  lab: {
    tab: /*i18n*/ { id: 'Laboratory' },
    heading: /*i18n*/ { id: 'Available Laboratories' },
    loading: /*i18n*/ { id: 'Loading laboratories...' },
    empty: /*i18n*/ { id: 'No laboratories available at the moment' },
    noMatch: /*i18n*/ { id: 'No laboratories match your search.' },
    book: /*i18n*/ { id: 'BOOK' },
  },
};

/** The spec's specializations (contracts), shown in the page's language; a clinic's own text is shown as written. */
export const SPECIALIZATION_LABELS: Record<
  Exclude<(typeof SPECIALIZATIONS)[number], 'Others'>,
  MessageDescriptor
> = {
  Cardiology: /*i18n*/ { id: 'Cardiology' },
  Neurology: /*i18n*/ { id: 'Neurology' },
  Orthopedics: /*i18n*/ { id: 'Orthopedics' },
  Pediatrics: /*i18n*/ { id: 'Pediatrics' },
  Gynecology: /*i18n*/ { id: 'Gynecology' },
  Dermatology: /*i18n*/ { id: 'Dermatology' },
  Ophthalmology: /*i18n*/ { id: 'Ophthalmology' },
  Dentistry: /*i18n*/ { id: 'Dentistry' },
  Psychiatry: /*i18n*/ { id: 'Psychiatry' },
  Gastroenterology: /*i18n*/ { id: 'Gastroenterology' },
  Urology: /*i18n*/ { id: 'Urology' },
  Oncology: /*i18n*/ { id: 'Oncology' },
  Radiology: /*i18n*/ { id: 'Radiology' },
  Anesthesiology: /*i18n*/ { id: 'Anesthesiology' },
  Emergency: /*i18n*/ { id: 'Emergency' },
  Surgery: /*i18n*/ { id: 'Surgery' },
  Physiotherapy: /*i18n*/ { id: 'Physiotherapy' },
  Trauma: /*i18n*/ { id: 'Trauma' },
  Ayurveda: /*i18n*/ { id: 'Ayurveda' },
  Homeopathy: /*i18n*/ { id: 'Homeopathy' },
  Pathology: /*i18n*/ { id: 'Pathology' },
  Pulmonology: /*i18n*/ { id: 'Pulmonology' },
  Endocrinology: /*i18n*/ { id: 'Endocrinology' },
  Rheumatology: /*i18n*/ { id: 'Rheumatology' },
  Speech: /*i18n*/ { id: 'Speech' },
  Audiology: /*i18n*/ { id: 'Audiology' },
};

export const specializationLabel = (name: string): MessageDescriptor | undefined =>
  Object.hasOwn(SPECIALIZATION_LABELS, name)
    ? SPECIALIZATION_LABELS[name as keyof typeof SPECIALIZATION_LABELS]
    : undefined;
