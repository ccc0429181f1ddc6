import type { MessageDescriptor } from '@lingui/core';
import type { ConsultationStatus, PaymentLinkStatus } from '@hp/contracts';
import { ApiError } from '@hp/shell-sdk';
import { markedText } from '@hp/ui';
import type { PaymentLinkCategory } from './paymentLinkValues';

/** The clinic dashboard's fixed texts, marked for the catalogue (`i18n._(descriptor)` shows them in the page's language). */

export const CONSULTATION_STATUS_LABEL: Record<ConsultationStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'Pending' },
  approved: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
  cancelled: /*i18n*/ { id: 'Cancelled' },
};

/** A colour per status; dark shades under white text (AA contrast). */
export const CONSULTATION_STATUS_COLOUR: Record<ConsultationStatus, string> = {
  pending: 'blue.9',
  approved: 'teal.9',
  rejected: 'red.9',
  cancelled: 'gray.8',
};

export const PAYMENT_STATUS_LABEL: Record<PaymentLinkStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'Payment pending' },
  paid: /*i18n*/ { id: 'Paid' },
  partial: /*i18n*/ { id: 'Partially paid' },
  failed: /*i18n*/ { id: 'Payment failed' },
};

export const PAYMENT_STATUS_COLOUR: Record<PaymentLinkStatus, string> = {
  pending: 'grape.9',
  paid: 'teal.9',
  partial: 'violet.9',
  failed: 'red.9',
};

export const CATEGORY_LABEL: Record<PaymentLinkCategory, MessageDescriptor> = {
  Healthcare: /*i18n*/ { id: 'Healthcare' },
  Medical: /*i18n*/ { id: 'Medical' },
  Consultation: /*i18n*/ { id: 'Consultation' },
  Treatment: /*i18n*/ { id: 'Treatment' },
  Medicine: /*i18n*/ { id: 'Medicine' },
  Other: /*i18n*/ { id: 'Other' },
};

/** A toast's title and message (English ids; the page shows them with `i18n._`, a server's message as it is). */
export interface ToastText {
  title: string;
  message: string;
}

/**
 * The spec's answers to a failed Check Payment Status: 401 'Authentication Error' (then to /cliniclog), 404 'Payment
 * Link Not Found', 5xx 'Server Error', any other 'Error' with the server's message, else 'Failed to check payment
 * status'.
 */
export function paymentStatusFailure(error: unknown): ToastText & { toLogin: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 401)
      return {
        title: markedText(/*i18n*/ { id: 'Authentication Error' }),
        message: markedText(/*i18n*/ { id: 'Please login again' }),
        toLogin: true,
      };
    if (error.status === 404)
      return {
        title: markedText(/*i18n*/ { id: 'Payment Link Not Found' }),
        message: markedText(/*i18n*/ { id: 'Please check the payment link ID.' }),
        toLogin: false,
      };
    if (error.status >= 500)
      return {
        title: markedText(/*i18n*/ { id: 'Server Error' }),
        message: markedText(/*i18n*/ { id: 'Please try again later.' }),
        toLogin: false,
      };
    return {
      title: markedText(/*i18n*/ { id: 'Error' }),
      message: error.message || markedText(/*i18n*/ { id: 'Something went wrong. Please try again.' }),
      toLogin: false,
    };
  }
  return {
    title: markedText(/*i18n*/ { id: 'Error' }),
    message: markedText(/*i18n*/ { id: 'Failed to check payment status' }),
    toLogin: false,
  };
}

/**
 * The spec's 'Payment Link Error': the server's message, else 'Failed to generate payment link'; an answer without
 * the link is 'Invalid response format from payment gateway'.
 */
export function paymentLinkFailure(error: unknown): ToastText {
  return {
    title: markedText(/*i18n*/ { id: 'Payment Link Error' }),
    message:
      error instanceof ApiError && error.message
        ? error.message
        : markedText(/*i18n*/ { id: 'Failed to generate payment link' }),
  };
}

export const INVALID_LINK_ANSWER = markedText(
  /*i18n*/ { id: 'Invalid response format from payment gateway' },
);
