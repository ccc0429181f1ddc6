import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Anchor, Checkbox, Stack } from '@hp/ui';
import type { CatalogueEntry } from '@hp/contracts';
import { COUNTRY_LABELS, rupees, serviceLabelOf, type PaymentFields } from './paymentForm';
import classes from '../PaymentPage.module.css';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.summaryRow}>
      <dt className={classes.summaryLabel}>{label}</dt>
      <dd className={classes.summaryValue}>{children}</dd>
    </div>
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
      <dl className={classes.summary}>
        <SummaryRow
          label={i18n._('Name')}
        >{`${values.firstName.trim()} ${values.lastName.trim()}`}</SummaryRow>
        <SummaryRow label={i18n._('Email')}>{values.email.trim()}</SummaryRow>
        <SummaryRow label={i18n._('Mobile')}>{values.mobile.trim()}</SummaryRow>
        <SummaryRow label={i18n._('Address')}>{address}</SummaryRow>
        <SummaryRow label={i18n._('Service')}>{service ? serviceLabelOf(i18n, service) : ''}</SummaryRow>
        {values.notes.trim() && <SummaryRow label={i18n._('Notes')}>{values.notes.trim()}</SummaryRow>}
        <div className={classes.totalRow}>
          <dt className={classes.totalLabel}>{i18n._('Total Amount')}</dt>
          <dd className={classes.totalValue}>{rupees(Number(values.amount))}</dd>
        </div>
      </dl>
      <Checkbox
        checked={termsAccepted}
        onChange={(event) => onTermsChange(event.currentTarget.checked)}
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
