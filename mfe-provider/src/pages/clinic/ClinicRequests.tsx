import { useLingui } from '@lingui/react';
import type { Consultation } from '@hp/contracts';
import { Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@hp/ui';
import {
  CONSULTATION_STATUS_COLOUR,
  CONSULTATION_STATUS_LABEL,
  PAYMENT_STATUS_COLOUR,
  PAYMENT_STATUS_LABEL,
} from './clinicLabels';
import pageClasses from '../ProviderPage.module.css';
import classes from './ClinicDash.module.css';

/** A consultation as the dashboard lists it (the contract's, of which it reads these). */
export type AdmissionRequest = Pick<
  Consultation,
  | 'id'
  | 'fullName'
  | 'phoneNumber'
  | 'purpose'
  | 'serviceType'
  | 'status'
  | 'consultationTime'
  | 'alternativeTime'
  | 'paymentLinkId'
  | 'paymentStatus'
> & { service: Pick<Consultation['service'], 'id'> };

export interface RequestActions {
  onDetails: (request: AdmissionRequest) => void;
  onGenerate: (request: AdmissionRequest) => void;
  onCheckStatus: (request: AdmissionRequest) => void;
  /** The request whose payment status is being asked for (its button waits). */
  checking?: string | null;
}

/** A consultation's status badge (colour by status). */
export function ConsultationStatusBadge({ status }: { status: AdmissionRequest['status'] }) {
  const { i18n } = useLingui();
  return (
    <Badge color={CONSULTATION_STATUS_COLOUR[status]}>{i18n._(CONSULTATION_STATUS_LABEL[status])}</Badge>
  );
}

/** A payment's status badge: pending, paid, partial or failed. */
export function PaymentStatusBadge({ status }: { status: NonNullable<AdmissionRequest['paymentStatus']> }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={PAYMENT_STATUS_COLOUR[status]}>
      {i18n._(PAYMENT_STATUS_LABEL[status])}
    </Badge>
  );
}

/**
 * The counters and the list of requests: 'Loading dashboard...' until they arrive (`undefined`), the spec's empty
 * text when there are none; each request with its badges and the spec's three buttons.
 */
export function ClinicRequests({
  requests,
  actions,
}: {
  requests: readonly AdmissionRequest[] | undefined;
  actions: RequestActions;
}) {
  const { i18n } = useLingui();
  if (!requests) {
    return (
      <Center py="xl">
        <Stack gap="sm" align="center">
          <Loader />
          <Text role="status">{i18n._('Loading dashboard...')}</Text>
        </Stack>
      </Center>
    );
  }
  const paid = requests.filter((request) => request.paymentStatus === 'paid').length;
  return (
    <>
      <div className={pageClasses.counters}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {i18n._('Pending Requests')}
          </Text>
          <Text fz="xl" fw={700} data-testid="pending-count">
            {requests.length}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {i18n._('Paid Requests')}
          </Text>
          <Text fz="xl" fw={700} data-testid="paid-count">
            {paid}
          </Text>
        </Paper>
      </div>
      <section aria-labelledby="pending-requests">
        <Title order={2} fz="lg" id="pending-requests">
          {i18n._('Pending Admission Requests ({count})', { count: requests.length })}
        </Title>
        {requests.length === 0 ? (
          <Paper withBorder mt="md" className={pageClasses.empty}>
            <Text c="dimmed">{i18n._('No pending admission requests')}</Text>
          </Paper>
        ) : (
          <ul className={classes.list}>
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RequestCard({ request, actions }: { request: AdmissionRequest; actions: RequestActions }) {
  const { i18n } = useLingui();
  const headingId = `request-${request.id}`;
  const checking = actions.checking === request.id;
  return (
    <li className={classes.request}>
      <div className={classes.requestHead}>
        <h3 className={classes.name} id={headingId}>
          {request.fullName}
        </h3>
        <Group gap="xs">
          <ConsultationStatusBadge status={request.status} />
          {request.paymentStatus && <PaymentStatusBadge status={request.paymentStatus} />}
        </Group>
      </div>
      <dl className={classes.facts}>
        <dt>{i18n._('Phone')}</dt>
        <dd>{request.phoneNumber}</dd>
        <dt>{i18n._('Purpose')}</dt>
        <dd>{request.purpose}</dd>
        <dt>{i18n._('Service Type')}</dt>
        <dd>{request.serviceType}</dd>
      </dl>
      <div className={classes.actions}>
        <Button
          size="xs"
          onClick={() => actions.onGenerate(request)}
          aria-label={i18n._('Generate Payment Link for {name}', { name: request.fullName })}
        >
          {i18n._('Generate Payment Link')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          loading={checking}
          onClick={() => actions.onCheckStatus(request)}
          aria-label={i18n._('Check Payment Status for {name}', { name: request.fullName })}
        >
          {i18n._('Check Payment Status')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => actions.onDetails(request)}
          aria-label={i18n._('View Details of {name}', { name: request.fullName })}
        >
          {i18n._('View Details')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The details dialog: Name, Phone, Purpose, Service Type, Consultation Time, Status, Payment Status ('pending' when
 * there is none yet) and the payment link's id when there is one; Close and Generate Payment Link.
 */
export function RequestDetailsModal({
  request,
  onClose,
  onGenerate,
}: {
  request: AdmissionRequest | null;
  onClose: () => void;
  onGenerate: (request: AdmissionRequest) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={i18n._('Request Details')}
      closeLabel={i18n._('Close')}
    >
      {request && (
        <Stack gap="md">
          <dl className={classes.facts}>
            <dt>{i18n._('Name')}</dt>
            <dd>{request.fullName}</dd>
            <dt>{i18n._('Phone')}</dt>
            <dd>{request.phoneNumber}</dd>
            <dt>{i18n._('Purpose')}</dt>
            <dd>{request.purpose}</dd>
            <dt>{i18n._('Service Type')}</dt>
            <dd>{request.serviceType}</dd>
            <dt>{i18n._('Consultation Time')}</dt>
            <dd>{request.consultationTime}</dd>
            {request.alternativeTime && (
              <>
                <dt>{i18n._('Alternative Time')}</dt>
                <dd>{request.alternativeTime}</dd>
              </>
            )}
            <dt>{i18n._('Status')}</dt>
            <dd>
              <ConsultationStatusBadge status={request.status} />
            </dd>
            <dt>{i18n._('Payment Status')}</dt>
            <dd>
              <PaymentStatusBadge status={request.paymentStatus ?? 'pending'} />
            </dd>
            {request.paymentLinkId && (
              <>
                <dt>{i18n._('Payment Link ID')}</dt>
                <dd>{request.paymentLinkId}</dd>
              </>
            )}
          </dl>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {i18n._('Close')}
            </Button>
            <Button onClick={() => onGenerate(request)}>{i18n._('Generate Payment Link')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
