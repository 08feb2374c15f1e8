// The results part of a list page: skeleton while loading, an error with retry,
// an honest empty state, then a responsive grid of cards with a count and page
// links. Paging keeps the previous page on screen (dimmed) until the next arrives.
// One live region stays mounted throughout, so screen readers hear each outcome
// ("Showing 1–8 of 8 debates", "No debates match your search").
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { LIST_LIMIT_DEFAULT, SEARCH_TEXT_MAX } from '#shared/constants.ts';
import type { Paginated } from '#shared/validation.ts';
import { track } from '#web/lib/analytics.ts';
import type { SavedOnDevice as SavedOnDeviceMark } from '#web/lib/offline/offline-reads.ts';
import { cn } from '#web/lib/cn.ts';
import type { ListController, ListSort } from './list-params.ts';
import { SavedOnDevice } from './offline/saved-on-device.tsx';
import { Pagination } from './pagination.tsx';
import { pageBounds, totalText } from './pagination-range.ts';
import { CardGridSkeleton, QueryErrorState } from './query-states.tsx';
import { SelectField } from './select-field.tsx';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';

export interface ResultsNoun {
  /** "debate" */
  one: string;
  /** "debates" */
  other: string;
}

const PAGE_SIZES = [10, LIST_LIMIT_DEFAULT, 50, 100];

function PageSizeSelect({ list }: { list: ListController<ListSort> }) {
  const limit = list.params.limit;
  const sizes = PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <SelectField
      label="Per page"
      value={String(limit)}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
      onChange={(value) => list.update({ limit: value })}
    />
  );
}

export function ResultsGrid<T extends { id: string }>({
  query,
  list,
  noun,
  renderItem,
  emptyTitle,
  emptyText,
  filter,
}: {
  query: UseQueryResult<Paginated<T> & SavedOnDeviceMark>;
  list: ListController<ListSort>;
  noun: ResultsNoun;
  renderItem: (item: T) => ReactNode;
  /** Shown when the list has nothing at all (no search). */
  emptyTitle: string;
  emptyText: ReactNode;
  /** A filter applied in the browser to the loaded page, with a label for the count ("in Economy"). */
  filter?: { keep: (item: T) => boolean; label: string };
}) {
  // A search's outcome, once per search text and count (paging keeps both): searches that found nothing show in /admin/analytics.
  const searchedText = list.params.q && query.data && !query.isPlaceholderData ? list.params.q : null;
  const searchedTotal = query.data?.total ?? 0;
  useEffect(() => {
    if (searchedText) track('search', { query: searchedText.slice(0, 200), results: searchedTotal, category: noun.other });
  }, [searchedText, searchedTotal, noun.other]);

  // A page of cards renders at transition priority, which React splits into short
  // tasks so the page answers input meanwhile; until it is ready the skeleton stays.
  const data = useDeferredValue(query.data);

  const count = (n: number, capped = false) => `${totalText(n, capped)} ${n === 1 && !capped ? noun.one : noun.other}`;
  const searchSuffix = list.params.q ? ` for “${list.params.q}”` : '';
  let status = '';
  let isStatusVisible = false;
  let content: ReactNode;

  if (list.isSearchTooLong) {
    content = (
      <EmptyState icon={SearchX} title="Shorten your search">
        Searches can be up to {SEARCH_TEXT_MAX} characters long.
      </EmptyState>
    );
  } else if (query.isError) {
    // The error state is an alert of its own.
    content = (
      <QueryErrorState
        title={`Couldn’t load ${noun.other}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (data === undefined) {
    status = `Loading ${noun.other}…`;
    content = <CardGridSkeleton />;
  } else {
    const { items, total, totalCapped, page, limit } = data;
    if (total === 0 && list.params.q) {
      status = `No ${noun.other} match your search`;
      content = (
        <EmptyState
          icon={SearchX}
          title={status}
          actions={
            <Button variant="secondary" onClick={() => list.update({ q: undefined })}>
              Clear search
            </Button>
          }
        >
          Nothing matches “{list.params.q}”. Try fewer or different words.
        </EmptyState>
      );
    } else if (total === 0) {
      status = emptyTitle;
      content = (
        <EmptyState icon={Inbox} title={emptyTitle}>
          {emptyText}
        </EmptyState>
      );
    } else if (items.length === 0) {
      status = 'This page is empty';
      content = (
        <EmptyState
          icon={Inbox}
          title={status}
          actions={
            <Button asChild variant="secondary">
              <Link to={{ search: list.searchForPage(1) }}>Go to the first page</Link>
            </Button>
          }
        >
          There {total === 1 && !totalCapped ? 'is' : 'are'} {count(total, totalCapped)}, all on earlier pages.
        </EmptyState>
      );
    } else {
      const shown = filter ? items.filter(filter.keep) : items;
      const { from, to } = pageBounds(page, limit, total);
      const { savedAt } = data;
      // While the next page or search loads, the old cards stay but the count would describe the wrong list.
      status = query.isPlaceholderData
        ? `Loading ${noun.other}…`
        : savedAt !== undefined
          ? `${count(total)} saved on this device`
          : filter
            ? `${shown.length} of ${items.length} ${noun.other} on this page ${filter.label}${searchSuffix}`
            : `Showing ${totalText(from)}–${totalText(to)} of ${count(total, totalCapped)}${searchSuffix}`;
      isStatusVisible = true;
      content = (
        <>
          <SavedOnDevice savedAt={savedAt} />
          {shown.length ? (
            <ul
              aria-busy={query.isPlaceholderData || undefined}
              className={cn(
                'grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {shown.map((item) => (
                <li key={item.id} className="flex">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={SearchX} title={`No ${noun.other} ${filter?.label ?? ''} on this page`}>
              Choose another filter, or look on another page.
            </EmptyState>
          )}
          <div className="mt-8 flex flex-col items-center gap-4">
            <Pagination page={page} limit={limit} total={total} totalCapped={totalCapped} searchForPage={list.searchForPage} />
            {total > (PAGE_SIZES[0] as number) || limit !== LIST_LIMIT_DEFAULT ? <PageSizeSelect list={list} /> : null}
          </div>
        </>
      );
    }
  }

  return (
    <section aria-label={`${noun.other.charAt(0).toUpperCase()}${noun.other.slice(1)} found`}>
      <p role="status" className={isStatusVisible ? 'mb-4 text-sm text-slate-600' : 'sr-only'}>
        {status}
      </p>
      {content}
    </section>
  );
}
