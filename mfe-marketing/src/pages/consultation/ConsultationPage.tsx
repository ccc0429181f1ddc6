import { lazy } from 'react';
import { useLingui } from '@lingui/react';
import { CONSULTATION_MAX_DAYS_AHEAD } from '@hp/contracts';
import { brand } from '@hp/shell-sdk';
import { EnquirySection } from '../../components/enquiries/EnquiryLayout';
import { PageHero } from '../../components/enquiries/PageHero';
import { WhatHappensNext, type NextStep } from '../../components/enquiries/WhatHappensNext';
import { CalendarIcon, ClockIcon, MailIcon, StethoscopeIcon } from '../../components/icons';

// The form (with the form library) comes after the page's first paint: see EnquirySection.
const ConsultationForm = lazy(() => import('./ConsultationForm'));

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: /*i18n*/ { id: 'Send your request' },
    detail: /*i18n*/ { id: 'Choose a day, a time slot and tell us what you need.' },
  },
  {
    title: /*i18n*/ { id: 'We call to confirm' },
    detail: /*i18n*/ { id: 'Our team calls you to confirm the consultation or suggest another time.' },
  },
  {
    title: /*i18n*/ { id: 'Get your confirmation' },
    detail: /*i18n*/ { id: 'With an e-mail address, you also receive a confirmation with your reference.' },
  },
];

/** /consultform: a consultation request (stored by the booking service, confirmed by the clinic's call). */
export default function ConsultationPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        id="consultation-title"
        badge={i18n._('{brand} consultation', { brand: brand.name })}
        badgeIcon={<StethoscopeIcon size={14} />}
        title={i18n._('Book a Consultation')}
        lead={i18n._(
          'Ask for a consultation with our doctors and dentists. Pick a day and a time slot, and we call you back to confirm.',
        )}
        pointsLabel={i18n._('Consultation at a glance')}
        points={[
          { text: i18n._('Six time slots every day'), icon: <ClockIcon size={18} /> },
          {
            text: i18n._('Up to {days} days ahead', { days: CONSULTATION_MAX_DAYS_AHEAD }),
            icon: <CalendarIcon size={18} />,
          },
          { text: i18n._('Confirmation by phone and e-mail'), icon: <MailIcon size={18} /> },
        ]}
      />
      <EnquirySection
        label={i18n._('Consultation request')}
        form={<ConsultationForm />}
        aside={<WhatHappensNext id="consultation-next-title" steps={NEXT_STEPS} panel="tinted" />}
      />
    </>
  );
}
