import type { MessageDescriptor } from '@lingui/core';
import type {
  EnquiryKind,
  EntityType,
  ProviderStatus,
  REVIEW_CHECKLIST,
  ReviewChecklistItem,
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
