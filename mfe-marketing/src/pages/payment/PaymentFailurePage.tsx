import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Button, ButtonLink, Group, Text } from '@hp/ui';
import { translated } from '../../components/enquiries/formText';
import { PaymentResultLayout } from './PaymentResultLayout';
import classes from './PaymentPage.module.css';

/** /payment/failure: where the payment gateway sends the visitor back when the payment did not go through. */
export default function PaymentFailurePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The spec's `error`, else the words Plural adds to its failure callback (`error_message`); shown as text only.
  const error = (searchParams.get('error') ?? searchParams.get('error_message'))?.trim();
  return (
    <PaymentResultLayout
      id="payment-failure-title"
      title={i18n._('Payment Failed')}
      icon={
        <Text component="span" fz={40} fw={800} c="white" lh={1} aria-hidden="true">
          !
        </Text>
      }
      tone="red.9"
    >
      <div className={`${classes.callout} ${classes.red} ${classes.errorDetails}`}>
        <Text fz="sm" fw={700} c="red.9">
          {i18n._('Error details')}
        </Text>
        <Text c="red.9" className={classes.anywhere}>
          {translated(i18n, error) ?? i18n._('Payment processing failed. Please try again.')}
        </Text>
      </div>
      <Group justify="center" gap="sm">
        <Button type="button" color="teal.9" size="md" onClick={() => void navigate(-1)}>
          {i18n._('Try Again')}
        </Button>
        <ButtonLink to="/" variant="default" size="md">
          {i18n._('Return to Home')}
        </ButtonLink>
      </Group>
    </PaymentResultLayout>
  );
}
