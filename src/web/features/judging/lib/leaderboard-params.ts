// The filters of /leaderboards — which board (debaters, judges, clubs), format
// and period — kept in the URL beside page and limit, so a board can be shared.
// Values the API would refuse fall back to the defaults instead of failing the
// page. The lists are written out here rather than imported from
// #shared/judging/contract.ts, which would pull zod into the page (its test checks they agree).
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { LeaderboardPeriod, LeaderboardQuery } from '#shared/judging/contract.ts';
import type { ListParams } from '#web/components/list-params.ts';

export type LeaderboardKind = LeaderboardQuery['kind'];

export const LEADERBOARD_KINDS = ['debaters', 'judges', 'clubs'] as const satisfies readonly LeaderboardKind[];

export const LEADERBOARD_KIND_LABELS: Readonly<Record<LeaderboardKind, string>> = {
  debaters: 'Debaters',
  judges: 'Judges',
  clubs: 'Clubs',
};

export const LEADERBOARD_PERIOD_LABELS: Readonly<Record<LeaderboardPeriod, string>> = {
  all: 'All time',
  year: 'Last 12 months',
  month: 'Last 30 days',
};

const PERIODS = Object.keys(LEADERBOARD_PERIOD_LABELS) as LeaderboardPeriod[];

/** The format filter's value for every format (ALL_FORMATS in #shared/judging/contract.ts). */
export const ALL_FORMATS = 'all';

/** The API's largest page number (LeaderboardQuerySchema). */
export const LEADERBOARD_PAGE_MAX = 1000;

export const FORMAT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_FORMATS, label: 'All formats' },
  ...FORMAT_IDS.map((id) => ({ value: id as string, label: FORMAT_LABELS[id] })),
];

export const PERIOD_OPTIONS: readonly { value: LeaderboardPeriod; label: string }[] = PERIODS.map((value) => ({
  value,
  label: LEADERBOARD_PERIOD_LABELS[value],
}));

export interface LeaderboardFilters {
  kind: LeaderboardKind;
  format: LeaderboardQuery['format'];
  period: LeaderboardPeriod;
}

export const DEFAULT_LEADERBOARD_FILTERS: LeaderboardFilters = { kind: 'debaters', format: ALL_FORMATS, period: 'all' };

/** The board, format and period in the URL; anything unknown falls back to its default. */
export function parseLeaderboardFilters(search: URLSearchParams): LeaderboardFilters {
  const kind = search.get('kind');
  const format = search.get('format');
  const period = search.get('period');
  return {
    kind: kind && (LEADERBOARD_KINDS as readonly string[]).includes(kind) ? (kind as LeaderboardKind) : 'debaters',
    format: format && (FORMAT_IDS as readonly string[]).includes(format) ? (format as LeaderboardQuery['format']) : ALL_FORMATS,
    period: period && (PERIODS as string[]).includes(period) ? (period as LeaderboardPeriod) : 'all',
  };
}

/** What the page asks GET /api/leaderboards for: the filters plus the list's page and limit. */
export function leaderboardQuery(filters: LeaderboardFilters, list: Pick<ListParams, 'page' | 'limit'>): LeaderboardQuery {
  return { ...filters, page: Math.min(list.page, LEADERBOARD_PAGE_MAX), limit: list.limit };
}

/** A filter change for the URL: defaults are dropped so URLs stay short. */
export function filterChange<K extends keyof LeaderboardFilters>(
  key: K,
  value: LeaderboardFilters[K],
): Record<K, string | undefined> {
  return { [key]: value === DEFAULT_LEADERBOARD_FILTERS[key] ? undefined : value } as Record<K, string | undefined>;
}

/** Whether a cached query's params (the last part of its key) show the same board as `filters`. */
export function isSameBoard(params: unknown, filters: LeaderboardFilters): boolean {
  if (typeof params !== 'object' || params === null) return false;
  const other = params as Partial<LeaderboardFilters>;
  return other.kind === filters.kind && other.format === filters.format && other.period === filters.period;
}

export function isFiltered(filters: LeaderboardFilters): boolean {
  return filters.format !== ALL_FORMATS || filters.period !== 'all';
}

/** "Debaters · British Parliamentary · Last 30 days". */
export function boardCaption(filters: LeaderboardFilters): string {
  const format = filters.format === ALL_FORMATS ? 'All formats' : FORMAT_LABELS[filters.format];
  return `${LEADERBOARD_KIND_LABELS[filters.kind]} · ${format} · ${LEADERBOARD_PERIOD_LABELS[filters.period]}`;
}

/** What a board without rows says, honestly naming the filters that emptied it. */
export function emptyBoardText(filters: LeaderboardFilters): { title: string; text: string } {
  const where = [
    filters.format !== ALL_FORMATS ? `in ${FORMAT_LABELS[filters.format]}` : '',
    filters.period !== 'all' ? `in the ${LEADERBOARD_PERIOD_LABELS[filters.period].toLowerCase()}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const suffix = where ? ` ${where}` : '';
  const hint = where ? ' Try another format or period.' : '';
  switch (filters.kind) {
    case 'debaters':
      return {
        title: filters.period !== 'all' ? `No rated debates yet in this period` : `No rated debates yet${suffix}`,
        text: `Debaters appear here once a competitive debate${suffix} has a confirmed result.${hint}`,
      };
    case 'judges':
      return {
        title: `No ballots yet${suffix}`,
        text: `Judges appear here once they have submitted a ballot${where ? ` for a debate ${where}` : ''}.${hint}`,
      };
    case 'clubs':
      return {
        title: `No club results yet${suffix}`,
        text: `Clubs appear here once their members have rated debates${suffix}.${hint}`,
      };
  }
}
