import { useLingui } from '@lingui/react';
import { NativeSelect, Stack, Textarea } from '@hp/ui';
import { CatalogueUnavailable } from '../CatalogueUnavailable';
import type { PaymentCatalogueState } from '../usePaymentCatalogue';
import { rupees, serviceLabelOf } from './paymentForm';
import { WizardTextInput, type StepFields } from './stepFields';
import classes from '../PaymentPage.module.css';

/**
 * Step 2: what is paid for. The services and prices come from the payment service's catalogue: while it loads the
 * same fields show, disabled (nothing moves when it arrives); if it cannot be loaded, a way to ask again.
 */
export function ServiceStep({ fields, catalogue }: { fields: StepFields; catalogue: PaymentCatalogueState }) {
  const { i18n } = useLingui();
  const { values, change } = fields;
  const loading = catalogue.isPending;
  const amountLocked = (catalogue.entryOf(values.service)?.priceRupees ?? null) !== null;
  return (
    <Stack gap="md">
      <NativeSelect
        label={i18n._('Service')}
        required
        value={values.service}
        disabled={!catalogue.services}
        {...fields.checked('service')}
        onChange={(event) => change('service', event.currentTarget.value)}
      >
        <option value="">{loading ? i18n._('Loading services…') : i18n._('Select a service')}</option>
        {catalogue.services?.map((service) => (
          <option key={service.value} value={service.value}>
            {service.priceRupees === null
              ? serviceLabelOf(i18n, service)
              : `${serviceLabelOf(i18n, service)} – ${rupees(service.priceRupees)}`}
          </option>
        ))}
      </NativeSelect>
      {catalogue.isError && <CatalogueUnavailable retry={catalogue.retry} />}
      <WizardTextInput
        fields={fields}
        field="amount"
        label={i18n._('Amount (₹)')}
        required
        type="number"
        inputMode="decimal"
        min={100}
        step="any"
        disabled={loading}
        readOnly={amountLocked}
        description={amountLocked ? i18n._('The price of the chosen service.') : i18n._('Minimum ₹100.')}
        className={amountLocked ? classes.locked : undefined}
      />
      <Textarea
        label={i18n._('Notes (optional)')}
        value={values.notes}
        rows={3}
        maxLength={500}
        onChange={(event) => change('notes', event.currentTarget.value)}
      />
    </Stack>
  );
}
