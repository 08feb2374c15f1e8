import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '#shared/formats/format-labels.ts';
import * as shared from '#shared/judging/contract.ts';
import {
  ALL_FORMATS,
  boardCaption,
  emptyBoardText,
  FORMAT_OPTIONS,
  filterChange,
  isFiltered,
  isSameBoard,
  LEADERBOARD_KINDS,
  LEADERBOARD_PAGE_MAX,
  LEADERBOARD_PERIOD_LABELS,
  leaderboardQuery,
  parseLeaderboardFilters,
} from './leaderboard-params.ts';

const parse = (search: string) => parseLeaderboardFilters(new URLSearchParams(search));

describe('the lists written out for the page', () => {
  it('agree with the shared contract', () => {
    expect(LEADERBOARD_KINDS).toEqual(shared.LEADERBOARD_KINDS);
    expect(LEADERBOARD_PERIOD_LABELS).toEqual(shared.LEADERBOARD_PERIOD_LABELS);
    expect(ALL_FORMATS).toBe(shared.ALL_FORMATS);
    expect(LEADERBOARD_PAGE_MAX).toBe(shared.LeaderboardQuerySchema.shape.page.unwrap().maxValue);
  });

  it('offer every format after “All formats”', () => {
    expect(FORMAT_OPTIONS[0]).toEqual({ value: 'all', label: 'All formats' });
    expect(FORMAT_OPTIONS.slice(1).map((o) => o.value)).toEqual([...FORMAT_IDS]);
    expect(FORMAT_OPTIONS.find((o) => o.value === 'parliamentary')?.label).toBe('British Parliamentary');
  });
});

describe('parseLeaderboardFilters', () => {
  it('defaults to debaters over every format and all time', () => {
    expect(parse('')).toEqual({ kind: 'debaters', format: 'all', period: 'all' });
  });

  it('reads valid values', () => {
    expect(parse('kind=judges&format=lincoln-douglas&period=month')).toEqual({
      kind: 'judges',
      format: 'lincoln-douglas',
      period: 'month',
    });
    expect(parse('kind=clubs&format=all&period=year')).toEqual({ kind: 'clubs', format: 'all', period: 'year' });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(parse('kind=speakers&format=chess&period=week')).toEqual({ kind: 'debaters', format: 'all', period: 'all' });
    expect(parse('kind=JUDGES&format=Oxford')).toEqual({ kind: 'debaters', format: 'all', period: 'all' });
  });

  it('accepts exactly what the shared schema accepts', () => {
    for (const search of ['kind=clubs&format=policy&period=year', 'format=world-schools', 'kind=x&period=y']) {
      const parsed = parse(search);
      expect(shared.LeaderboardQuerySchema.parse(parsed)).toMatchObject(parsed);
    }
  });
});

describe('leaderboardQuery', () => {
  it('adds the page and limit, with the page capped at what the API takes', () => {
    const filters = parse('kind=judges');
    expect(leaderboardQuery(filters, { page: 2, limit: 20 })).toEqual({
      kind: 'judges',
      format: 'all',
      period: 'all',
      page: 2,
      limit: 20,
    });
    expect(leaderboardQuery(filters, { page: 5000, limit: 20 }).page).toBe(LEADERBOARD_PAGE_MAX);
    expect(shared.LeaderboardQuerySchema.safeParse(leaderboardQuery(filters, { page: 5000, limit: 100 })).success).toBe(true);
  });
});

describe('filterChange', () => {
  it('drops defaults from the URL', () => {
    expect(filterChange('kind', 'debaters')).toEqual({ kind: undefined });
    expect(filterChange('kind', 'clubs')).toEqual({ kind: 'clubs' });
    expect(filterChange('format', 'all')).toEqual({ format: undefined });
    expect(filterChange('period', 'month')).toEqual({ period: 'month' });
  });

  it('knows when a format or period narrows the board', () => {
    expect(isFiltered(parse('kind=judges'))).toBe(false);
    expect(isFiltered(parse('format=oxford'))).toBe(true);
    expect(isFiltered(parse('period=year'))).toBe(true);
  });
});

describe('emptyBoardText', () => {
  it('is honest about the filters that emptied the board', () => {
    expect(emptyBoardText(parse('')).title).toBe('No rated debates yet');
    expect(emptyBoardText(parse('period=month')).title).toBe('No rated debates yet in this period');
    expect(emptyBoardText(parse('format=oxford')).title).toBe('No rated debates yet in Oxford');
    expect(emptyBoardText(parse('format=oxford&period=year')).text).toBe(
      'Debaters appear here once a competitive debate in Oxford in the last 12 months has a confirmed result. Try another format or period.',
    );
    expect(emptyBoardText(parse('kind=judges&period=month')).title).toBe('No ballots yet in the last 30 days');
    expect(emptyBoardText(parse('kind=clubs')).title).toBe('No club results yet');
  });
});

describe('isSameBoard', () => {
  it('matches a cached query of the same board, format and period, whatever its page', () => {
    const filters = parse('kind=judges&format=oxford');
    expect(isSameBoard({ kind: 'judges', format: 'oxford', period: 'all', page: 3, limit: 20 }, filters)).toBe(true);
    expect(isSameBoard({ kind: 'judges', format: 'all', period: 'all', page: 1, limit: 20 }, filters)).toBe(false);
    expect(isSameBoard({ kind: 'clubs', format: 'oxford', period: 'all' }, filters)).toBe(false);
    expect(isSameBoard(undefined, filters)).toBe(false);
    expect(isSameBoard('leaderboards', filters)).toBe(false);
  });
});

describe('boardCaption', () => {
  it('names the board and its filters', () => {
    expect(boardCaption(parse(''))).toBe('Debaters · All formats · All time');
    expect(boardCaption(parse('kind=clubs&format=parliamentary&period=month'))).toBe(
      'Clubs · British Parliamentary · Last 30 days',
    );
  });
});
