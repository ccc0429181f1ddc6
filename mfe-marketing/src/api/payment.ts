import { paymentApi, type CheckoutRequestInput } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/**
 * How long the page waits for the checkout before it gives up (the fields stay filled): longer than the checkout
 * route's own 30 s limit at the gateway, so that its answer (and message) arrives first when there is one.
 */
export const CHECKOUT_TIMEOUT_MS = 35_000;

export interface CheckoutAttempt {
  request: CheckoutRequestInput;
  /** One per submit; a retry of an unanswered request sends the same one (and the same body): one order. */
  idempotencyKey: string;
}

/** /payment: stores the order and answers Plural's hosted checkout address. */
export const startCheckout = ({ request, idempotencyKey }: CheckoutAttempt) =>
  apiRequest(paymentApi.paymentCheckout, request, {
    signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A new Idempotency-Key: 32 hex digits. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** /payment/success: the order's status as the payment service knows it (the redirect alone proves nothing). */
export const fetchOrderStatus = (reference: string, signal?: AbortSignal) =>
  apiRequest(paymentApi.paymentOrderStatus, undefined, { params: { reference }, signal });

/** Leaving for the payment gateway's page (a seam the tests replace: jsdom cannot navigate). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};
