// /leaderboards: the board tabs, the format and period filters, and the selected
// board from GET /api/leaderboards with its pages — all in the URL. One live
// region stays mounted, so screen readers hear each outcome ("Showing 1–25 of
// 40 debaters", "No rated debates yet in this period"). The previous page stays
// on screen (dimmed) while the next page loads; another board or filter starts
// from a skeleton.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { LeaderboardView } from '#shared/judging/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import type { ListController } from '#web/components/list-params.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { pageBounds } from '#web/components/pagination-range.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { TabList } from '#web/components/ui/tab-list.tsx';
import { cn } from '#web/lib/cn.ts';
import { leaderboardQueryOptions } from '../../api/get-leaderboard.ts';
import { seedLeaderboardPageData } from '../../api/leaderboard-page-data.ts';
import {
  boardCaption,
  emptyBoardText,
  FORMAT_OPTIONS,
  filterChange,
  isFiltered,
  isSameBoard,
  LEADERBOARD_KIND_LABELS,
  LEADERBOARD_KINDS,
  type LeaderboardFilters,
  leaderboardQuery,
  PERIOD_OPTIONS,
  parseLeaderboardFilters,
} from '../../lib/leaderboard-params.ts';
import { ClubsTable, DebatersTable, JudgesTable } from './leaderboard-tables.tsx';

const KIND_TABS = LEADERBOARD_KINDS.map((id) => ({ id, label: LEADERBOARD_KIND_LABELS[id] }));

const NOUNS = {
  debaters: { one: 'debater', other: 'debaters' },
  judges: { one: 'judge', other: 'judges' },
  clubs: { one: 'club', other: 'clubs' },
} as const;

function BoardFilters({ list, filters }: { list: ListController; filters: LeaderboardFilters }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3" data-testid="leaderboard-filters">
      <SelectField
        label="Format"
        value={filters.format as string}
        options={FORMAT_OPTIONS}
        onChange={(value) => list.update(filterChange('format', value as LeaderboardFilters['format']))}
      />
      <SelectField
        label="Period"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(value) => list.update(filterChange('period', value))}
      />
      {isFiltered(filters) ? (
        <Button variant="ghost" size="sm" onClick={() => list.update({ format: undefined, period: undefined })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

function TableSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex gap-4 border-b border-slate-100 py-3 last:border-0">
          <div className="h-4 w-8 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-4 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="ml-auto h-4 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}

function BoardTable({ view, caption }: { view: LeaderboardView; caption: string }) {
  switch (view.kind) {
    case 'debaters':
      return <DebatersTable rows={view.items} caption={caption} />;
    case 'judges':
      return <JudgesTable rows={view.items} caption={caption} />;
    case 'clubs':
      return <ClubsTable rows={view.items} caption={caption} />;
  }
}

export function LeaderboardBoard({ list }: { list: ListController }) {
  const filters = parseLeaderboardFilters(list.searchParams);
  const boardQuery = leaderboardQuery(filters, list.params);
  const queryClient = useQueryClient();
  // The page's first board may be in its HTML: drawn at once, no skeleton.
  useState(() => seedLeaderboardPageData(queryClient, boardQuery));
  const query = useQuery({
    ...leaderboardQueryOptions(boardQuery),
    // Paging keeps the old rows on screen; another board, format or period starts afresh, so a
    // table is never drawn under a caption naming filters it does not show.
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameBoard(previousQuery.queryKey.at(-1), filters) ? previous : undefined,
  });
  const noun = NOUNS[filters.kind];
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.other}`;

  let status = '';
  let isStatusVisible = false;
  let content: ReactNode;
  const data = query.data;

  if (data === undefined) {
    if (query.isError) {
      // The error state is an alert of its own.
      content = (
        <QueryErrorState
          title={`Couldn’t load the ${noun.other} leaderboard`}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    } else {
      status = `Loading ${noun.other}…`;
      content = <TableSkeleton />;
    }
  } else if (data.total === 0) {
    const empty = emptyBoardText(filters);
    status = empty.title;
    content = (
      <EmptyState
        icon={Inbox}
        title={empty.title}
        actions={
          isFiltered(filters) ? (
            <Button variant="secondary" onClick={() => list.update({ format: undefined, period: undefined })}>
              Show all formats, all time
            </Button>
          ) : (
            <Button asChild variant="secondary">
              <Link to={hrefFor('debates')}>Browse debates</Link>
            </Button>
          )
        }
      >
        {empty.text}
      </EmptyState>
    );
  } else if (data.items.length === 0) {
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
        There {data.total === 1 ? 'is' : 'are'} {count(data.total)}, all on earlier pages.
      </EmptyState>
    );
  } else {
    const { from, to } = pageBounds(data.page, data.limit, data.total);
    status = query.isPlaceholderData ? `Loading ${noun.other}…` : `Showing ${from}–${to} of ${count(data.total)}`;
    isStatusVisible = true;
    content = (
      <>
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          <BoardTable view={data} caption={boardCaption(filters)} />
        </div>
        <div className="mt-8 flex justify-center">
          <Pagination
            page={data.page}
            limit={data.limit}
            total={data.total}
            searchForPage={list.searchForPage}
            label={`${LEADERBOARD_KIND_LABELS[filters.kind]} pages`}
          />
        </div>
      </>
    );
  }

  return (
    <TabList
      tabs={KIND_TABS}
      selected={filters.kind}
      onSelect={(kind) => list.update(filterChange('kind', kind))}
      label="Leaderboard"
      idPrefix="leaderboard"
    >
      <BoardFilters list={list} filters={filters} />
      <section aria-label={`${LEADERBOARD_KIND_LABELS[filters.kind]} leaderboard`}>
        <p role="status" className={isStatusVisible ? 'mb-4 text-sm text-slate-600' : 'sr-only'}>
          {status}
        </p>
        {content}
      </section>
    </TabList>
  );
}
