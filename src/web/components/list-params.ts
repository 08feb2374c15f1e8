// A list page keeps its page, limit, sort and search in the URL, so any view of
// a list can be shared or bookmarked. Values the API would refuse (page=abc,
// limit=500, an unknown sort) fall back to the defaults instead of failing the
// page; a search over the limit is reported, not sent (spec section 5).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN, SEARCH_TEXT_MAX } from '#shared/constants.ts';
import type { ListQuery } from '#shared/validation.ts';

/** The four orders of every list. */
export type CommonListSort = ListQuery['sort'];
/** …and the debates' own default ('soonest', DEBATE_LIST_SORTS). */
export type ListSort = CommonListSort | 'soonest';

/** Written out here rather than imported from #shared/validation.ts, which would pull zod into every list page. */
export const LIST_SORT_LABELS: Readonly<Record<ListSort, string>> = {
  soonest: 'Live and soonest first',
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
  alphabetical: 'A to Z',
};

/** The orders every list accepts; a list with its own (debates) passes them to useListParams. */
export const COMMON_LIST_SORTS: readonly CommonListSort[] = ['newest', 'oldest', 'popular', 'alphabetical'];

/** What a list page asks the API for; optional fields are left out of the request. */
export interface ListParams<S extends ListSort = CommonListSort> {
  page: number;
  limit: number;
  sort?: S;
  q?: string;
}

export interface ParsedListParams<S extends ListSort = CommonListSort> {
  params: ListParams<S>;
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

export function parseListParams<S extends ListSort = CommonListSort>(
  search: URLSearchParams,
  sorts: readonly S[] = COMMON_LIST_SORTS as readonly S[],
): ParsedListParams<S> {
  const params: ListParams<S> = {
    page: parseIntInRange(search.get('page'), LIST_PAGE_MIN, Number.MAX_SAFE_INTEGER, LIST_PAGE_MIN),
    limit: parseIntInRange(search.get('limit'), LIST_LIMIT_MIN, LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT),
  };
  const sort = search.get('sort');
  if (sort && (sorts as readonly string[]).includes(sort)) params.sort = sort as S;
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

export interface ListController<S extends ListSort = CommonListSort> extends ParsedListParams<S> {
  searchParams: URLSearchParams;
  update(changes: ListParamChanges, options?: { keepPage?: boolean }): void;
  /** The search string (`?page=2&q=…`, or empty) of another page of the same list. */
  searchForPage(page: number): string;
}

export function useListParams<S extends ListSort = CommonListSort>({
  sorts = COMMON_LIST_SORTS as readonly S[],
}: {
  sorts?: readonly S[];
} = {}): ListController<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = useMemo(() => parseListParams(searchParams, sorts), [searchParams, sorts]);
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
