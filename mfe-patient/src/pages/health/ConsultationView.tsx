import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  bookingOfForm,
  consultationDateProblem,
  consultationApi,
  ConsultationFormSchema,
  latestConsultationDate,
  todayInIndia,
  type ConsultationForm,
} from '@hp/contracts';
import { ApiError, notify, useLocale } from '@hp/shell-sdk';
import { dayText } from './dayText';
import { apiQueryKey, queryClient, useApiQuery } from '@hp/shell-sdk/query';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  contractResolver,
  fieldErrorsFrom,
  inPageLanguage,
  showServerFieldErrors,
} from '@hp/ui';
import { bookConsultation } from '../../api/care';
import { TOASTS } from './texts';
import classes from './health.module.css';

export type ConsultationFormValues = Record<
  'fullName' | 'phoneNumber' | 'consultationDate' | 'consultationTime' | 'purpose',
  string
>;

const EMPTY: ConsultationFormValues = {
  fullName: '',
  phoneNumber: '',
  consultationDate: '',
  consultationTime: '',
  purpose: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof ConsultationFormValues)[];

export interface ConsultationViewProps {
  /** The name is empty when the form was opened from a link (it then comes with the clinic's slots). */
  clinic: { id: string; name: string };
  /** A link's date and time (the FHIR feed's booking link): filled in, the time once it shows free. */
  prefill?: { date?: string | undefined; time?: string | undefined } | undefined;
  /** Back to the services (the form and its errors are dropped with the view). */
  onBack: () => void;
}

/**
 * 'Consultation Details': full name, phone, preferred date, a time slot from the clinic's real slots of that day
 * (full ones shown and not selectable), purpose; the selected date and the schedule's summary beside them.
 */
export default function ConsultationView({ clinic, prefill, onBack }: ConsultationViewProps) {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const form = useForm<ConsultationFormValues, unknown, ConsultationForm>({
    resolver: contractResolver(ConsultationFormSchema),
    defaultValues: { ...EMPTY, consultationDate: prefill?.date ?? '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const date = form.watch('consultationDate');
  const time = form.watch('consultationTime');
  const dateChosen = Boolean(date) && consultationDateProblem(date) === undefined;
  const slotsCall = { query: { service: clinic.id, date } };
  const slots = useApiQuery(consultationApi.consultationSlots, slotsCall, { enabled: dateChosen });
  const message = (text: string | undefined) => inPageLanguage(i18n, text);
  const clinicName = clinic.name || slots.data?.clinicName || '';

  // The select gets the link's time once the day's slots are there, if that slot is still free (else none).
  const linkedTime = useRef(prefill?.time);
  useEffect(() => {
    if (!slots.isSuccess || linkedTime.current === undefined) return;
    const wanted = slots.data.slots.find((slot) => slot.time === linkedTime.current && slot.state === 'free');
    linkedTime.current = undefined;
    if (wanted) form.setValue('consultationTime', wanted.time);
  }, [slots.isSuccess, slots.data, form]);

  /** The spec: a field's error clears when the field is edited. */
  const field = (name: keyof ConsultationFormValues) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type?: unknown }) => {
        form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };
  const dateField = field('consultationDate');

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await bookConsultation(bookingOfForm(values, clinic.id));
        notify.success(
          i18n._(TOASTS.bookedTitle),
          i18n._(
            'Consultation request submitted successfully for {service} on {date} at {time}! Your request is now under admin review.',
            { service: clinicName, date: values.consultationDate, time: values.consultationTime },
          ),
        );
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(consultationApi.myConsultations) });
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(consultationApi.consultationSlots) });
        onBack();
      } catch (failure) {
        const reason = failure instanceof ApiError && failure.message ? failure.message : TOASTS.tryLater;
        notify.error(i18n._('Error booking consultation: {message}', { message: message(reason) ?? reason }));
        showServerFieldErrors(failure, FIELDS, form.setError);
        const fields = fieldErrorsFrom(failure);
        if (fields.consultationTime && !fields.consultationDate)
          form.setError('consultationTime', { type: 'server', message: fields.consultationTime });
        if (failure instanceof ApiError && failure.code === 'BOOKING.SLOT_FULL') {
          form.setError(
            'consultationTime',
            { type: 'server', message: failure.message },
            { shouldFocus: true },
          );
          void slots.refetch();
        }
      }
    },
    () => notify.error(i18n._(TOASTS.validationTitle), i18n._(TOASTS.validationMessage)),
  );

  const free = slots.data?.slots.filter((slot) => slot.state === 'free').length ?? 0;
  const timeChoices = !dateChosen
    ? [{ value: '', label: i18n._('Please select a date first') }]
    : slots.isPending
      ? [{ value: '', label: i18n._('Loading available times...') }]
      : slots.isError
        ? [{ value: '', label: i18n._('The times could not be loaded.') }]
        : [
            { value: '', label: i18n._('Select a time slot') },
            ...slots.data.slots.map((slot) => ({
              value: slot.time,
              label:
                slot.state === 'full'
                  ? i18n._('{time} (full)', { time: slot.time })
                  : slot.state === 'past'
                    ? i18n._('{time} (passed)', { time: slot.time })
                    : slot.time,
              disabled: slot.state !== 'free',
            })),
          ];

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="consultation-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="consultation-title" fz="xl">
            {i18n._('Consultation Details')}
          </Title>
          <Text c="gray.7">{i18n._('Clinic: {name}', { name: clinicName })}</Text>
        </Stack>
        <form noValidate onSubmit={(event) => void submit(event)} className={classes.form}>
          <TextInput
            label={i18n._('Full name')}
            withAsterisk
            autoComplete="name"
            error={message(errors.fullName?.message)}
            {...field('fullName')}
          />
          <TextInput
            label={i18n._('Phone number')}
            withAsterisk
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={message(errors.phoneNumber?.message)}
            {...field('phoneNumber')}
          />
          <TextInput
            label={i18n._('Preferred date')}
            withAsterisk
            type="date"
            min={todayInIndia()}
            max={latestConsultationDate()}
            error={message(errors.consultationDate?.message)}
            {...dateField}
            onChange={(event) => {
              // The spec: changing the date clears the chosen time.
              form.setValue('consultationTime', '');
              form.clearErrors('consultationTime');
              void dateField.onChange(event);
            }}
          />
          <NativeSelect
            label={i18n._('Preferred time slot')}
            withAsterisk
            disabled={!dateChosen || !slots.isSuccess}
            description={dateChosen ? undefined : i18n._('Please select a date first')}
            error={message(errors.consultationTime?.message)}
            data={timeChoices}
            {...field('consultationTime')}
          />
          {slots.isError && (
            <Button variant="default" size="xs" onClick={() => void slots.refetch()}>
              {i18n._('Try again')}
            </Button>
          )}
          <Textarea
            label={i18n._('Purpose of consultation')}
            withAsterisk
            rows={4}
            error={message(errors.purpose?.message)}
            {...field('purpose')}
          />
          <Paper withBorder p="md" className={classes.summary} aria-live="polite">
            <Stack gap={4}>
              <Text fw={600}>
                {dateChosen
                  ? i18n._('Selected date: {date}', { date: dayText(date, locale) })
                  : i18n._('No date selected yet')}
              </Text>
              <Text size="sm" c="gray.7">
                {i18n._(
                  'Clinic hours: 9:00 AM to 12:00 PM and 2:00 PM to 5:00 PM (India time), in half-hour slots.',
                )}
              </Text>
              {dateChosen && slots.isSuccess && (
                <Text size="sm">
                  {i18n._('{free} of {total} time slots available', { free, total: slots.data.slots.length })}
                </Text>
              )}
              {dateChosen && time && (
                <Text size="sm" fw={600}>
                  {i18n._('Your consultation: {date} at {time}, {clinic}', {
                    date: dayText(date, locale),
                    time,
                    clinic: clinicName,
                  })}
                </Text>
              )}
            </Stack>
          </Paper>
          <Group gap="md">
            <Button type="submit" color="teal.9" disabled={isSubmitting}>
              {isSubmitting ? i18n._('Submitting...') : i18n._('Submit')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
