import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Alert, Button, Loader, Text } from '../kit';
import classes from './PagedList.module.css';

/** What a paged list reads of its query: the part of react-query's infinite query result it shows. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** A failure notice with Try again. */
export function RetryAlert({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" role="alert" title={title}>
      <Button variant="outline" color="red.9" size="xs" mt="xs" onClick={onRetry}>
        {i18n._('Try again')}
      </Button>
    </Alert>
  );
}

/** Load more under a list while its query has a next page (spinning while that page loads). */
export function LoadMoreButton({ pages }: { pages: PagedQuery }) {
  const { i18n } = useLingui();
  if (!pages.hasNextPage) return null;
  return (
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
  );
}

export interface PagedListProps<Item> {
  pages: PagedQuery;
  /** The loaded pages' items, in order. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  listClassName?: string;
  loadingText: ReactNode;
  /** The title of the notice when the first page could not be loaded (it offers Try again). */
  errorTitle: ReactNode;
  /** What stands in the list's place when it has no item. */
  empty: ReactNode;
}

/**
 * A list loaded a page at a time: a spinner with `loadingText` until the first page, a failure with Try again, the
 * `empty` content, or the items in a `<ul>` with Load more (and a notice when a further page failed).
 */
export function PagedList<Item>({
  pages,
  items,
  itemKey,
  renderItem,
  listClassName,
  loadingText,
  errorTitle,
  empty,
}: PagedListProps<Item>) {
  const { i18n } = useLingui();
  if (pages.isPending)
    return (
      <div className={classes.state} role="status">
        <Loader size={28} />
        <Text>{loadingText}</Text>
      </div>
    );
  if (pages.isError && items.length === 0)
    return <RetryAlert title={errorTitle} onRetry={() => void pages.refetch()} />;
  if (items.length === 0) return <div className={classes.state}>{empty}</div>;
  return (
    <>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pages.isFetchNextPageError && (
        <Alert color="red" role="alert" mt="md" title={i18n._('More results could not be loaded.')} />
      )}
      <LoadMoreButton pages={pages} />
    </>
  );
}
