import { useLingui } from '@lingui/react';
import { NativeSelect } from '@hp/ui';
import { PAYMENT_COUNTRIES } from '@hp/contracts';
import { COUNTRY_LABELS } from './paymentForm';
import { WizardTextInput, type StepFields } from './stepFields';
import classes from '../PaymentPage.module.css';

/** Step 1: who pays (name, e-mail and mobile required; the address optional). */
export function PatientStep({ fields }: { fields: StepFields }) {
  const { i18n } = useLingui();
  const { values, change } = fields;
  return (
    <div className={classes.fields}>
      <WizardTextInput
        fields={fields}
        field="firstName"
        label={i18n._('First Name')}
        required
        autoComplete="given-name"
      />
      <WizardTextInput
        fields={fields}
        field="lastName"
        label={i18n._('Last Name')}
        required
        autoComplete="family-name"
      />
      <WizardTextInput
        fields={fields}
        field="email"
        label={i18n._('Email Address')}
        required
        type="email"
        autoComplete="email"
      />
      <WizardTextInput
        fields={fields}
        field="mobile"
        label={i18n._('Mobile Number')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={i18n._('10-digit mobile number')}
      />
      <WizardTextInput
        fields={fields}
        field="address"
        label={i18n._('Address')}
        autoComplete="street-address"
        className={classes.wide}
      />
      <WizardTextInput fields={fields} field="city" label={i18n._('City')} autoComplete="address-level2" />
      <WizardTextInput fields={fields} field="state" label={i18n._('State')} autoComplete="address-level1" />
      <WizardTextInput
        fields={fields}
        field="pincode"
        label={i18n._('Pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <NativeSelect
        label={i18n._('Country')}
        value={values.country}
        autoComplete="country"
        onChange={(event) => change('country', event.currentTarget.value)}
      >
        {PAYMENT_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {i18n._(COUNTRY_LABELS[country])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
