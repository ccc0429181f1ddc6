import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Paper, Text } from '@hp/ui';
import classes from './PaymentPage.module.css';

/** What the note says until the payment service has answered. */
export const checkingText = (i18n: I18n) => i18n._('Checking the status of your payment...');

/** The order's reference and what is known of its payment (the same box while the status is still being asked). */
export function OrderNote({ reference, note, tone }: { reference: string; note: string; tone: string }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" w="100%" className={classes.orderNote}>
      <Text fz="sm" c="gray.7">
        {i18n._('Order reference')}
      </Text>
      <Text fw={700} className={classes.anywhere}>
        {reference}
      </Text>
      <Text role="status" mt="xs" fw={600} c={tone}>
        {note}
      </Text>
    </Paper>
  );
}
