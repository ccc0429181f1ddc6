import { Controller } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  addDays,
  MARITAL_STATUSES,
  SEXES,
  todayInIndia,
  type InsuranceQuoteRequest,
  type InsuranceQuoteRequestInput,
} from '@hp/contracts';
import { Button, Group, Radio, RadioGroup, TextInput, Textarea } from '@hp/ui';
import { sendInsuranceQuoteRequest } from '../../api/enquiries';
import { EnquiryFormCard } from '../../components/enquiries/EnquiryLayout';
import { ChoiceSelect, NameInput, OptionalEmailInput, PhoneInput } from '../../components/enquiries/fields';
import { useEnquiryForm } from '../../components/enquiries/useEnquiryForm';
import enquiries from '../../components/enquiries/enquiries.module.css';

/** What the fields hold: text, '' while a choice is not made yet (or no e-mail is given). */
type InsuranceFields = Record<keyof InsuranceQuoteRequestInput, string>;

const EMPTY_REQUEST: InsuranceFields = {
  name: '',
  address: '',
  mobileNumber: '',
  email: '',
  dob: '',
  maritalStatus: '',
  sex: '',
};
/** The spec's values (sent) with the words the page shows for them. */
export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], MessageDescriptor> = {
  single: /*i18n*/ { id: 'Single' },
  married: /*i18n*/ { id: 'Married' },
  divorced: /*i18n*/ { id: 'Divorced' },
  widowed: /*i18n*/ { id: 'Widowed' },
};

export const SEX_LABELS: Record<(typeof SEXES)[number], MessageDescriptor> = {
  male: /*i18n*/ { id: 'Male' },
  female: /*i18n*/ { id: 'Female' },
  other: /*i18n*/ { id: 'Other' },
};

/** The latest date of birth the form accepts: yesterday in India (the contract wants a date in the past). */
const latestBirthDate = () => addDays(todayInIndia(), -1);

export default function QuoteForm() {
  const { i18n } = useLingui();
  const { form, onSubmit, errorOf, pending } = useEnquiryForm({
    loadSchema: () =>
      import('./insuranceSchema').then(
        ({ InsuranceQuoteRequestSchema }) =>
          InsuranceQuoteRequestSchema as unknown as z.ZodMiniType<InsuranceQuoteRequest, InsuranceFields>,
      ),
    empty: EMPTY_REQUEST,
    send: sendInsuranceQuoteRequest,
    sent: () => ({
      title: i18n._('Information Submitted!'),
      message: i18n._("We'll contact you soon regarding health insurance options."),
    }),
    notSent: i18n._('Your insurance quote request was not sent'),
  });

  return (
    <EnquiryFormCard
      id="insurance-quote"
      titleId="insurance-form-title"
      title={i18n._('Get Your Insurance Quote')}
      lead={i18n._('Our insurance specialists will contact you within 24 hours.')}
      onSubmit={onSubmit}
    >
      <NameInput error={errorOf('name')} {...form.register('name')} />
      <Textarea
        label={i18n._('Address')}
        autoComplete="street-address"
        placeholder={i18n._('House, street, area, city and PIN code')}
        rows={2}
        required
        error={errorOf('address')}
        {...form.register('address')}
      />
      <div className={enquiries.fieldPair}>
        <PhoneInput
          label={i18n._('Mobile Number')}
          error={errorOf('mobileNumber')}
          {...form.register('mobileNumber')}
        />
        <OptionalEmailInput error={errorOf('email')} {...form.register('email')} />
        <TextInput
          label={i18n._('Date of Birth')}
          type="date"
          max={latestBirthDate()}
          required
          error={errorOf('dob')}
          {...form.register('dob')}
        />
        <ChoiceSelect
          label={i18n._('Marital Status')}
          prompt={i18n._('Select your marital status')}
          choices={MARITAL_STATUSES}
          labelOf={(status) => i18n._(MARITAL_STATUS_LABELS[status])}
          error={errorOf('maritalStatus')}
          {...form.register('maritalStatus')}
        />
      </div>
      <Controller
        control={form.control}
        name="sex"
        render={({ field }) => (
          <RadioGroup
            label={i18n._('Sex')}
            required
            error={errorOf('sex')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
          >
            <Group gap="xl">
              {SEXES.map((sex, index) => (
                <Radio
                  key={sex}
                  value={sex}
                  label={i18n._(SEX_LABELS[sex])}
                  required
                  onBlur={field.onBlur}
                  // The first choice is where a missing answer is shown (focus on error).
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </Group>
          </RadioGroup>
        )}
      />
      <Button type="submit" color="teal.9" size="md" mt="xs" loading={pending}>
        {i18n._('Get Insurance Quote')}
      </Button>
    </EnquiryFormCard>
  );
}
