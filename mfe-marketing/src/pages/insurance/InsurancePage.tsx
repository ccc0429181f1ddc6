import { lazy, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { brand } from '@hp/shell-sdk';
import { ButtonLink, Group, Paper, Stack, Text, ThemeIcon, Title } from '@hp/ui';
import { EnquirySection } from '../../components/enquiries/EnquiryLayout';
import { PageHero } from '../../components/enquiries/PageHero';
import { membershipInquiryHref } from '../../components/mailto';
import { BuildingIcon, ClockIcon, FileTextIcon, MailIcon, ShieldIcon } from '../../components/icons';
import enquiries from '../../components/enquiries/enquiries.module.css';

// The form (with the form library) comes after the page's first paint: see EnquirySection.
const QuoteForm = lazy(() => import('./InsuranceQuoteForm'));

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
