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
import { notify, useLocale } from '@hp/shell-sdk';
import { Button, Radio, RadioGroup, TextInput, Textarea } from '@hp/ui';
import { sendConsultationRequest } from '../../api/consultations';
import { EnquiryFormCard } from '../../components/enquiries/EnquiryLayout';
import { NameInput, OptionalEmailInput, PhoneInput } from '../../components/enquiries/fields';
import { useEnquiryForm } from '../../components/enquiries/useEnquiryForm';
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

export default function ConsultationForm() {
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
