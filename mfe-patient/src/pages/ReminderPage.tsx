import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { reminderApi, type ReminderAnswerReply, type ReminderLinkView } from '@hp/contracts';
import { ApiError, useLocale } from '@hp/shell-sdk';
import { apiQueryKey, queryClient, useApiQuery } from '@hp/shell-sdk/query';
import { Alert, Button, ButtonLink, Container, Loader, Modal, Paper, Stack, Text, Title } from '@hp/ui';
import { cancelByReminder, confirmByReminder, REMINDER_TOKEN } from '../api/reminders';
import { dayText } from './health/dayText';
import classes from './reminder/reminder.module.css';

type Answer = 'confirm' | 'cancel';
/** What the last answer gave: its outcome, or why it did not go through. */
type Result = { outcome: 'confirmed' | 'cancelled' } | { failed: Answer; offline: boolean } | null;

/** The link no longer (or never) leads to a consultation: a 4xx other than "already closed". */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;

/**
 * /reminder/:token, the page a consultation reminder (e-mail, WhatsApp, SMS) links to, public: the signed token is
 * the credential. The consultation's clinic, day and time; Confirm, or Cancel after a confirmation dialog (which
 * frees the slot). A link already answered shows its state without buttons; an unknown or malformed link says so
 * and leads to /clinicmain; network trouble keeps the page and offers to try again.
 */
export default function ReminderPage() {
  const { i18n } = useLingui();
  const { token = '' } = useParams();
  const wellFormed = REMINDER_TOKEN.test(token);
  const call = { params: { token } };
  const link = useApiQuery(reminderApi.reminderLink, call, { enabled: wellFormed });
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState<Answer | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [dead, setDead] = useState(false);

  const answer = async (which: Answer) => {
    setAsking(false);
    setSending(which);
    setResult(null);
    try {
      const reply: ReminderAnswerReply = await (which === 'confirm' ? confirmByReminder : cancelByReminder)(token);
      queryClient.setQueryData(apiQueryKey(reminderApi.reminderLink, call), reply.link);
      setResult({ outcome: which === 'confirm' ? 'confirmed' : 'cancelled' });
    } catch (error) {
      if (isDeadLink(error)) setDead(true);
      else if (error instanceof ApiError && error.status === 409)
        // Answered elsewhere, or the consultation is over: the page shows it as it now is.
        await link.refetch();
      else setResult({ failed: which, offline: !(error instanceof ApiError) });
    } finally {
      setSending(null);
    }
  };

  const body = (() => {
    if (!wellFormed || dead || isDeadLink(link.error)) return <DeadLink />;
    if (link.isPending)
      return (
        <Stack gap="sm" align="center">
          <Loader aria-label={i18n._('Loading your consultation…')} />
        </Stack>
      );
    if (link.isError)
      return (
        <Alert color="red" role="alert" title={i18n._('We could not load your consultation')}>
          <Stack gap="sm" align="flex-start">
            <Text>{i18n._('Please check your internet connection and try again.')}</Text>
            <Button onClick={() => void link.refetch()} loading={link.isFetching}>
              {i18n._('Try again')}
            </Button>
          </Stack>
        </Alert>
      );
    return (
      <LinkView
        view={link.data}
        result={result}
        sending={sending}
        onConfirm={() => void answer('confirm')}
        onCancel={() => setAsking(true)}
        onRetry={(which) => void answer(which)}
      />
    );
  })();

  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="lg">
        <Title order={1}>
          {i18n._('Your consultation')}
        </Title>
        {body}
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={i18n._('Cancel this appointment?')}
        closeLabel={i18n._('Close')}
      >
        <Stack gap="md">
          <Text>{i18n._('The clinic will be told, and the time slot will be freed for other patients.')}</Text>
          <div className={classes.actions}>
            <Button variant="default" onClick={() => setAsking(false)}>
              {i18n._('Keep appointment')}
            </Button>
            <Button color="red" onClick={() => void answer('cancel')}>
              {i18n._('Yes, cancel it')}
            </Button>
          </div>
        </Stack>
      </Modal>
    </Container>
  );
}

function DeadLink() {
  const { i18n } = useLingui();
  return (
    <Alert color="yellow" role="alert" title={i18n._('This link is not valid')}>
      <Stack gap="sm" align="flex-start">
        <Text>
          {i18n._(
            'The reminder link may have been copied incompletely, or it is no longer valid. You can see your consultations in your health services.',
          )}
        </Text>
        <ButtonLink to="/clinicmain">
          {i18n._('Go to my health services')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

interface LinkViewProps {
  view: ReminderLinkView;
  result: Result;
  sending: Answer | null;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: (which: Answer) => void;
}

function LinkView({ view, result, sending, onConfirm, onCancel, onRetry }: LinkViewProps) {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { consultation, state } = view;
  const outcome = result && 'outcome' in result ? result.outcome : null;
  const failed = result && 'failed' in result ? result : null;
  const stateText = {
    open: null,
    confirmed: i18n._('You have confirmed this consultation.'),
    cancelled: i18n._('This consultation is cancelled.'),
    past: i18n._('This consultation has already taken place.'),
  }[state];

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="reminder-details">
      <Stack gap="md">
        <Title order={2} fz="lg" id="reminder-details">
          {i18n._('Appointment details')}
        </Title>
        <dl className={classes.details}>
          <dt>{i18n._('Patient')}</dt>
          <dd>{consultation.fullName}</dd>
          <dt>{i18n._('Clinic')}</dt>
          <dd>{consultation.clinicName}</dd>
          <dt>{i18n._('Date')}</dt>
          <dd>{dayText(consultation.date, locale)}</dd>
          <dt>{i18n._('Time')}</dt>
          <dd>{consultation.time}</dd>
        </dl>
        {outcome === 'confirmed' && (
          <Alert color="teal" role="status" title={i18n._('Appointment confirmed')}>
            {i18n._('Thank you. The clinic expects you at this time.')}
          </Alert>
        )}
        {outcome === 'cancelled' && (
          <Alert color="teal" role="status" title={i18n._('Appointment cancelled')}>
            {i18n._('The clinic has been told, and the time slot is free again for other patients.')}
          </Alert>
        )}
        {!outcome && stateText && (
          <Alert color={state === 'confirmed' ? 'teal' : 'gray'} role="status">
            {stateText}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert" title={i18n._('Your answer was not sent')}>
            <Stack gap="sm" align="flex-start">
              <Text>
                {failed.offline
                  ? i18n._('Please check your internet connection and try again.')
                  : i18n._('Something went wrong on our side. Please try again in a moment.')}
              </Text>
              <Button onClick={() => onRetry(failed.failed)} loading={sending !== null}>
                {i18n._('Try again')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state === 'open' && !failed && (
          <div className={classes.actions}>
            <Button onClick={onConfirm} loading={sending === 'confirm'} disabled={sending !== null}>
              {i18n._('Confirm appointment')}
            </Button>
            <Button
              variant="outline"
              color="red"
              onClick={onCancel}
              loading={sending === 'cancel'}
              disabled={sending !== null}
            >
              {i18n._('Cancel appointment')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
