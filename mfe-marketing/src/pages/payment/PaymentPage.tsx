import { lazy } from 'react';
import { useLingui } from '@lingui/react';
import { AfterFirstPaint, ScreenHeightPlaceholder } from '@hp/shell-sdk';
import { Anchor, Container, Group, Stack, Text, Title } from '@hp/ui';
import { ShieldIcon } from '../../components/icons';
import classes from './PaymentPage.module.css';

// The wizard brings the data library (the catalogue, the checkout) and its steps: its code and its first request
// follow the page's first paint, so that the page's text does not wait for them.
const PaymentWizard = lazy(() => import('./wizard/PaymentWizard'));

/** /payment: the online payment page around its 3-step wizard (./wizard/PaymentWizard). */
export default function PaymentPage() {
  const { i18n } = useLingui();
  return (
    <div className={classes.page}>
      <Container size="md">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Anchor to="/" c="teal.9" fw={600}>
              ← {i18n._('Back to Home')}
            </Anchor>
            <Group gap={6} c="teal.9" wrap="nowrap">
              <ShieldIcon size={18} />
              <Text size="sm" fw={600}>
                {i18n._('Secure Payment')}
              </Text>
            </Group>
          </Group>
          <div>
            <Title order={1} className={classes.title}>
              {i18n._('Online Payment')}
            </Title>
            <Text c="gray.7" mt={6}>
              {i18n._(
                'Pay for your treatment online in three steps. You complete the payment on our payment partner’s secure page.',
              )}
            </Text>
          </div>

          <AfterFirstPaint fallback={<ScreenHeightPlaceholder />}>
            <PaymentWizard />
          </AfterFirstPaint>

          <Text size="sm" ta="center" c="gray.7">
            <ShieldIcon size={18} className={classes.sslIcon} />
            {i18n._('Your payment is secured with 256-bit SSL encryption.')}
          </Text>
        </Stack>
      </Container>
    </div>
  );
}
