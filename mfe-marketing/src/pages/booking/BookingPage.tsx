import { lazy } from 'react';
import { useLingui } from '@lingui/react';
import { BOOKING_LOCATIONS } from '@hp/contracts';
import { EnquirySection } from '../../components/enquiries/EnquiryLayout';
import { PageHero } from '../../components/enquiries/PageHero';
import { WhatHappensNext, type NextStep } from '../../components/enquiries/WhatHappensNext';
import { CalendarIcon, CheckIcon, ClockIcon, MapPinIcon } from '../../components/icons';

// The form (with the form library) comes after the page's first paint: see EnquirySection.
const BookingForm = lazy(() => import('./BookingForm'));

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: /*i18n*/ { id: 'Send your request' },
    detail: /*i18n*/ { id: 'Choose a clinic, a treatment and a time that suits you.' },
  },
  {
    title: /*i18n*/ { id: 'We call to confirm' },
    detail: /*i18n*/ { id: 'Our team calls you within 2 hours to confirm the slot or suggest another.' },
  },
  {
    title: /*i18n*/ { id: 'Visit the clinic' },
    detail: /*i18n*/ { id: 'Members get their discount on the treatment at the clinic.' },
  },
];

/** /booking: request an appointment (stored by the booking service) or send it on WhatsApp. */
export default function BookingPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        id="booking-title"
        badge={i18n._('Appointments')}
        badgeIcon={<CalendarIcon size={14} />}
        title={i18n._('Book an Appointment')}
        lead={i18n._(
          'Choose a clinic near you, the treatment you need and a time that suits you. We call you back to confirm.',
        )}
        pointsLabel={i18n._('Booking at a glance')}
        points={[
          { text: i18n._('Confirmation within 2 hours'), icon: <ClockIcon size={18} /> },
          {
            text: i18n._('{count} locations in and around Mumbai', { count: BOOKING_LOCATIONS.length }),
            icon: <MapPinIcon size={18} />,
          },
          { text: i18n._('Book online or on WhatsApp'), icon: <CheckIcon size={18} /> },
        ]}
      />
      <EnquirySection
        label={i18n._('Appointment request')}
        form={<BookingForm />}
        aside={<WhatHappensNext id="booking-next-title" steps={NEXT_STEPS} panel="accent" />}
      />
    </>
  );
}
