import { useLingui } from '@lingui/react';
import { directoryApi, type DirectoryEntry } from '@hp/contracts';
import { apiQueryKey, useInfiniteQuery } from '@hp/shell-sdk/query';
import { Alert, Button, Loader, Text, TextButton, Title } from '@hp/ui';
import { fetchDirectoryPage } from '../../api/directory';
import { directoryQueryOf, isFiltered, listOf, type DirectoryFilters } from './filters';
import { ClinicCard, ProviderRow } from './ProviderCards';
import { KIND_TEXTS } from './texts';
import classes from './DirectoryPage.module.css';

/**
 * One tab's list: its providers 20 at a time with Load more, or why there are none. Loaded apart from the page, after
 * its first paint (it brings the data library): see DirectoryPage.
 */
export default function ProviderList({
  filters,
  onBook,
  onClear,
}: {
  filters: DirectoryFilters;
  onBook: (provider: DirectoryEntry) => void;
  onClear: () => void;
}) {
  const { i18n } = useLingui();
  const texts = KIND_TEXTS[filters.type];
  const query = directoryQueryOf(filters);
  const list = listOf(filters.type);
  const pages = useInfiniteQuery({
    queryKey: apiQueryKey(directoryApi.approvedProviders, { query }),
    queryFn: ({ pageParam, signal }) =>
      fetchDirectoryPage(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next[list],
    // A new search keeps the list it narrows on screen until its answer arrives (the list is keyed by its tab, so
    // another tab never shows this one's providers).
    placeholderData: (previous) => previous,
  });
  const providers = pages.data?.pages.flatMap((page) => page[list]) ?? [];
  const Entry = filters.type === 'clinic' ? ClinicCard : ProviderRow;

  return (
    <section
      aria-labelledby="directory-list-heading"
      aria-busy={pages.isFetching || undefined}
      className={classes.list}
    >
      <Title order={2} id="directory-list-heading" className={classes.listHeading}>
        {i18n._(texts.heading)}
      </Title>
      {pages.isPending ? (
        <div className={classes.state} role="status">
          <Loader size={28} />
          <Text>{i18n._(texts.loading)}</Text>
        </div>
      ) : pages.isError && providers.length === 0 ? (
        <Alert color="red" role="alert" title={i18n._('The directory could not be loaded.')}>
          <Button variant="outline" color="red.9" size="xs" mt="xs" onClick={() => void pages.refetch()}>
            {i18n._('Try again')}
          </Button>
        </Alert>
      ) : providers.length === 0 ? (
        <div className={classes.state}>
          <Text>{i18n._(isFiltered(filters) ? texts.noMatch : texts.empty)}</Text>
          {isFiltered(filters) && <TextButton onClick={onClear}>{i18n._('Clear filters')}</TextButton>}
        </div>
      ) : (
        <>
          <ul className={filters.type === 'clinic' ? classes.grid : classes.rows}>
            {providers.map((provider) => (
              <li key={provider.id}>
                <Entry provider={provider} onBook={() => onBook(provider)} />
              </li>
            ))}
          </ul>
          {pages.isFetchNextPageError && (
            <Alert color="red" role="alert" mt="md" title={i18n._('More results could not be loaded.')} />
          )}
          {pages.hasNextPage && (
            <div className={classes.loadMore}>
              <Button
                variant="outline"
                color="teal.9"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {i18n._('Load more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
