import { useLingui } from '@lingui/react';
import { useState } from 'react';
import {
  ENTITY_TYPES,
  ProviderStatusSchema,
  type EntityType,
  type ProviderStatus,
  type ProviderSummary,
} from '@hp/contracts';
import { useQuery } from '@hp/shell-sdk/query';
import { Alert, Badge, Button, ButtonLink, Loader, NativeSelect, TextInput } from '@hp/ui';
import { adminQueryKeys, listProviders } from '../api/admin';
import { AdminFrame, Counters, Pager, useKeysetPages } from './AdminFrame';
import { formatWhen, STATUS_COLOUR, STATUS_LABEL, TYPE_LABEL } from './labels';
import { ReviewModal } from './ReviewModal';
import classes from './admin.module.css';

/** The spec's 5-second refresh of the list (paused while the tab is hidden). */
export const REFRESH_MS = 5_000;

/**
 * /verifyclinic (admins): the providers' registrations with the five counters, search, status and kind filters, a
 * keyset-paginated table, and the Review modal. Refreshed every 5 s while the tab is visible.
 */
export default function VerifyClinicPage() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProviderStatus | ''>('');
  const [type, setType] = useState<EntityType | ''>('');
  const pages = useKeysetPages();
  const [reviewing, setReviewing] = useState<ProviderSummary | null>(null);

  const query = {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...pages.query,
  };
  const list = useQuery({
    queryKey: [...adminQueryKeys.providers, query],
    queryFn: () => listProviders(query),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
  const counts = list.data?.counts;

  return (
    <AdminFrame
      title={i18n._('Provider Verification')}
      subtitle={i18n._('Review clinic, pharmacy and laboratory registrations.')}
      actions={
        <ButtonLink to="/admindash" variant="outline">
          {i18n._('User Verification')}
        </ButtonLink>
      }
    >
      <Counters
        items={[
          { label: i18n._('Total'), value: counts?.all },
          { label: i18n._(STATUS_LABEL.pending), value: counts?.pending },
          { label: i18n._(STATUS_LABEL.under_review), value: counts?.under_review },
          { label: i18n._(STATUS_LABEL.approved), value: counts?.approved },
          { label: i18n._(STATUS_LABEL.rejected), value: counts?.rejected },
        ]}
      />
      <div className={classes.filters} role="search">
        <TextInput
          label={i18n._('Search')}
          type="search"
          placeholder={i18n._('Search by name, email or phone...')}
          value={search}
          onChange={(event) => pages.filtered(() => setSearch(event.currentTarget.value))}
        />
        <NativeSelect
          label={i18n._('Status')}
          value={status}
          onChange={(event) =>
            pages.filtered(() => setStatus(event.currentTarget.value as ProviderStatus | ''))
          }
          data={[
            { value: '', label: i18n._('All') },
            ...ProviderStatusSchema.options.map((value) => ({ value, label: i18n._(STATUS_LABEL[value]) })),
          ]}
        />
        <NativeSelect
          label={i18n._('Type')}
          value={type}
          onChange={(event) => pages.filtered(() => setType(event.currentTarget.value as EntityType | ''))}
          data={[
            { value: '', label: i18n._('All types') },
            ...ENTITY_TYPES.map((value) => ({ value, label: i18n._(TYPE_LABEL[value]) })),
          ]}
        />
      </div>
      {list.isError && (
        <Alert color="red" role="alert">
          {i18n._('Could not load the providers. Retrying...')}
        </Alert>
      )}
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{i18n._('Provider registrations, newest first')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Name')}</th>
              <th scope="col">{i18n._('Type')}</th>
              <th scope="col">{i18n._('Email')}</th>
              <th scope="col">{i18n._('Phone')}</th>
              <th scope="col">{i18n._('Location')}</th>
              <th scope="col">{i18n._('Registered')}</th>
              <th scope="col">{i18n._('Status')}</th>
              <th scope="col">{i18n._('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((provider) => (
              <tr key={provider.id}>
                <th scope="row">{provider.name}</th>
                <td>{i18n._(TYPE_LABEL[provider.entityType])}</td>
                <td>{provider.email}</td>
                <td>{provider.phone}</td>
                <td>{provider.location}</td>
                <td>{formatWhen(provider.createdAt, i18n.locale)}</td>
                <td>
                  <Badge color={STATUS_COLOUR[provider.status]}>
                    {i18n._(STATUS_LABEL[provider.status])}
                  </Badge>
                </td>
                <td>
                  <Button
                    size="xs"
                    aria-label={i18n._('Review {name}', { name: provider.name })}
                    onClick={() => setReviewing(provider)}
                  >
                    {i18n._('Review')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && (
          <div className={classes.empty}>
            <Loader aria-label={i18n._('Loading providers...')} />
          </div>
        )}
        {list.data?.items.length === 0 && <p className={classes.empty}>{i18n._('No providers found')}</p>}
      </div>
      <Pager pages={pages} nextCursor={list.data?.nextCursor} />
      <ReviewModal provider={reviewing} onClose={() => setReviewing(null)} />
    </AdminFrame>
  );
}
