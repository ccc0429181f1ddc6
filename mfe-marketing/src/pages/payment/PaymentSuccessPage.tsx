import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { isOrderReference } from '@hp/contracts';
import { AfterFirstPaint } from '@hp/shell-sdk';
import { ButtonLink, Text } from '@hp/ui';
import { CheckIcon } from '../../components/icons';
import { checkingText, OrderNote } from './OrderNote';
import { PaymentResultLayout } from './PaymentResultLayout';

// The order's live status brings the data library: its code and first request follow the page's first paint, the
// box meanwhile the same as while the status is asked.
const OrderStatusNote = lazy(() => import('./OrderStatusNote'));

/** /payment/success: where the payment gateway sends the visitor back after paying. */
export default function PaymentSuccessPage() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference');
  return (
    <PaymentResultLayout
      id="payment-success-title"
      title={i18n._('Payment Successful!')}
      icon={<CheckIcon size={40} />}
      tone="teal.9"
    >
      <Text c="gray.7">
        {i18n._('Thank you. A confirmation e-mail has been sent to your e-mail address.')}
      </Text>
      {isOrderReference(reference) && (
        <AfterFirstPaint
          fallback={<OrderNote reference={reference} note={checkingText(i18n)} tone="gray.8" />}
        >
          <OrderStatusNote reference={reference} />
        </AfterFirstPaint>
      )}
      <ButtonLink to="/" color="teal.9" size="md">
        {i18n._('Return to Home')}
      </ButtonLink>
    </PaymentResultLayout>
  );
}
