/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '@hp/shell-sdk/testing';
import { PagedList, type PagedQuery } from './PagedList';

const query = (state: Partial<PagedQuery> = {}): PagedQuery => ({
  isPending: false,
  isError: false,
  isFetchNextPageError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: jest.fn(() => Promise.resolve()),
  refetch: jest.fn(() => Promise.resolve()),
  ...state,
});

const list = (pages: PagedQuery, items: string[]) =>
  render(
    <TestProviders>
      <PagedList
        pages={pages}
        items={items}
        itemKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        loadingText="Loading clinics..."
        errorTitle="The list could not be loaded."
        empty={<p>No clinics yet.</p>}
      />
    </TestProviders>,
  );

it('says it is loading until the first page', () => {
  list(query({ isPending: true }), []);
  expect(screen.getByRole('status').textContent).toContain('Loading clinics...');
  expect(screen.queryByRole('list')).toBeNull();
});

it('offers Try again when the first page failed, and asks again', () => {
  const pages = query({ isError: true });
  list(pages, []);
  expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(pages.refetch).toHaveBeenCalledTimes(1);
});

it('shows the empty content when there is no item', () => {
  list(query(), []);
  expect(screen.getByText('No clinics yet.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

it('lists the items and loads the next page on Load more', () => {
  const pages = query({ hasNextPage: true });
  list(pages, ['Smile Clinic', 'Tooth Care']);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Smile Clinic',
    'Tooth Care',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);
});

it('keeps the loaded items when a later page fails, and says so', () => {
  list(query({ isError: true, isFetchNextPageError: true }), ['Smile Clinic']);
  expect(screen.getByText('Smile Clinic')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('More results could not be loaded.');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
