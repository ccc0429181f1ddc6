import type { MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  BOOKING_LOCATIONS,
  BOOKING_TIMES,
  BOOKING_TREATMENTS,
  todayInIndia,
  type AppointmentRequestInput,
} from '@hp/contracts';
import { brand } from '@hp/shell-sdk';
import { Button, ButtonLink, Text, TextInput } from '@hp/ui';
import { sendAppointmentRequest } from '../../api/enquiries';
import { EnquiryFormCard } from '../../components/enquiries/EnquiryLayout';
import { ChoiceSelect, NameInput, PhoneInput } from '../../components/enquiries/fields';
import { useEnquiryForm } from '../../components/enquiries/useEnquiryForm';
import { ChatIcon } from '../../components/icons';
import { LOCATION_LABELS } from '../../components/locations';
import { bookingWhatsappHref } from './whatsappText';
import enquiries from '../../components/enquiries/enquiries.module.css';
import classes from './BookingPage.module.css';

/** What the fields hold: text, '' while a choice is not made yet. */
type BookingFields = Record<keyof AppointmentRequestInput, string>;

const EMPTY_BOOKING: BookingFields = {
  name: '',
  phoneNumber: '',
  location: '',
  treatment: '',
  preferredDate: '',
  preferredTime: '',
};
/*
 * The spec's choices (contracts) are what is sent; the page shows them in its language. Treatments are listed here
 * for the catalogue (the choice itself is the message id; locations: components/locations.ts); times read the same
 * in both languages.
 */
export const TREATMENT_LABELS: Record<(typeof BOOKING_TREATMENTS)[number], MessageDescriptor> = {
  'General Dental Checkup': /*i18n*/ { id: 'General Dental Checkup' },
  'Teeth Cleaning': /*i18n*/ { id: 'Teeth Cleaning' },
  'Root Canal Treatment': /*i18n*/ { id: 'Root Canal Treatment' },
  'Dental Implants': /*i18n*/ { id: 'Dental Implants' },
  'Orthodontics (Braces)': /*i18n*/ { id: 'Orthodontics (Braces)' },
  'Teeth Whitening': /*i18n*/ { id: 'Teeth Whitening' },
  'Oral Surgery': /*i18n*/ { id: 'Oral Surgery' },
  'Cosmetic Dentistry': /*i18n*/ { id: 'Cosmetic Dentistry' },
  'Pediatric Dentistry': /*i18n*/ { id: 'Pediatric Dentistry' },
  'Emergency Dental Care': /*i18n*/ { id: 'Emergency Dental Care' },
};

/** Where the chat link points while the form is incomplete (a click then shows what is missing instead). */
const bookingWhatsappFallback = `https://wa.me/${brand.whatsappNumber}`;

export default function BookingForm() {
  const { i18n } = useLingui();
  const { form, onSubmit, errorOf, pending, schema } = useEnquiryForm({
    loadSchema: () =>
      import('./appointmentSchema').then(({ AppointmentRequestSchema }) => AppointmentRequestSchema),
    empty: EMPTY_BOOKING,
    send: sendAppointmentRequest,
    sent: () => ({
      title: i18n._('Appointment Request Submitted!'),
      message: i18n._("We'll confirm your appointment soon."),
    }),
    notSent: i18n._('Your appointment request was not sent'),
  });

  // The chat link carries the request, so it is followed only once the form is complete; otherwise the fields
  // say what is missing. (Checked synchronously: the browser then opens the link itself, in a new tab. Until the
  // schema has arrived the link counts as incomplete, and a click checks the fields, waiting for it.)
  const values = useWatch({ control: form.control });
  const checked = schema?.safeParse(values);
  const whatsapp = checked?.success ? bookingWhatsappHref(checked.data) : undefined;
  const onWhatsApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (whatsapp) return;
    event.preventDefault();
    void form.trigger(undefined, { shouldFocus: true });
  };

  return (
    <EnquiryFormCard
      titleId="booking-form-title"
      title={i18n._('Book Your Visit')}
      lead={i18n._('Our team will confirm your appointment within 2 hours.')}
      onSubmit={onSubmit}
    >
      <div className={enquiries.fieldPair}>
        <NameInput error={errorOf('name')} {...form.register('name')} />
        <PhoneInput
          label={i18n._('Phone Number')}
          error={errorOf('phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <ChoiceSelect
          label={i18n._('Location')}
          prompt={i18n._('Select a location')}
          choices={BOOKING_LOCATIONS}
          labelOf={(location) => i18n._(LOCATION_LABELS[location])}
          error={errorOf('location')}
          {...form.register('location')}
        />
        <ChoiceSelect
          label={i18n._('Treatment')}
          prompt={i18n._('Select a treatment')}
          choices={BOOKING_TREATMENTS}
          labelOf={(treatment) => i18n._(TREATMENT_LABELS[treatment])}
          error={errorOf('treatment')}
          {...form.register('treatment')}
        />
        <TextInput
          label={i18n._('Preferred Date')}
          type="date"
          min={todayInIndia()}
          required
          error={errorOf('preferredDate')}
          {...form.register('preferredDate')}
        />
        <ChoiceSelect
          label={i18n._('Preferred Time')}
          prompt={i18n._('Select a time')}
          choices={BOOKING_TIMES}
          error={errorOf('preferredTime')}
          {...form.register('preferredTime')}
        />
      </div>
      <div className={enquiries.buttonPair}>
        <Button type="submit" color="teal.9" size="md" loading={pending}>
          {i18n._('Confirm Booking')}
        </Button>
        <ButtonLink
          href={whatsapp ?? bookingWhatsappFallback}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onWhatsApp}
          variant="default"
          size="md"
          leftSection={<ChatIcon size={20} className={classes.whatsappIcon} />}
          aria-describedby="whatsapp-note"
        >
          {i18n._('Book via WhatsApp')}
        </ButtonLink>
      </div>
      <Text id="whatsapp-note" size="sm" c="gray.7">
        {i18n._('Book via WhatsApp opens a chat with our team in a new tab, with your details filled in.')}
      </Text>
    </EnquiryFormCard>
  );
}
