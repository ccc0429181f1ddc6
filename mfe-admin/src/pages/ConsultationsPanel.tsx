import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import {
  ConsultationStatusSchema,
  type Consultation,
  type ConsultationDecision,
  type ConsultationStatus,
} from '@hp/contracts';
import { useQuery } from '@hp/shell-sdk/query';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@hp/ui';
import { adminQueryKeys, getConsultation, listConsultations } from '../api/admin';
import { Counters, Pager, useKeysetPages } from './AdminFrame';
import { DetailList, ListFailure, SEARCH_PLACEHOLDER } from './dashParts';
import {
  ALTERNATIVE_STATUS_LABEL,
  CONSULTATION_ACTION_LABEL,
  CONSULTATION_STATUS_COLOUR,
  CONSULTATION_STATUS_LABEL,
  formatWhen,
} from './labels';
import type { Decision } from './DecisionModal';
import classes from './admin.module.css';

// The approve / reject modal's code (its form and checks) loads when an admin first opens it.
const DecisionModal = lazy(() => import('./DecisionModal'));

/**
 * The Consultations tab: the counters (every consultation by status, from the server), the server-side search and
 * status filter, the keyset-paginated table, View Details (with the audit trail) and, for a pending one, Approve and
 * Reject (the decision modal).
 */
export default function ConsultationsPanel() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ConsultationStatus | ''>('');
  const [viewing, setViewing] = useState<Consultation | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const pages = useKeysetPages();
  const query = {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
    ...pages.query,
  };
  const list = useQuery({
    queryKey: [...adminQueryKeys.consultations, 'list', query],
    queryFn: () => listConsultations(query),
    placeholderData: (previous) => previous,
  });
  const counts = list.data?.counts;
  const decide = (consultation: Consultation, decision: Decision['status']) => {
    setViewing(null);
    setDeciding({ consultation, status: decision });
  };

  return (
    <div className={classes.panel}>
      <Counters
        items={[
          { label: i18n._('Total'), value: counts?.all },
          { label: i18n._(CONSULTATION_STATUS_LABEL.pending), value: counts?.pending },
          { label: i18n._(CONSULTATION_STATUS_LABEL.approved), value: counts?.approved },
          { label: i18n._(CONSULTATION_STATUS_LABEL.rejected), value: counts?.rejected },
          { label: i18n._(CONSULTATION_STATUS_LABEL.cancelled), value: counts?.cancelled },
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
            pages.filtered(() => setStatus(event.currentTarget.value as ConsultationStatus | ''))
          }
          data={[
            { value: '', label: i18n._('All') },
            ...ConsultationStatusSchema.options.map((value) => ({
              value,
              label: i18n._(CONSULTATION_STATUS_LABEL[value]),
            })),
          ]}
        />
      </div>
      <ListFailure error={list.error} fallback={i18n._('Failed to fetch consultations')} />
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{i18n._('Consultation requests, newest first')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Patient')}</th>
              <th scope="col">{i18n._('Phone')}</th>
              <th scope="col">{i18n._('Clinic')}</th>
              <th scope="col">{i18n._('Consultation time')}</th>
              <th scope="col">{i18n._('Status')}</th>
              <th scope="col">{i18n._('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.consultations.map((consultation) => (
              <tr key={consultation.id}>
                <th scope="row">{consultation.fullName}</th>
                <td>{consultation.phoneNumber}</td>
                <td>{consultation.service.name}</td>
                <td>
                  {consultation.consultationTime}
                  {consultation.alternativeTime && (
                    <Text size="sm" c="gray.7">
                      {i18n._('Alternative: {time}', { time: consultation.alternativeTime })}
                    </Text>
                  )}
                </td>
                <td>
                  <StatusBadge status={consultation.status} />
                </td>
                <td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={i18n._('View Details of {name}', { name: consultation.fullName })}
                      onClick={() => setViewing(consultation)}
                    >
                      {i18n._('View Details')}
                    </Button>
                    {consultation.status === 'pending' && (
                      <>
                        <Button
                          size="xs"
                          color="teal.9"
                          aria-label={i18n._('Approve {name}', { name: consultation.fullName })}
                          onClick={() => decide(consultation, 'approved')}
                        >
                          {i18n._('Approve')}
                        </Button>
                        <Button
                          size="xs"
                          color="red.9"
                          aria-label={i18n._('Reject {name}', { name: consultation.fullName })}
                          onClick={() => decide(consultation, 'rejected')}
                        >
                          {i18n._('Reject')}
                        </Button>
                      </>
                    )}
                  </Group>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && (
          <div className={classes.empty}>
            <Loader aria-label={i18n._('Loading consultations...')} />
          </div>
        )}
        {list.data?.consultations.length === 0 && (
          <p className={classes.empty}>{i18n._('No consultations found')}</p>
        )}
      </div>
      <Pager pages={pages} nextCursor={list.data?.nextCursor} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="lg"
        title={i18n._('Consultation Details')}
        closeLabel={i18n._('Close')}
      >
        {viewing && <ConsultationDetails key={viewing.id} listed={viewing} onDecide={decide} />}
      </Modal>
      {deciding && (
        <Suspense fallback={null}>
          <DecisionModal decision={deciding} onClose={() => setDeciding(null)} />
        </Suspense>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: ConsultationStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={CONSULTATION_STATUS_COLOUR[status]}>{i18n._(CONSULTATION_STATUS_LABEL[status])}</Badge>
  );
}

/** View Details: the consultation as the server has it now, its alternative time, the admin's note, the audit trail. */
function ConsultationDetails({
  listed,
  onDecide,
}: {
  listed: Consultation;
  onDecide: (consultation: Consultation, status: Decision['status']) => void;
}) {
  const { i18n } = useLingui();
  const detail = useQuery({
    queryKey: [...adminQueryKeys.consultations, 'detail', listed.id],
    queryFn: () => getConsultation(listed.id),
  });
  const consultation = detail.data?.consultation ?? listed;
  const clinic = consultation.service;
  const alternative = consultation.alternative;
  return (
    <Stack gap="md">
      <DetailList
        rows={[
          [i18n._('Name'), consultation.fullName],
          [i18n._('Phone'), consultation.phoneNumber],
          [i18n._('Purpose'), consultation.purpose],
          [i18n._('Clinic'), `${clinic.name}, ${clinic.address}, ${clinic.location}`],
          [i18n._('Clinic phone'), clinic.phone],
          [i18n._('Service Type'), i18n._('Clinic')],
          [i18n._('Consultation Time'), consultation.consultationTime],
          [i18n._('Status'), <StatusBadge key="status" status={consultation.status} />],
          ...(alternative
            ? [
                [
                  i18n._('Alternative time'),
                  `${alternative.consultationTime} (${i18n._(ALTERNATIVE_STATUS_LABEL[alternative.status])})`,
                ] as const,
              ]
            : []),
          ...(consultation.adminNote ? [[i18n._('Admin note'), consultation.adminNote] as const] : []),
          [i18n._('Requested'), formatWhen(consultation.createdAt, i18n.locale)],
          [i18n._('Reference'), consultation.id],
        ]}
      />
      {consultation.status === 'pending' && (
        <Group gap="sm">
          <Button color="teal.9" onClick={() => onDecide(consultation, 'approved')}>
            {i18n._('Approve')}
          </Button>
          <Button color="red.9" onClick={() => onDecide(consultation, 'rejected')}>
            {i18n._('Reject')}
          </Button>
        </Group>
      )}
      <section aria-labelledby="consultation-trail">
        <Title order={3} fz="md" id="consultation-trail">
          {i18n._('Audit trail')}
        </Title>
        <ListFailure error={detail.error} fallback={i18n._('Failed to fetch consultations')} />
        {detail.isPending ? (
          <Center py="md">
            <Loader aria-label={i18n._('Loading the audit trail...')} />
          </Center>
        ) : (
          <ConsultationTrail decisions={detail.data?.decisions ?? []} />
        )}
      </section>
    </Stack>
  );
}

function ConsultationTrail({ decisions }: { decisions: readonly ConsultationDecision[] }) {
  const { i18n } = useLingui();
  if (decisions.length === 0) return <Text size="sm">{i18n._('No decisions yet.')}</Text>;
  return (
    <ol className={classes.trail}>
      {decisions.map((decision) => (
        <li key={`${decision.at}-${decision.action}`}>
          <Text size="sm" component="span">
            {i18n._('{when}: {action} ({from} → {to}) by {actor}', {
              when: formatWhen(decision.at, i18n.locale),
              action: i18n._(CONSULTATION_ACTION_LABEL[decision.action]),
              from: i18n._(CONSULTATION_STATUS_LABEL[decision.fromStatus]),
              to: i18n._(CONSULTATION_STATUS_LABEL[decision.toStatus]),
              actor:
                decision.actorId === null
                  ? i18n._('the system')
                  : decision.actorRole === '300'
                    ? i18n._('the patient')
                    : decision.actorId,
            })}
            {decision.alternativeTime &&
              ` — ${i18n._('Alternative: {time}', { time: decision.alternativeTime })}`}
            {decision.note && ` — ${decision.note}`}
          </Text>
        </li>
      ))}
    </ol>
  );
}
