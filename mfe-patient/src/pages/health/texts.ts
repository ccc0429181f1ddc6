import type { MessageDescriptor } from '@lingui/core';
import type { ConsultationStatus, EntityType, SubmissionStatus } from '@hp/contracts';
import { markedText } from '@hp/ui';

/** Each tab's texts on /clinicmain, as the spec words them. */
export const KIND_TEXTS: Record<
  EntityType,
  {
    tab: MessageDescriptor;
    heading: MessageDescriptor;
    loading: MessageDescriptor;
    empty: MessageDescriptor;
    book: MessageDescriptor;
  }
> = {
  clinic: {
    tab: /*i18n*/ { id: 'Clinic' },
    heading: /*i18n*/ { id: 'Available Hospitals/Clinics' },
    loading: /*i18n*/ { id: 'Loading clinics...' },
    empty: /*i18n*/ { id: 'No clinics available at the moment' },
    book: /*i18n*/ { id: 'BOOK NOW' },
  },
  pharmacy: {
    tab: /*i18n*/ { id: 'Pharmacy' },
    heading: /*i18n*/ { id: 'Available Pharmacies' },
    loading: /*i18n*/ { id: 'Loading pharmacies...' },
    empty: /*i18n*/ { id: 'No pharmacies available at the moment' },
    book: /*i18n*/ { id: 'BOOK NOW' },
  },
  lab: {
    tab: /*i18n*/ { id: 'Laboratory' },
    heading: /*i18n*/ { id: 'Available Laboratories' },
    loading: /*i18n*/ { id: 'Loading laboratories...' },
    empty: /*i18n*/ { id: 'No laboratories available at the moment' },
    book: /*i18n*/ { id: 'BOOK' },
  },
};

/** A consultation's status as the patient reads it. */
export const CONSULTATION_STATUS_TEXTS: Record<
  ConsultationStatus,
  { label: MessageDescriptor; color: string }
> = {
  pending: { label: /*i18n*/ { id: 'Under admin review' }, color: 'gray.8' },
  approved: { label: /*i18n*/ { id: 'Approved' }, color: 'teal.9' },
  rejected: { label: /*i18n*/ { id: 'Rejected' }, color: 'red.9' },
  cancelled: { label: /*i18n*/ { id: 'Cancelled' }, color: 'gray.7' },
};

export const SUBMISSION_STATUS_TEXTS: Record<SubmissionStatus, { label: MessageDescriptor; color: string }> =
  {
    pending: { label: /*i18n*/ { id: 'Pending' }, color: 'gray.8' },
    accepted: { label: /*i18n*/ { id: 'Accepted' }, color: 'teal.9' },
    rejected: { label: /*i18n*/ { id: 'Rejected' }, color: 'red.9' },
  };

/** The spec's toasts (English strings that tests read; shown with `i18n._`). */
export const TOASTS = {
  validationTitle: markedText(/*i18n*/ { id: 'Validation Error' }),
  validationMessage: markedText(/*i18n*/ { id: 'Please fill in all required fields correctly.' }),
  bookedTitle: markedText(/*i18n*/ { id: 'Consultation Booked' }),
  tryLater: markedText(/*i18n*/ { id: 'Please try again later.' }),
  unknownError: markedText(/*i18n*/ { id: 'Unknown error' }),
  notAuthenticated: markedText(/*i18n*/ { id: 'User not authenticated' }),
};
