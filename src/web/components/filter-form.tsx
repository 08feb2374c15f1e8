// A list's filters as a form whose values live in the URL: Apply writes the
// named fields into the query string (empty ones removed, back to page 1),
// Clear filters is a link to the list without them. Keyed by the URL, so Back
// and Clear show the filters they apply.
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchWith } from './search-with.ts';
import { Button } from './ui/button.tsx';

export function FilterForm({
  label,
  filterKeys,
  hasFilters,
  formKey = '',
  children,
}: {
  /** The form's accessible name ("Filter the audit log"). */
  label: string;
  /** The fields' names, which are also their keys in the URL. */
  filterKeys: readonly string[];
  /** Whether the URL holds a filter (offers Clear filters). */
  hasFilters: boolean;
  /** More for the form's key, e.g. whether the choices arrived, so a filter from the URL stays selected when they do. */
  formKey?: string;
  /** The fields. */
  children: ReactNode;
}) {
  const [search, setSearch] = useSearchParams();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: Record<string, string | undefined> = {};
    for (const key of filterKeys) changes[key] = String(data.get(key) ?? '').trim() || undefined;
    setSearch(searchWith(search, changes));
  };

  return (
    <form
      key={`${search.toString()}|${formKey}`}
      onSubmit={handleSubmit}
      aria-label={label}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        {hasFilters ? (
          <Button asChild variant="ghost">
            <Link to={{ search: searchWith(search, Object.fromEntries(filterKeys.map((key) => [key, undefined]))) }}>
              Clear filters
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
