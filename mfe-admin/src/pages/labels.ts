import type { MessageDescriptor } from '@lingui/core';
import type {
  AlternativeStatus,
  ConsultationDecisionAction,
  ConsultationStatus,
  EnquiryKind,
  EntityType,
  IndianStateCode,
  PrescriptionType,
  ProviderStatus,
  REVIEW_CHECKLIST,
  ReviewChecklistItem,
  SubmissionStatus,
} from '@hp/contracts';

/** The admin pages' fixed texts, marked for the catalogue (`i18n._(descriptor)` shows them in the page's language). */

export const STATUS_LABEL: Record<ProviderStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'Pending' },
  under_review: /*i18n*/ { id: 'Under Review' },
  approved: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
};

/** Dark shades under white text (AA contrast). */
export const STATUS_COLOUR: Record<ProviderStatus, string> = {
  pending: 'gray.8',
  under_review: 'blue.9',
  approved: 'teal.9',
  rejected: 'red.9',
};

export const TYPE_LABEL: Record<EntityType, MessageDescriptor> = {
  clinic: /*i18n*/ { id: 'Clinic' },
  pharmacy: /*i18n*/ { id: 'Pharmacy' },
  lab: /*i18n*/ { id: 'Laboratory' },
};

/** The contracts' checklist texts (the compiler keeps them the same), marked for the catalogue. */
export const CHECKLIST_LABEL: { readonly [K in ReviewChecklistItem]: { id: (typeof REVIEW_CHECKLIST)[K] } } =
  {
    licenceValid: /*i18n*/ { id: 'The licence proof is valid and readable' },
    detailsMatch: /*i18n*/ { id: 'Name and address match the licence' },
    contactVerified: /*i18n*/ { id: 'Phone and e-mail were verified' },
    servicesConfirmed: /*i18n*/ { id: 'Staff and services are as stated' },
  };

/** The contracts' `INDIAN_STATES` names by ISO 3166-2:IN code (VerifyClinicPage.spec checks they are the same). */
export const STATE_LABEL: Record<IndianStateCode, MessageDescriptor> = {
  'IN-AP': /*i18n*/ { id: 'Andhra Pradesh' },
  'IN-AR': /*i18n*/ { id: 'Arunachal Pradesh' },
  'IN-AS': /*i18n*/ { id: 'Assam' },
  'IN-BR': /*i18n*/ { id: 'Bihar' },
  'IN-CG': /*i18n*/ { id: 'Chhattisgarh' },
  'IN-GA': /*i18n*/ { id: 'Goa' },
  'IN-GJ': /*i18n*/ { id: 'Gujarat' },
  'IN-HR': /*i18n*/ { id: 'Haryana' },
  'IN-HP': /*i18n*/ { id: 'Himachal Pradesh' },
  'IN-JH': /*i18n*/ { id: 'Jharkhand' },
  'IN-KA': /*i18n*/ { id: 'Karnataka' },
  'IN-KL': /*i18n*/ { id: 'Kerala' },
  'IN-MP': /*i18n*/ { id: 'Madhya Pradesh' },
  'IN-MH': /*i18n*/ { id: 'Maharashtra' },
  'IN-MN': /*i18n*/ { id: 'Manipur' },
  'IN-ML': /*i18n*/ { id: 'Meghalaya' },
  'IN-MZ': /*i18n*/ { id: 'Mizoram' },
  'IN-NL': /*i18n*/ { id: 'Nagaland' },
  'IN-OD': /*i18n*/ { id: 'Odisha' },
  'IN-PB': /*i18n*/ { id: 'Punjab' },
  'IN-RJ': /*i18n*/ { id: 'Rajasthan' },
  'IN-SK': /*i18n*/ { id: 'Sikkim' },
  'IN-TN': /*i18n*/ { id: 'Tamil Nadu' },
  'IN-TS': /*i18n*/ { id: 'Telangana' },
  'IN-TR': /*i18n*/ { id: 'Tripura' },
  'IN-UP': /*i18n*/ { id: 'Uttar Pradesh' },
  'IN-UK': /*i18n*/ { id: 'Uttarakhand' },
  'IN-WB': /*i18n*/ { id: 'West Bengal' },
  'IN-AN': /*i18n*/ { id: 'Andaman and Nicobar Islands' },
  'IN-CH': /*i18n*/ { id: 'Chandigarh' },
  'IN-DH': /*i18n*/ { id: 'Dadra and Nagar Haveli and Daman and Diu' },
  'IN-DL': /*i18n*/ { id: 'Delhi' },
  'IN-JK': /*i18n*/ { id: 'Jammu and Kashmir' },
  'IN-LA': /*i18n*/ { id: 'Ladakh' },
  'IN-LD': /*i18n*/ { id: 'Lakshadweep' },
  'IN-PY': /*i18n*/ { id: 'Puducherry' },
};

export const ENQUIRY_KIND_LABEL: Record<EnquiryKind, MessageDescriptor> = {
  appointment: /*i18n*/ { id: 'Appointment request' },
  insurance: /*i18n*/ { id: 'Insurance quote' },
  consultation: /*i18n*/ { id: 'Consultation request' },
  feedback: /*i18n*/ { id: 'Feedback' },
};

/** A timestamp as India reads it: 26 Nov 2026, 7:34 pm. */
export const formatWhen = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

export const CONSULTATION_STATUS_LABEL: Record<ConsultationStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'Pending' },
  approved: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
};

export const CONSULTATION_STATUS_COLOUR: Record<ConsultationStatus, string> = {
  pending: 'gray.8',
  approved: 'teal.9',
  rejected: 'red.9',
  cancelled: 'gray.7',
};

export const ALTERNATIVE_STATUS_LABEL: Record<AlternativeStatus, MessageDescriptor> = {
  offered: /*i18n*/ { id: 'Offered, waiting for the patient' },
  accepted: /*i18n*/ { id: 'Accepted by the patient' },
  declined: /*i18n*/ { id: 'Declined by the patient' },
  expired: /*i18n*/ { id: 'Not answered within 24 hours' },
};

export const CONSULTATION_ACTION_LABEL: Record<ConsultationDecisionAction, MessageDescriptor> = {
  approved: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
  alternative_accepted: /*i18n*/ { id: 'Alternative time accepted' },
  alternative_declined: /*i18n*/ { id: 'Alternative time declined' },
  alternative_expired: /*i18n*/ { id: 'Alternative time expired' },
  patient_cancelled: /*i18n*/ { id: 'Cancelled by the patient' },
};

/** The spec's submission statuses; its filter calls `accepted` "Approved". */
export const SUBMISSION_STATUS_LABEL: Record<SubmissionStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'Pending' },
  accepted: /*i18n*/ { id: 'Accepted' },
  rejected: /*i18n*/ { id: 'Rejected' },
};

export const SUBMISSION_STATUS_COLOUR: Record<SubmissionStatus, string> = {
  pending: 'gray.8',
  accepted: 'teal.9',
  rejected: 'red.9',
};

export const PRESCRIPTION_TYPE_LABEL: Record<PrescriptionType, MessageDescriptor> = {
  pharmacy: /*i18n*/ { id: 'Pharmacy' },
  lab: /*i18n*/ { id: 'Laboratory' },
};

/**
 * What the booking and prescription services and the contracts answer in English, marked so that the page shows
 * them in Hindi too (`inPageLanguage`): the decision's field and conflict messages.
 */
export const SERVER_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'Please give a reason for the rejection' },
  /*i18n*/ { id: 'Please choose both an alternative date and time' },
  /*i18n*/ { id: 'Alternative date cannot be before today' },
  /*i18n*/ { id: 'An alternative time can only come with an approval' },
  /*i18n*/ { id: 'Please choose one of the available times' },
  /*i18n*/ { id: 'This time has already passed. Please choose a later time.' },
  /*i18n*/ { id: 'Please enter a valid date' },
  /*i18n*/ { id: 'Please choose a date within the next 90 days' },
  /*i18n*/ { id: 'The alternative time is full. Please choose another time.' },
  /*i18n*/ { id: 'Consultation not found.' },
  /*i18n*/ { id: 'Only a pending consultation can be approved or rejected.' },
  /*i18n*/ { id: 'Note must be at most 1000 characters long' },
  /*i18n*/ { id: 'The note must be at most 1000 characters long' },
  /*i18n*/ { id: 'Search must be at most 100 characters long' },
  /*i18n*/ { id: 'Submission accepted successfully.' },
  /*i18n*/ { id: 'Submission rejected successfully.' },
  /*i18n*/ { id: 'Submission set back to pending.' },
  /*i18n*/ { id: 'The submission is already pending.' },
  /*i18n*/ { id: 'The submission is already accepted.' },
  /*i18n*/ { id: 'The submission is already rejected.' },
];
