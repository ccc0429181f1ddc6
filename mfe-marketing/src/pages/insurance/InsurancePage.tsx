import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  addDays,
  MARITAL_STATUSES,
  SEXES,
  todayInIndia,
  type InsuranceQuoteRequest,
  type InsuranceQuoteRequestInput,
} from '@hp/contracts';
import { brand } from '@hp/shell-sdk';
import {
  Button,
  ButtonLink,
  Group,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@hp/ui';
import { sendInsuranceQuoteRequest } from '../../api/enquiries';
import { EnquiryFormCard, EnquirySection } from '../../components/enquiries/EnquiryLayout';
import { ChoiceSelect, NameInput, OptionalEmailInput, PhoneInput } from '../../components/enquiries/fields';
import { PageHero } from '../../components/enquiries/PageHero';
import { useEnquiryForm } from '../../components/enquiries/useEnquiryForm';
import { membershipInquiryHref } from '../../components/mailto';
import { BuildingIcon, ClockIcon, FileTextIcon, MailIcon, ShieldIcon } from '../../components/icons';
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

function QuoteForm() {
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

const INSURANCE_POINTS: readonly { title: MessageDescriptor; detail: MessageDescriptor; icon: ReactNode }[] =
  [
    {
      title: /*i18n*/ { id: 'Insurance accepted at partner clinics' },
      detail: /*i18n*/ { id: 'Use your health insurance at the clinics in our network.' },
      icon: <BuildingIcon size={20} />,
    },
    {
      title: /*i18n*/ { id: 'Help with the paperwork' },
      detail: /*i18n*/ {
        id: 'Our team helps you with the forms and documents, so you can focus on getting better.',
      },
      icon: <FileTextIcon size={20} />,
    },
    {
      title: /*i18n*/ { id: 'A quote that fits you' },
      detail: /*i18n*/ {
        id: 'Tell us a few details and an insurance specialist calls you with health insurance options.',
      },
      icon: <ShieldIcon size={20} />,
    },
  ];

function InsuranceInformation() {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title id="insurance-info-title" order={2} className={enquiries.asideTitle}>
        {i18n._('Insurance with your membership')}
      </Title>
      <Stack component="ul" gap="md" aria-labelledby="insurance-info-title">
        {INSURANCE_POINTS.map((point) => (
          <Group component="li" key={point.title.id} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="teal">
              {point.icon}
            </ThemeIcon>
            <div>
              <Text fw={700}>{i18n._(point.title)}</Text>
              <Text size="sm" c="gray.7">
                {i18n._(point.detail)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="lg" className={enquiries.accentPanel}>
        <Stack gap="sm" align="flex-start">
          <Text fw={700}>{i18n._('Questions about insurance or membership plans?')}</Text>
          <Text size="sm">
            {i18n._('Write to our team and we will send you the details of our membership plans.')}
          </Text>
          <ButtonLink
            href={membershipInquiryHref()}
            variant="default"
            leftSection={<MailIcon size={18} />}
            aria-describedby="insurance-support-address"
          >
            {i18n._('Insurance Support')}
          </ButtonLink>
          <Text id="insurance-support-address" size="sm">
            <Trans
              id="Opens an e-mail to <0>{email}</0>"
              values={{ email: brand.email }}
              components={{ 0: <strong /> }}
            />
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /insurance: ask for a health-insurance quote (stored by the booking service), or write to the provider. */
export default function InsurancePage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        id="insurance-title"
        badge={i18n._('Health insurance')}
        badgeIcon={<ShieldIcon size={14} />}
        title={i18n._('Health Insurance, Made Simple')}
        lead={i18n._(
          'Use your health insurance at our partner clinics and let us help with the paperwork. Looking for a policy? Ask for a quote below.',
        )}
        pointsLabel={i18n._('Insurance at a glance')}
        points={[
          { text: i18n._('A specialist calls within 24 hours'), icon: <ClockIcon size={18} /> },
          { text: i18n._('Accepted at partner clinics'), icon: <BuildingIcon size={18} /> },
          { text: i18n._('Help with claims paperwork'), icon: <FileTextIcon size={18} /> },
        ]}
      />
      <EnquirySection
        label={i18n._('Insurance quote request')}
        form={<QuoteForm />}
        aside={<InsuranceInformation />}
      />
    </>
  );
}
