/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryClient } from './queryClient';
import { useInfiniteQuery } from './pageHooks';

afterEach(() => queryClient.clear());

/** A keyset list of 5 items, 2 a page: the cursor is the index the page starts at. */
const items = ['a', 'b', 'c', 'd', 'e'];
const pageAt = (start: number) => ({
  items: items.slice(start, start + 2),
  next: start + 2 < items.length ? start + 2 : null,
});

describe('useInfiniteQuery', () => {
  it("keeps its pages in the page's one cache and fetches the next one from the previous page's cursor", async () => {
    const asked: (number | null)[] = [];
    const { result } = renderHook(() =>
      useInfiniteQuery({
        queryKey: ['letters'],
        queryFn: ({ pageParam }) => {
          asked.push(pageParam);
          return Promise.resolve(pageAt(pageParam ?? 0));
        },
        initialPageParam: null as number | null,
        getNextPageParam: (page) => page.next,
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual(['a', 'b']);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());

    // TanStack tells the component in a later task; on a busy machine that is after act's own.
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual(['a', 'b', 'c', 'd', 'e']),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(asked).toEqual([null, 2, 4]);
    // The cache is the page's own (no provider): what the hook fetched is there for every other hook.
    expect(queryClient.getQueryData<{ pages: unknown[] }>(['letters'])?.pages).toHaveLength(3);
  });
});
