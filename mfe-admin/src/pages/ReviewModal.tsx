import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isIndianStateCode,
  REVIEW_CHECKLIST,
  SaveReviewRequestSchema,
  type ProviderDecision,
  type ProviderDetail,
  type ProviderSummary,
  type ReviewChecklistItem,
  type SaveReviewRequest,
} from '@hp/contracts';
import { ApiError, notify } from '@hp/shell-sdk';
import { queryClient, useMutation } from '@hp/shell-sdk/query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Checkbox,
  contractResolver,
  Group,
  inPageLanguage,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@hp/ui';
import { adminQueryKeys, decideProvider, getProvider, openReview, saveReview } from '../api/admin';
import { CHECKLIST_LABEL, formatWhen, STATE_LABEL, STATUS_COLOUR, STATUS_LABEL, TYPE_LABEL } from './labels';
import classes from './admin.module.css';

type ReviewTab = 'details' | 'documents' | 'verification';

/** The spec: approve or reject only a provider that is pending or under review (the server answers 409 otherwise). */
export const mayDecide = (status: ProviderDetail['status']) =>
  status === 'pending' || status === 'under_review';

const CHECKLIST_ITEMS = Object.keys(REVIEW_CHECKLIST) as ReviewChecklistItem[];

const ACTION_LABEL: Record<ProviderDecision['action'], { id: string }> = {
  review_opened: /*i18n*/ { id: 'Review opened' },
  approved: /*i18n*/ { id: 'Approved' },
  rejected: /*i18n*/ { id: 'Rejected' },
};

/** The Review modal of /verifyclinic: open while `provider` is set. */
export function ReviewModal({
  provider,
  onClose,
}: {
  provider: ProviderSummary | null;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Modal
      opened={provider !== null}
      onClose={onClose}
      size="lg"
      title={provider ? i18n._('Review {name}', { name: provider.name }) : ''}
      closeLabel={i18n._('Close')}
    >
      {provider && <ReviewContent key={provider.id} id={provider.id} />}
    </Modal>
  );
}

const refreshList = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.providers });

function ReviewContent({ id }: { id: string }) {
  const { i18n } = useLingui();
  const [detail, setDetail] = useState<ProviderDetail | null>(null);
  const [tab, setTab] = useState<ReviewTab>('details');
  const [conflict, setConflict] = useState<string | null>(null);
  const open = useMutation({ mutationFn: openReview });
  const save = useMutation({ mutationFn: (review: SaveReviewRequest) => saveReview(id, review) });
  const decide = useMutation({
    mutationFn: (status: 'approved' | 'rejected') =>
      decideProvider(detail!.entityType, id, { status, ...(notes.trim() ? { note: notes.trim() } : {}) }),
  });
  const form = useForm<SaveReviewRequest>({ resolver: contractResolver(SaveReviewRequestSchema) });
  const notes = form.watch('notes') ?? '';

  // Opening the review (pending -> under_review on the server) once, when the modal shows this provider.
  useEffect(() => {
    open.mutate(id, {
      onSuccess: (opened) => {
        setDetail(opened);
        form.reset({ checklist: opened.review.checklist, notes: opened.review.notes });
        void refreshList();
      },
    });
    // Once per provider: the component is keyed by it.
  }, [id]);

  if (open.isError) {
    return (
      <Alert color="red" role="alert">
        {inPageLanguage(
          i18n,
          open.error instanceof ApiError ? open.error.message : 'Failed to load the provider',
        )}
      </Alert>
    );
  }
  if (!detail) {
    return (
      <Center py="xl">
        <Loader aria-label={i18n._('Loading provider...')} />
      </Center>
    );
  }

  const type = i18n._(TYPE_LABEL[detail.entityType]);

  const submitReview = form.handleSubmit(async (review) => {
    try {
      const saved = await save.mutateAsync(review);
      setDetail(saved);
      notify.success(i18n._('Review saved'), i18n._('The checklist and notes are saved.'));
    } catch (error) {
      notify.error(
        i18n._('Error'),
        error instanceof ApiError ? error.message : i18n._('Failed to save the review'),
      );
    }
  });

  const decideAs = async (status: 'approved' | 'rejected') => {
    setConflict(null);
    try {
      const answer = await decide.mutateAsync(status);
      setDetail(answer.provider);
      if (status === 'approved') {
        notify.success(
          i18n._('{type} approved', { type }),
          i18n._('{type} has been approved successfully.', { type }),
        );
      } else {
        notify.success(
          i18n._('{type} rejected', { type }),
          i18n._('{type} has been rejected successfully.', { type }),
        );
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.message : i18n._('Failed to update status');
      notify.error(i18n._('Error'), message);
      if (error instanceof ApiError && error.status === 409) {
        // Someone decided first: say so here, and show the provider as it now is.
        setConflict(message);
        setDetail(await getProvider(id).catch(() => detail));
      }
    } finally {
      void refreshList();
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text component="span">{type}</Text>
        <Badge color={STATUS_COLOUR[detail.status]}>{i18n._(STATUS_LABEL[detail.status])}</Badge>
      </Group>
      <Tabs
        id={`review-${id}`}
        aria-label={i18n._('Review sections')}
        classNames={{ panel: classes.tabPanel }}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'details', label: i18n._('Clinic Details') },
          { value: 'documents', label: i18n._('Documents') },
          { value: 'verification', label: i18n._('Verification') },
        ]}
      >
        {tab === 'details' && <DetailsPanel detail={detail} />}
        {tab === 'documents' && <DocumentsPanel detail={detail} />}
        {tab === 'verification' && (
          <form noValidate onSubmit={(event) => void submitReview(event)}>
            <Stack gap="md">
              <fieldset className={classes.checklist}>
                <legend>{i18n._('Checklist')}</legend>
                <Stack gap="xs">
                  {CHECKLIST_ITEMS.map((item) => (
                    <Checkbox
                      key={item}
                      label={i18n._(CHECKLIST_LABEL[item])}
                      {...form.register(`checklist.${item}`)}
                    />
                  ))}
                </Stack>
              </fieldset>
              <Textarea
                label={i18n._('Review notes')}
                rows={4}
                error={inPageLanguage(i18n, form.formState.errors.notes?.message)}
                {...form.register('notes')}
              />
              <Group gap="sm">
                <Button type="submit" variant="outline" loading={save.isPending}>
                  {i18n._('Save Review')}
                </Button>
                {detail.review.updatedAt && (
                  <Text size="sm" c="gray.7" component="span">
                    {i18n._('Saved {when}', { when: formatWhen(detail.review.updatedAt, i18n.locale) })}
                  </Text>
                )}
              </Group>
              {conflict && (
                <Alert color="red" role="alert" title={i18n._('This provider can no longer be decided')}>
                  {inPageLanguage(i18n, conflict)}
                </Alert>
              )}
              {mayDecide(detail.status) ? (
                <Group gap="sm">
                  <Button color="teal.9" loading={decide.isPending} onClick={() => void decideAs('approved')}>
                    {i18n._('Approve')}
                  </Button>
                  <Button color="red.9" loading={decide.isPending} onClick={() => void decideAs('rejected')}>
                    {i18n._('Reject')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm">
                  {i18n._('This provider is {status}: it can no longer be approved or rejected.', {
                    status: i18n._(STATUS_LABEL[detail.status]),
                  })}
                </Text>
              )}
              <AuditTrail decisions={detail.decisions} />
            </Stack>
          </form>
        )}
      </Tabs>
    </Stack>
  );
}

function DetailsPanel({ detail }: { detail: ProviderDetail }) {
  const { i18n } = useLingui();
  const yesNo = (value: boolean) => (value ? i18n._('Yes') : i18n._('No'));
  const staff =
    detail.entityType === 'clinic'
      ? i18n._('Number of doctors')
      : detail.entityType === 'pharmacy'
        ? i18n._('Number of pharmacists')
        : i18n._('Number of technicians');
  const rows: [string, string][] = [
    [i18n._('Name'), detail.name],
    [i18n._('Email'), detail.email],
    [i18n._('Phone'), detail.phone],
    [i18n._('Address'), detail.address],
    [i18n._('Location'), detail.location],
    // Providers who registered before the state was asked have none; an HFR ID is optional.
    [
      i18n._('State'),
      detail.state
        ? isIndianStateCode(detail.state)
          ? i18n._(STATE_LABEL[detail.state])
          : detail.state
        : '–',
    ],
    [i18n._('HFR ID'), detail.hfrId || '–'],
    [staff, String(detail.numberOfDoctors)],
    ...(detail.entityType === 'clinic'
      ? [[i18n._('Specializations'), detail.specializations.join(', ') || '–'] as [string, string]]
      : []),
    [i18n._('Accepts EMI'), yesNo(detail.acceptsEMI)],
    [i18n._('Accepts insurance'), yesNo(detail.acceptsInsurance)],
    [i18n._('Registered'), formatWhen(detail.createdAt, i18n.locale)],
  ];
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DocumentsPanel({ detail }: { detail: ProviderDetail }) {
  const { i18n } = useLingui();
  const licence = detail.licence;
  if (!licence) return <Text>{i18n._('No licence proof was uploaded.')}</Text>;
  const label = i18n._('Licence proof of {name}', { name: detail.name });
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {i18n._('Licence proof')}
      </Title>
      <Text size="sm" c="gray.7">
        {licence.fileName} · {Math.ceil(licence.size / 1024)} KB ·{' '}
        {i18n._('link valid until {time}', { time: formatWhen(licence.expiresAt, i18n.locale) })}
      </Text>
      {licence.kind === 'pdf' ? (
        <Anchor href={licence.url} target="_blank" rel="noopener noreferrer">
          {i18n._('Open the licence (PDF)')}
        </Anchor>
      ) : (
        <>
          <img src={licence.url} alt={label} className={classes.licence} />
          <Anchor href={licence.url} target="_blank" rel="noopener noreferrer">
            {i18n._('Open the image in a new tab')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function AuditTrail({ decisions }: { decisions: readonly ProviderDecision[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="audit-trail">
      <Title order={3} fz="md" id="audit-trail">
        {i18n._('Audit trail')}
      </Title>
      {decisions.length === 0 ? (
        <Text size="sm">{i18n._('No decisions yet.')}</Text>
      ) : (
        <ol className={classes.trail}>
          {decisions.map((decision) => (
            <li key={`${decision.at}-${decision.action}`}>
              <Text size="sm" component="span">
                {i18n._('{when}: {action} ({from} → {to}) by {actor}', {
                  when: formatWhen(decision.at, i18n.locale),
                  action: i18n._(ACTION_LABEL[decision.action]),
                  from: i18n._(STATUS_LABEL[decision.fromStatus]),
                  to: i18n._(STATUS_LABEL[decision.toStatus]),
                  actor: decision.actorId,
                })}
                {decision.note && ` — ${decision.note}`}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
