// The admin area's searchable tables (members, debates, events, clubs): a search
// box and select filters kept in the URL that apply at once (back to page 1, so
// a view can be shared between admins), then the list's loading, error, empty
// and table-with-pages states and its count in a polite live region. Each list
// brings only what is its own: its filters, its words and its table.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { withListChanges } from '#web/components/list-params.ts';
import { Pagination } from '#web/components/pagination.tsx';
import { totalText } from '#web/components/pagination-range.ts';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** A value from the URL when it is one the API accepts; otherwise undefined, the server's default. */
export function pickParam<const Values extends readonly string[]>(
  values: Values,
  raw: string | null,
): Values[number] | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined;
}

/** The page (beyond the first) and the search every list reads from the URL. */
export function pageAndSearchOf(search: URLSearchParams): { page: number | undefined; q: string | undefined } {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim();
  return { page: Number.isInteger(page) && page > 1 ? page : undefined, q: q || undefined };
}

/** One select filter: its key in the URL (and the query), its label, its choices, and what "no filter" says. */
export interface AdminListFilter {
  key: string;
  label: string;
  labels: Readonly<Record<string, string>>;
  all: string;
}

interface ListPage<Row> {
  items: Row[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
}

export interface AdminListProps<Row> {
  /** The search box's label and placeholder; the search in effect, as sent. */
  search: { label: string; placeholder: string; active: string | undefined };
  filters: readonly AdminListFilter[];
  query: UseQueryResult<ListPage<Row>>;
  /** "member", "members": the count's nouns; the loading, error and empty texts and the page links' name follow from them. */
  noun: { one: string; other: string };
  emptyIcon: LucideIcon;
  /** The rows of the current page as a table. */
  children: (items: Row[]) => ReactNode;
}

export function AdminList<Row>({ search: box, filters, query, noun, emptyIcon, children }: AdminListProps<Row>) {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | number | undefined>) => setSearch((prev) => withListChanges(prev, changes));
  const searchForPage = (page: number) => {
    const next = withListChanges(search, { page }).toString();
    return next ? `?${next}` : '';
  };
  const capitalized = `${noun.other.charAt(0).toUpperCase()}${noun.other.slice(1)}`;

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <SearchBox
          label={box.label}
          placeholder={box.placeholder}
          initialValue={search.get('q') ?? ''}
          activeSearch={box.active}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {filters.map(({ key, label, labels, all }) => (
            <SelectField
              key={key}
              label={label}
              value={search.get(key) ?? ''}
              options={[{ value: '', label: all }, ...Object.entries(labels).map(([value, text]) => ({ value, label: text }))]}
              onChange={(value) => update({ [key]: value || undefined })}
            />
          ))}
        </div>
      </div>

      {query.isPending ? (
        <LoadingStatus label={`Loading ${noun.other}…`} />
      ) : query.isError ? (
        <QueryErrorState
          title={`${capitalized} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={emptyIcon} title={`No ${noun.other} match`}>
          Try another search or fewer filters.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalText(query.data.total, query.data.totalCapped)} {query.data.total === 1 ? noun.one : noun.other}
          </p>
          {children(query.data.items)}
          <Pagination
            page={query.data.page}
            limit={query.data.limit}
            total={query.data.total}
            totalCapped={query.data.totalCapped}
            searchForPage={searchForPage}
            label={`Pages of ${noun.other}`}
          />
        </>
      )}
    </div>
  );
}
