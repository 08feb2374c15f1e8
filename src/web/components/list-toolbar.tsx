// Search and sort above a list, bound to the URL through a ListController.
import { LIST_SORT_LABELS, type ListController, type ListSort } from './list-params.ts';
import { SearchBox } from './search-box.tsx';
import { SelectField } from './select-field.tsx';

const SORT_OPTIONS = (Object.entries(LIST_SORT_LABELS) as [ListSort, string][]).map(([value, label]) => ({ value, label }));

export function ListToolbar({
  list,
  searchLabel,
  searchPlaceholder,
  sortOptions = SORT_OPTIONS,
  defaultSort = 'newest',
}: {
  list: ListController;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Omit the sort control with an empty list (a page with one fixed order). */
  sortOptions?: readonly { value: ListSort; label: string }[];
  defaultSort?: ListSort;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        initialValue={list.searchText}
        activeSearch={list.params.q}
        onSearch={(text) => list.update({ q: text })}
      />
      {sortOptions.length ? (
        <SelectField
          label="Sort by"
          value={list.params.sort ?? defaultSort}
          options={sortOptions}
          onChange={(sort) => list.update({ sort: sort === defaultSort ? undefined : sort })}
        />
      ) : null}
    </div>
  );
}
