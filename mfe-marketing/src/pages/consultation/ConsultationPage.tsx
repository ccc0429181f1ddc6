import { Controller } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useLingui } from '@lingui/react';
import {
  CONSULTATION_MAX_DAYS_AHEAD,
  CONSULTATION_SLOTS,
  latestConsultationDate,
  todayInIndia,
  type ConsultationRequest,
  type ConsultationRequestInput,
} from '@hp/contracts';
import { brand, notify, useLocale } from '@hp/shell-sdk';
import { Button, Radio, RadioGroup, TextInput, Textarea } from '@hp/ui';
import { sendConsultationRequest } from '../../api/consultations';
import { EnquiryFormCard, EnquirySection } from '../../components/enquiries/EnquiryLayout';
import { NameInput, OptionalEmailInput, PhoneInput } from '../../components/enquiries/fields';
import { PageHero } from '../../components/enquiries/PageHero';
import { useEnquiryForm } from '../../components/enquiries/useEnquiryForm';
import { WhatHappensNext, type NextStep } from '../../components/enquiries/WhatHappensNext';
import { CalendarIcon, ClockIcon, MailIcon, StethoscopeIcon } from '../../components/icons';
import enquiries from '../../components/enquiries/enquiries.module.css';
import classes from './ConsultationPage.module.css';

/** What the fields hold: text ('' while empty or not chosen). */
type ConsultationFields = Record<keyof ConsultationRequestInput, string>;

const EMPTY_CONSULTATION: ConsultationFields = {
  fullName: '',
  phoneNumber: '',
  email: '',
  consultationDate: '',
  consultationTime: '',
  purpose: '',
};

/** A YYYY-MM-DD date as people read it in the page's language (12 December 2026, 12 दिसंबर 2026). */
function readableDate(date: string, locale: string) {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function ConsultationForm() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { form, onSubmit, errorOf, pending } = useEnquiryForm({
    loadSchema: () =>
      import('./consultationSchema').then(
        ({ ConsultationRequestSchema }) =>
          ConsultationRequestSchema as unknown as z.ZodMiniType<ConsultationRequest, ConsultationFields>,
      ),
    empty: EMPTY_CONSULTATION,
    send: sendConsultationRequest,
    sent: (request) => ({
      title: i18n._('Consultation Request Submitted'),
      message: i18n._(
        'Consultation request submitted successfully for {date} at {time}! Our team will call you to confirm.',
        { date: readableDate(request.consultationDate, locale), time: request.consultationTime },
      ),
    }),
    notSent: i18n._('Error booking consultation'),
    // The spec's fallback when the server gives no reason.
    fallback: i18n._('Please try again later.'),
    onInvalid: () =>
      notify.error(i18n._('Validation Error'), i18n._('Please fill in all required fields correctly.')),
  });

  return (
    <EnquiryFormCard
      titleId="consultation-form-title"
      title={i18n._('Consultation Details')}
      lead={i18n._('Tell us when suits you and what you need. Our team calls you to confirm.')}
      onSubmit={onSubmit}
    >
      <div className={enquiries.fieldPair}>
        <NameInput error={errorOf('fullName')} {...form.register('fullName')} />
        <PhoneInput
          label={i18n._('Phone Number')}
          error={errorOf('phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <OptionalEmailInput error={errorOf('email')} {...form.register('email')} />
        <TextInput
          label={i18n._('Preferred Date')}
          type="date"
          min={todayInIndia()}
          max={latestConsultationDate()}
          description={i18n._('From today up to {days} days ahead', {
            days: CONSULTATION_MAX_DAYS_AHEAD,
          })}
          required
          error={errorOf('consultationDate')}
          {...form.register('consultationDate')}
        />
      </div>
      <Controller
        control={form.control}
        name="consultationTime"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            label={i18n._('Preferred Time Slot')}
            withAsterisk
            error={errorOf('consultationTime')}
          >
            <div className={classes.slots}>
              {CONSULTATION_SLOTS.map((slot, index) => (
                <Radio
                  key={slot}
                  value={slot}
                  label={slot}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </RadioGroup>
        )}
      />
      <Textarea
        label={i18n._('Purpose of Consultation')}
        placeholder={i18n._('Your symptoms, or the treatment you would like to discuss')}
        description={i18n._('At least 10 characters')}
        rows={4}
        required
        error={errorOf('purpose')}
        {...form.register('purpose')}
      />
      <Button type="submit" color="teal.9" size="md" disabled={pending}>
        {pending ? i18n._('Submitting...') : i18n._('Request Consultation')}
      </Button>
    </EnquiryFormCard>
  );
}

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
