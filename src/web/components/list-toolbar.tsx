// Search and sort above a list, bound to the URL through a ListController.
import { COMMON_LIST_SORTS, LIST_SORT_LABELS, type ListController, type ListSort } from './list-params.ts';
import { SearchBox } from './search-box.tsx';
import { SelectField } from './select-field.tsx';

/** The select's options for a list's orders, labelled alike everywhere. */
export const sortOptionsFor = (sorts: readonly ListSort[]) => sorts.map((value) => ({ value, label: LIST_SORT_LABELS[value] }));

const SORT_OPTIONS = sortOptionsFor(COMMON_LIST_SORTS);

export function ListToolbar<S extends ListSort>({
  list,
  searchLabel,
  searchPlaceholder,
  sortOptions = SORT_OPTIONS,
  defaultSort = 'newest',
}: {
  list: ListController<S>;
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
