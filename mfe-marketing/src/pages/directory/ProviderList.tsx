import { useLingui } from '@lingui/react';
import { directoryApi, type DirectoryEntry } from '@hp/contracts';
import { apiQueryKey, useInfiniteQuery } from '@hp/shell-sdk/query';
import { PagedList, Text, TextButton, Title } from '@hp/ui';
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
      <PagedList
        pages={pages}
        items={providers}
        itemKey={(provider) => provider.id}
        renderItem={(provider) => <Entry provider={provider} onBook={() => onBook(provider)} />}
        listClassName={filters.type === 'clinic' ? classes.grid : classes.rows}
        loadingText={i18n._(texts.loading)}
        errorTitle={i18n._('The directory could not be loaded.')}
        empty={
          <>
            <Text>{i18n._(isFiltered(filters) ? texts.noMatch : texts.empty)}</Text>
            {isFiltered(filters) && <TextButton onClick={onClear}>{i18n._('Clear filters')}</TextButton>}
          </>
        }
      />
    </section>
  );
}
