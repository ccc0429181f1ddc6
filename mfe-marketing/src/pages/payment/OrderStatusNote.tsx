import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { OrderStatus } from '@hp/contracts';
import { refreshMembership } from '@hp/shell-sdk';
import { useQuery } from '@hp/shell-sdk/query';
import { fetchOrderStatus } from '../../api/payment';
import { checkingText, OrderNote } from './OrderNote';

// /payment/success's live status of the order; its own chunk (it brings the data library), after the first paint.

/** How often the page asks again while the payment is still being confirmed, and for how long at most. */
export const STATUS_POLL_MS = 3_000;
const STATUS_POLL_LIMIT = 40;

const FINAL: ReadonlySet<OrderStatus> = new Set(['paid', 'failed']);

/** After a paid order, the signed-in patient's membership is asked again at once and once more this much later. */
export const MEMBERSHIP_RECHECK_MS = 3_000;

/**
 * The order's status as the payment service knows it: arriving here proves nothing (anyone can open the address),
 * the webhook or the service's own check with the gateway does. Asked again until paid or failed.
 */
export default function OrderStatusNote({ reference }: { reference: string }) {
  const { i18n } = useLingui();
  const order = useQuery({
    queryKey: ['payment-order', reference],
    queryFn: ({ signal }) => fetchOrderStatus(reference, signal),
    retry: 1,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && FINAL.has(status)) return false;
      return query.state.dataUpdateCount < STATUS_POLL_LIMIT ? STATUS_POLL_MS : false;
    },
  });
  const status = order.data?.status;

  // A paid membership order makes its buyer a member a moment later (the auth service handles the payment's event),
  // so the header asks again now and once more shortly after. Nothing is asked unless a patient is signed in.
  useEffect(() => {
    if (status !== 'paid') return;
    void refreshMembership();
    const again = setTimeout(() => void refreshMembership(), MEMBERSHIP_RECHECK_MS);
    return () => clearTimeout(again);
  }, [status]);
  const note = order.isPending
    ? checkingText(i18n)
    : order.isError && !status
      ? i18n._(
          'We could not check the status of your payment just now. Your confirmation e-mail has the details.',
        )
      : status === 'paid'
        ? i18n._('Payment received and confirmed.')
        : status === 'failed'
          ? i18n._(
              'Our records show that this payment did not go through. Please contact us if money was taken.',
            )
          : i18n._('Your payment is still being confirmed. This page updates by itself.');
  return (
    <OrderNote
      reference={reference}
      note={note}
      tone={status === 'failed' ? 'red.9' : status === 'paid' ? 'teal.9' : 'gray.8'}
    />
  );
}
