import { useState } from 'react';
import { useLingui } from '@lingui/react';
import {
  consultationApi,
  prescriptionApi,
  type Consultation,
  type PatientSubmission,
} from '@hp/contracts';
import { ApiError, formatIndiaDate, notify, useLocale } from '@hp/shell-sdk';
import { apiQueryKey, queryClient, useApiQuery } from '@hp/shell-sdk/query';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title, inPageLanguage } from '@hp/ui';
import { acceptAlternative, declineAlternative } from '../../api/care';
import { dayText } from './dayText';
import { CONSULTATION_STATUS_TEXTS, SUBMISSION_STATUS_TEXTS, TOASTS } from './texts';
import classes from './health.module.css';

/** A list's answer may be a moment old: a decision or a new request shows when the page asks again. */
const FRESH_MS = 10_000;

/** "My requests": the patient's consultations (answering an alternative time) and prescriptions, with statuses. */
export function MyRequests() {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="my-requests-title">
      <Stack gap="lg">
        <Title order={2} id="my-requests-title" fz="xl">
          {i18n._('My requests')}
        </Title>
        <MyConsultations />
        <MyPrescriptions />
      </Stack>
    </Paper>
  );
}

function ListState({ pending, error, retry }: { pending: boolean; error: boolean; retry: () => void }) {
  const { i18n } = useLingui();
  if (pending)
    return (
      <Group gap="xs" role="status">
        <Loader size={18} />
        <Text c="gray.7">{i18n._('Loading your requests...')}</Text>
      </Group>
    );
  if (error)
    return (
      <Group gap="sm">
        <Text c="gray.7">{i18n._('Your requests could not be loaded.')}</Text>
        <Button variant="default" size="xs" onClick={retry}>
          {i18n._('Try again')}
        </Button>
      </Group>
    );
  return null;
}

function MyConsultations() {
  const { i18n } = useLingui();
  const list = useApiQuery(consultationApi.myConsultations, { query: {} }, { staleTime: FRESH_MS });
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {i18n._('Consultations')}
      </Title>
      <ListState pending={list.isPending} error={list.isError} retry={() => void list.refetch()} />
      {list.isSuccess &&
        (list.data.consultations.length === 0 ? (
          <Text c="gray.7">{i18n._('No consultations yet')}</Text>
        ) : (
          <ul className={classes.requests}>
            {list.data.consultations.map((consultation) => (
              <li key={consultation.id}>
                <ConsultationItem consultation={consultation} />
              </li>
            ))}
          </ul>
        ))}
    </Stack>
  );
}

/** The date and slot of a `consultationTime` text ('2026-12-01 2:30 PM') as the page's language writes them. */
function useTimeText() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  return (date: string, time: string) => i18n._('{date} at {time}', { date: dayText(date, locale), time });
}

function ConsultationItem({ consultation }: { consultation: Consultation }) {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const timeText = useTimeText();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const status = CONSULTATION_STATUS_TEXTS[consultation.status];
  const alternative = consultation.alternative;
  const offered = alternative?.status === 'offered';
  const titleId = `consultation-${consultation.id}`;

  const answer = async (choice: 'accept' | 'decline') => {
    setAnswering(choice);
    try {
      await (choice === 'accept' ? acceptAlternative : declineAlternative)(consultation.id);
      notify.success(
        choice === 'accept'
          ? i18n._('You accepted the alternative time.')
          : i18n._('You declined the alternative time. The consultation is cancelled.'),
      );
    } catch (failure) {
      const reason = failure instanceof ApiError && failure.message ? failure.message : TOASTS.tryLater;
      notify.error(i18n._('Your answer could not be saved'), inPageLanguage(i18n, reason));
    } finally {
      setAnswering(null);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(consultationApi.myConsultations) });
    }
  };

  return (
    <article className={classes.request} aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text fw={700} id={titleId}>
            {consultation.service.name}
          </Text>
          <Text size="sm">{timeText(consultation.date, consultation.time)}</Text>
        </Stack>
        <Badge variant="outline" color={offered ? 'blue.9' : status.color}>
          {offered ? i18n._('Alternative time offered') : i18n._(status.label)}
        </Badge>
      </Group>
      {alternative && (
        <Stack gap={4} mt="xs">
          <Text size="sm">
            {i18n._('Alternative time: {time}', { time: timeText(alternative.date, alternative.time) })}
            {alternative.status === 'accepted' && ` (${i18n._('accepted')})`}
            {alternative.status === 'declined' && ` (${i18n._('declined')})`}
            {alternative.status === 'expired' && ` (${i18n._('expired')})`}
          </Text>
          {offered && (
            <>
              <Text size="sm" c="gray.7">
                {i18n._('Held for you until {date}, {time}. Please accept or decline it.', {
                  date: formatIndiaDate(alternative.expiresAt, locale),
                  time: new Date(alternative.expiresAt).toLocaleTimeString(
                    locale === 'hi' ? 'hi-IN' : 'en-IN',
                    {
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZone: 'Asia/Kolkata',
                    },
                  ),
                })}
              </Text>
              <Group gap="sm">
                <Button
                  size="xs"
                  color="teal.9"
                  aria-describedby={titleId}
                  disabled={answering !== null}
                  onClick={() => void answer('accept')}
                >
                  {answering === 'accept' ? i18n._('Accepting...') : i18n._('Accept')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  aria-describedby={titleId}
                  disabled={answering !== null}
                  onClick={() => void answer('decline')}
                >
                  {answering === 'decline' ? i18n._('Declining...') : i18n._('Decline')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      {consultation.adminNote && (
        <Text size="sm" mt="xs">
          {consultation.status === 'rejected'
            ? i18n._('Reason: {note}', { note: consultation.adminNote })
            : i18n._('Note: {note}', { note: consultation.adminNote })}
        </Text>
      )}
    </article>
  );
}

function MyPrescriptions() {
  const { i18n } = useLingui();
  const list = useApiQuery(prescriptionApi.myPrescriptions, { query: {} }, { staleTime: FRESH_MS });
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {i18n._('Prescriptions')}
      </Title>
      <ListState pending={list.isPending} error={list.isError} retry={() => void list.refetch()} />
      {list.isSuccess &&
        (list.data.submissions.length === 0 ? (
          <Text c="gray.7">{i18n._('No prescriptions yet')}</Text>
        ) : (
          <ul className={classes.requests}>
            {list.data.submissions.map((submission) => (
              <li key={submission.id}>
                <PrescriptionItem submission={submission} />
              </li>
            ))}
          </ul>
        ))}
    </Stack>
  );
}

function PrescriptionItem({ submission }: { submission: PatientSubmission }) {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const status = SUBMISSION_STATUS_TEXTS[submission.status];
  return (
    <article className={classes.request} aria-labelledby={`prescription-${submission.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text fw={700} id={`prescription-${submission.id}`}>
            {submission.providerName}
          </Text>
          <Text size="sm">
            {submission.type === 'lab' ? i18n._('Lab test prescription') : i18n._('Prescription')}
            {' · '}
            {i18n._('Dr. {doctor}, {date}', {
              doctor: submission.doctor,
              date: dayText(submission.date, locale),
            })}
          </Text>
          <Text size="sm" c="gray.7">
            {i18n._('Sent on {date}', { date: formatIndiaDate(submission.createdAt, locale) })}
          </Text>
        </Stack>
        <Badge variant="outline" color={status.color}>
          {i18n._(status.label)}
        </Badge>
      </Group>
    </article>
  );
}
