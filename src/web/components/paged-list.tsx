// A paged list's four states in one place — loading, a retryable error, an
// honest empty state, the table with its pages — and the status line that
// goes with them ("12 entries", "1000+ e-mails"), for the caller to place in
// its polite live region. The table and the page links are the caller's.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import { LoadingStatus, QueryErrorState } from './query-states.tsx';
import { EmptyState } from './ui/empty-state.tsx';

export interface PagedData<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  limit: number;
}

export interface PagedListView<T> {
  loadingLabel: string;
  errorTitle: string;
  /** Shown, and said, when there are no items. */
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  /** The count's noun ("entry", "entries") and what follows it (" in the last 7 days"). */
  noun: { one: string; other: string; suffix?: string };
  page: number;
  /** The page links' accessible name. */
  pagesLabel: string;
  searchForPage: (page: number) => string;
  table: (items: T[]) => ReactNode;
}

/** "12 entries", "1000+ e-mails": a total the server stopped counting at gets a plus. */
export function pagedCountText(total: number, totalCapped: boolean, noun: PagedListView<unknown>['noun']): string {
  return `${total}${totalCapped ? '+' : ''} ${total === 1 ? noun.one : noun.other}${noun.suffix ?? ''}`;
}

export function pagedListView<T>(
  query: UseQueryResult<PagedData<T>>,
  view: PagedListView<T>,
): { status: string; content: ReactNode } {
  if (query.isPending) return { status: '', content: <LoadingStatus label={view.loadingLabel} /> };
  if (query.isError) {
    return {
      status: '',
      content: (
        <QueryErrorState
          title={view.errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ),
    };
  }
  const { items, total, totalCapped, limit } = query.data;
  if (items.length === 0) {
    const { icon, title, text } = view.empty;
    return {
      status: title,
      content: (
        <EmptyState icon={icon} title={title}>
          {text}
        </EmptyState>
      ),
    };
  }
  return {
    status: pagedCountText(total, totalCapped, view.noun),
    content: (
      <>
        {view.table(items)}
        <div className="mt-6">
          <Pagination
            page={view.page}
            limit={limit}
            total={total}
            totalCapped={totalCapped}
            searchForPage={view.searchForPage}
            label={view.pagesLabel}
          />
        </div>
      </>
    ),
  };
}
