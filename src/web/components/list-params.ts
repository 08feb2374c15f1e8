// A list page keeps its page, limit, sort and search in the URL, so any view of
// a list can be shared or bookmarked. Values the API would refuse (page=abc,
// limit=500, an unknown sort) fall back to the defaults instead of failing the
// page; a search over the limit is reported, not sent (spec section 5).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN, SEARCH_TEXT_MAX } from '#shared/constants.ts';
import type { ListQuery } from '#shared/validation.ts';

export type ListSort = ListQuery['sort'];

/** Written out here rather than imported from #shared/validation.ts, which would pull zod into every list page. */
export const LIST_SORT_LABELS: Readonly<Record<ListSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
  alphabetical: 'A to Z',
};

const SORTS = Object.keys(LIST_SORT_LABELS) as ListSort[];

/** What a list page asks the API for; optional fields are left out of the request. */
export interface ListParams {
  page: number;
  limit: number;
  sort?: ListSort;
  q?: string;
}

export interface ParsedListParams {
  params: ListParams;
  /** The search text as typed (untrimmed), for the search box. */
  searchText: string;
  /** The search is longer than SEARCH_TEXT_MAX; it is not sent. */
  isSearchTooLong: boolean;
}

export const LIST_PARAM_KEYS = ['page', 'limit', 'sort', 'q'] as const;
export type ListParamKey = (typeof LIST_PARAM_KEYS)[number];
export type ListParamChanges = Partial<Record<string, string | number | undefined>>;

function parseIntInRange(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

export function isSearchTooLong(text: string): boolean {
  return text.trim().length > SEARCH_TEXT_MAX;
}

export function parseListParams(search: URLSearchParams): ParsedListParams {
  const params: ListParams = {
    page: parseIntInRange(search.get('page'), LIST_PAGE_MIN, Number.MAX_SAFE_INTEGER, LIST_PAGE_MIN),
    limit: parseIntInRange(search.get('limit'), LIST_LIMIT_MIN, LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT),
  };
  const sort = search.get('sort');
  if (sort && (SORTS as string[]).includes(sort)) params.sort = sort as ListSort;
  const searchText = search.get('q') ?? '';
  const tooLong = isSearchTooLong(searchText);
  const q = searchText.trim();
  if (q && !tooLong) params.q = q;
  return { params, searchText, isSearchTooLong: tooLong };
}

/**
 * The next search params after `changes`; defaults are dropped so URLs stay short.
 * Changing anything but the page goes back to page 1 unless `keepPage` is set,
 * because the old page number means nothing in a new result set.
 */
export function withListChanges(
  current: URLSearchParams,
  changes: ListParamChanges,
  { keepPage = false }: { keepPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const changesPage = 'page' in changes;
  for (const [key, value] of Object.entries(changes)) {
    const text = value === undefined ? '' : String(value).trim();
    const isDefault =
      text === '' ||
      (key === 'page' && text === String(LIST_PAGE_MIN)) ||
      (key === 'limit' && text === String(LIST_LIMIT_DEFAULT));
    if (isDefault) next.delete(key);
    else next.set(key, text);
  }
  if (!changesPage && !keepPage) next.delete('page');
  return next;
}

export interface ListController extends ParsedListParams {
  searchParams: URLSearchParams;
  update(changes: ListParamChanges, options?: { keepPage?: boolean }): void;
  /** The search string (`?page=2&q=…`, or empty) of another page of the same list. */
  searchForPage(page: number): string;
}

export function useListParams(): ListController {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: ListParamChanges, options?: { keepPage?: boolean }) =>
      setSearchParams((prev) => withListChanges(prev, changes, options)),
    [setSearchParams],
  );
  const searchForPage = useCallback(
    (page: number) => {
      const search = withListChanges(searchParams, { page }).toString();
      return search ? `?${search}` : '';
    },
    [searchParams],
  );
  return { ...parsed, searchParams, update, searchForPage };
}
