import { useLingui } from '@lingui/react';
import { useState } from 'react';
import {
  SubmissionStatusSchema,
  type PrescriptionType,
  type Submission,
  type SubmissionDecision,
  type SubmissionStatus,
} from '@hp/contracts';
import { ApiError, NetworkError, notify } from '@hp/shell-sdk';
import { queryClient, useMutation, useQuery } from '@hp/shell-sdk/query';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  inPageLanguage,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@hp/ui';
import { adminQueryKeys, getSubmission, listSubmissions, updateSubmissionStatus } from '../api/admin';
import { Counters, Pager, useKeysetPages } from './AdminFrame';
import { DetailList, ListFailure, SEARCH_PLACEHOLDER } from './dashParts';
import {
  formatWhen,
  PRESCRIPTION_TYPE_LABEL,
  SUBMISSION_STATUS_COLOUR,
  SUBMISSION_STATUS_LABEL,
} from './labels';
import classes from './admin.module.css';

/** The status filter's names: the spec's "Approved" is the submissions' `accepted`. */
const FILTER_LABEL: Record<SubmissionStatus, { id: string }> = {
  pending: /*i18n*/ { id: 'Pending' },
  accepted: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
};

/**
 * Lab Requests (`type` lab), Pharmacy Requests (pharmacy) and All Submissions (no type): the counters (over the type
 * and search, from the server), the server-side search and status filter, the keyset-paginated table, and View
 * Details with the file, the audit trail and the status change.
 */
export default function SubmissionsPanel({ type }: { type?: PrescriptionType }) {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubmissionStatus | ''>('');
  const [viewing, setViewing] = useState<Submission | null>(null);
  const pages = useKeysetPages();
  const query = {
    ...(type ? { type } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
    ...pages.query,
  };
  const list = useQuery({
    queryKey: [...adminQueryKeys.submissions, 'list', query],
    queryFn: () => listSubmissions(query),
    placeholderData: (previous) => previous,
  });
  const data = list.data?.data;
  const counts = data?.counts;
  const caption =
    type === 'lab'
      ? i18n._('Lab test prescriptions, newest first')
      : type === 'pharmacy'
        ? i18n._('Prescriptions to pharmacies, newest first')
        : i18n._('Every prescription submission, newest first');

  return (
    <div className={classes.panel}>
      <Counters
        items={[
          { label: i18n._('Total'), value: counts?.all },
          { label: i18n._(SUBMISSION_STATUS_LABEL.pending), value: counts?.pending },
          { label: i18n._(SUBMISSION_STATUS_LABEL.accepted), value: counts?.accepted },
          { label: i18n._(SUBMISSION_STATUS_LABEL.rejected), value: counts?.rejected },
        ]}
      />
      <div className={classes.filters} role="search">
        <TextInput
          label={i18n._('Search')}
          type="search"
          placeholder={i18n._(SEARCH_PLACEHOLDER)}
          value={search}
          onChange={(event) => pages.filtered(() => setSearch(event.currentTarget.value))}
        />
        <NativeSelect
          label={i18n._('Status')}
          value={status}
          onChange={(event) =>
            pages.filtered(() => setStatus(event.currentTarget.value as SubmissionStatus | ''))
          }
          data={[
            { value: '', label: i18n._('All') },
            ...SubmissionStatusSchema.options.map((value) => ({ value, label: i18n._(FILTER_LABEL[value]) })),
          ]}
        />
      </div>
      <ListFailure error={list.error} fallback={i18n._('Failed to fetch submissions')} />
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Patient')}</th>
              <th scope="col">{i18n._('Mobile')}</th>
              {!type && <th scope="col">{i18n._('Type')}</th>}
              <th scope="col">{i18n._('Provider')}</th>
              <th scope="col">{i18n._('Doctor')}</th>
              <th scope="col">{i18n._('Received')}</th>
              <th scope="col">{i18n._('Status')}</th>
              <th scope="col">{i18n._('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.all.map((submission) => (
              <tr key={submission.id}>
                <th scope="row">{submission.username}</th>
                <td>{submission.mobile}</td>
                {!type && <td>{i18n._(PRESCRIPTION_TYPE_LABEL[submission.type])}</td>}
                <td>{submission.providerName}</td>
                <td>{submission.doctor}</td>
                <td>{formatWhen(submission.createdAt, i18n.locale)}</td>
                <td>
                  <SubmissionBadge status={submission.status} />
                </td>
                <td>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={i18n._('View Details of {name}', { name: submission.username })}
                    onClick={() => setViewing(submission)}
                  >
                    {i18n._('View Details')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && (
          <div className={classes.empty}>
            <Loader aria-label={i18n._('Loading submissions...')} />
          </div>
        )}
        {data?.all.length === 0 && <p className={classes.empty}>{i18n._('No submissions found')}</p>}
      </div>
      <Pager pages={pages} nextCursor={data?.nextCursor} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="lg"
        title={viewing?.type === 'lab' ? i18n._('Lab Request Details') : i18n._('Pharmacy Request Details')}
        closeLabel={i18n._('Close')}
      >
        {viewing && <SubmissionDetails key={viewing.id} listed={viewing} />}
      </Modal>
    </div>
  );
}

function SubmissionBadge({ status }: { status: SubmissionStatus }) {
  const { i18n } = useLingui();
  return <Badge color={SUBMISSION_STATUS_COLOUR[status]}>{i18n._(SUBMISSION_STATUS_LABEL[status])}</Badge>;
}

/** View Details: the submission as the server has it now, its file (a link valid for minutes), the trail, the change. */
function SubmissionDetails({ listed }: { listed: Submission }) {
  const { i18n } = useLingui();
  const detail = useQuery({
    queryKey: [...adminQueryKeys.submissions, 'detail', listed.id],
    queryFn: () => getSubmission(listed.id),
  });
  const submission = detail.data?.submission ?? listed;
  const file = submission.prescriptionFile;
  return (
    <Stack gap="md">
      <DetailList
        rows={[
          [i18n._('Type'), i18n._(PRESCRIPTION_TYPE_LABEL[submission.type])],
          [i18n._('Status'), <SubmissionBadge key="status" status={submission.status} />],
          [i18n._('Patient'), submission.username],
          [i18n._('Mobile'), submission.mobile],
          [i18n._('Provider'), submission.providerName],
          [i18n._('Provider e-mail'), submission.providerEmail],
          ...(submission.service ? [[i18n._('Service'), submission.service] as const] : []),
          [i18n._('Doctor'), submission.doctor],
          [i18n._('Prescribed date'), submission.date],
          ...(submission.notes ? [[i18n._('Notes'), submission.notes] as const] : []),
          [
            i18n._('Prescription file'),
            <Anchor key="file" href={file.url} target="_blank" rel="noopener noreferrer">
              {i18n._('{name} ({size} KB)', { name: file.originalName, size: Math.ceil(file.size / 1024) })}
            </Anchor>,
          ],
          [i18n._('Received'), formatWhen(submission.createdAt, i18n.locale)],
          [i18n._('Reference'), submission.id],
        ]}
      />
      <Text size="sm" c="gray.7">
        {i18n._('link valid until {time}', { time: formatWhen(file.expiresAt, i18n.locale) })}
      </Text>
      <StatusChange key={submission.status} id={submission.id} current={submission.status} />
      <section aria-labelledby="submission-trail">
        <Title order={3} fz="md" id="submission-trail">
          {i18n._('Audit trail')}
        </Title>
        <ListFailure error={detail.error} fallback={i18n._('Failed to fetch submissions')} />
        {detail.isPending ? (
          <Center py="md">
            <Loader aria-label={i18n._('Loading the audit trail...')} />
          </Center>
        ) : (
          <SubmissionTrail decisions={detail.data?.submission.decisions ?? []} />
        )}
      </section>
    </Stack>
  );
}

/** The admin sets any of the three statuses (pending again corrects a mistake) with an optional note; audited. */
function StatusChange({ id, current }: { id: string; current: SubmissionStatus }) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<SubmissionStatus>(current);
  const [note, setNote] = useState('');
  const change = useMutation({
    mutationFn: () => updateSubmissionStatus(id, { status, ...(note.trim() ? { note: note.trim() } : {}) }),
  });

  const save = async () => {
    try {
      const answer = await change.mutateAsync();
      notify.success(i18n._('Status updated'), inPageLanguage(i18n, answer.message));
      setNote('');
    } catch (error) {
      notify.error(
        i18n._('Failed to update status'),
        error instanceof ApiError
          ? inPageLanguage(i18n, error.message)
          : error instanceof NetworkError
            ? i18n._('Error connecting to server')
            : undefined,
      );
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.submissions });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="submission-status-change"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="submission-status-change">
          {i18n._('Change status')}
        </Title>
        <NativeSelect
          label={i18n._('New status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as SubmissionStatus)}
          data={SubmissionStatusSchema.options.map((value) => ({
            value,
            label: i18n._(SUBMISSION_STATUS_LABEL[value]),
          }))}
        />
        <Textarea
          label={i18n._('Note (optional)')}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" loading={change.isPending} disabled={status === current}>
            {i18n._('Update Status')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubmissionTrail({ decisions }: { decisions: readonly SubmissionDecision[] }) {
  const { i18n } = useLingui();
  if (decisions.length === 0) return <Text size="sm">{i18n._('No status changes yet.')}</Text>;
  return (
    <ol className={classes.trail}>
      {decisions.map((decision) => (
        <li key={`${decision.at}-${decision.toStatus}`}>
          <Text size="sm" component="span">
            {i18n._('{when}: {from} → {to} by {actor}', {
              when: formatWhen(decision.at, i18n.locale),
              from: i18n._(SUBMISSION_STATUS_LABEL[decision.fromStatus]),
              to: i18n._(SUBMISSION_STATUS_LABEL[decision.toStatus]),
              actor: decision.actorId,
            })}
            {decision.note && ` — ${decision.note}`}
          </Text>
        </li>
      ))}
    </ol>
  );
}
