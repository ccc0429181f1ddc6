import type { ReactNode } from 'react';
import { Anchor, Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react';
import type { CatalogueEntry } from '@hp/contracts';
import { COUNTRY_LABELS, rupees, serviceLabelOf, type PaymentFields } from './paymentForm';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="md"
      wrap="nowrap"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text component="dt" c="gray.7" fz="sm">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Step 3: the order summary, its total, and the terms to accept before handing over to the payment gateway. */
export function ConfirmationStep({
  values,
  service,
  termsAccepted,
  onTermsChange,
  termsRef,
  termsDescribedBy,
}: {
  values: PaymentFields;
  /** The chosen service's catalogue entry. */
  service: CatalogueEntry | undefined;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsRef: (element: HTMLElement | null) => void;
  termsDescribedBy: string | undefined;
}) {
  const { i18n } = useLingui();
  const address = [values.address, values.city, values.state, values.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .concat(i18n._(COUNTRY_LABELS[values.country]))
    .join(', ');
  return (
    <Stack gap="md">
      <Box component="dl" m={0}>
        <SummaryRow
          label={i18n._('Name')}
        >{`${values.firstName.trim()} ${values.lastName.trim()}`}</SummaryRow>
        <SummaryRow label={i18n._('Email')}>{values.email.trim()}</SummaryRow>
        <SummaryRow label={i18n._('Mobile')}>{values.mobile.trim()}</SummaryRow>
        <SummaryRow label={i18n._('Address')}>{address}</SummaryRow>
        <SummaryRow label={i18n._('Service')}>{service ? serviceLabelOf(i18n, service) : ''}</SummaryRow>
        {values.notes.trim() && <SummaryRow label={i18n._('Notes')}>{values.notes.trim()}</SummaryRow>}
        <Group justify="space-between" py="sm" wrap="nowrap">
          <Text component="dt" fw={700} fz="lg">
            {i18n._('Total Amount')}
          </Text>
          <Text component="dd" m={0} fw={800} fz="xl" c="teal.9">
            {rupees(Number(values.amount))}
          </Text>
        </Group>
      </Box>
      <Checkbox
        checked={termsAccepted}
        onChange={(event) => onTermsChange(event.currentTarget.checked)}
        color="teal.9"
        ref={termsRef}
        aria-describedby={termsDescribedBy}
        label={
          <Trans
            id="I agree to the <0>Terms and Conditions</0> and the <1>Privacy Policy</1>"
            components={{
              0: <Anchor href="/privacypolicy#terms" target="_blank" c="teal.9" fw={600} />,
              1: <Anchor href="/privacypolicy" target="_blank" c="teal.9" fw={600} />,
            }}
          />
        }
      />
    </Stack>
  );
}
