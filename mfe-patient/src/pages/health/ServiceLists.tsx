import { useId } from 'react';
import { useLingui } from '@lingui/react';
import {
  directoryApi,
  DIRECTORY_LISTS,
  DIRECTORY_PAGE_MAX,
  type DirectoryEntry,
  type EntityType,
} from '@hp/contracts';
import { apiQueryKey, useInfiniteQuery } from '@hp/shell-sdk/query';
import { Badge, Button, PagedList, Tabs, Text, Title, VisuallyHidden } from '@hp/ui';
import { fetchProviders } from '../../api/care';
import { KIND_TEXTS } from './texts';
import classes from './health.module.css';

const KINDS: readonly EntityType[] = ['clinic', 'pharmacy', 'lab'];

export interface ServiceListsProps {
  kind: EntityType;
  onKind: (kind: EntityType) => void;
  onBook: (provider: DirectoryEntry) => void;
}

/** The services view: the tabs Clinic, Pharmacy, Laboratory, each listing the directory's approved providers. */
export function ServiceLists({ kind, onKind, onBook }: ServiceListsProps) {
  const { i18n } = useLingui();
  return (
    <Tabs
      id="health-services"
      aria-label={i18n._('Kind of provider')}
      value={kind}
      onChange={onKind}
      tabs={KINDS.map((value) => ({ value, label: i18n._(KIND_TEXTS[value].tab) }))}
      grow
      classNames={{ panel: classes.panel }}
    >
      <ProviderList key={kind} kind={kind} onBook={onBook} />
    </Tabs>
  );
}

function ProviderList({ kind, onBook }: { kind: EntityType; onBook: (provider: DirectoryEntry) => void }) {
  const { i18n } = useLingui();
  const texts = KIND_TEXTS[kind];
  const list = DIRECTORY_LISTS[kind];
  const query = { type: kind, limit: DIRECTORY_PAGE_MAX };
  const pages = useInfiniteQuery({
    queryKey: apiQueryKey(directoryApi.approvedProviders, { query }),
    queryFn: ({ pageParam, signal }) =>
      fetchProviders(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next[list],
  });
  const providers = pages.data?.pages.flatMap((page) => page[list]) ?? [];
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} aria-busy={pages.isFetching || undefined}>
      <Title order={2} id={headingId} className={classes.listHeading}>
        {i18n._(texts.heading)}
      </Title>
      <PagedList
        pages={pages}
        items={providers}
        itemKey={(provider) => provider.id}
        renderItem={(provider) => <ProviderCard provider={provider} onBook={() => onBook(provider)} />}
        listClassName={kind === 'clinic' ? classes.grid : classes.rows}
        loadingText={i18n._(texts.loading)}
        errorTitle={i18n._('The list could not be loaded.')}
        empty={<Text>{i18n._(texts.empty)}</Text>}
      />
    </section>
  );
}

/**
 * A clinic's card (name, specializations, number of doctors, location, 'EMI Available', 'Insurance Accepted',
 * BOOK NOW) or a pharmacy's or laboratory's row (name, location, EMI badge, BOOK NOW / BOOK).
 */
function ProviderCard({ provider, onBook }: { provider: DirectoryEntry; onBook: () => void }) {
  const { i18n } = useLingui();
  const nameId = useId();
  const clinic = provider.entityType === 'clinic';
  return (
    <article className={clinic ? classes.card : classes.row} aria-labelledby={nameId}>
      <div className={classes.cardText}>
        <Title order={3} id={nameId} className={classes.name}>
          {provider.name}
        </Title>
        {clinic && provider.specializations.length > 0 && (
          <Text size="sm">
            <VisuallyHidden>{i18n._('Specializations')}: </VisuallyHidden>
            {provider.specializations.join(', ')}
          </Text>
        )}
        {clinic && <Text size="sm">{i18n._('Doctors: {count}', { count: provider.numberOfDoctors })}</Text>}
        <Text size="sm" c="gray.7">
          <VisuallyHidden>{i18n._('Location:')} </VisuallyHidden>
          {provider.location}
        </Text>
        {(provider.acceptsEMI || (clinic && provider.acceptsInsurance)) && (
          <div className={classes.badges}>
            {provider.acceptsEMI && (
              <Badge variant="outline" color="teal.9">
                {i18n._('EMI Available')}
              </Badge>
            )}
            {clinic && provider.acceptsInsurance && (
              <Badge variant="outline" color="blue.9">
                {i18n._('Insurance Accepted')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <Button size="sm" color="teal.9" className={classes.book} aria-describedby={nameId} onClick={onBook}>
        {i18n._(KIND_TEXTS[provider.entityType].book)}
      </Button>
    </article>
  );
}
