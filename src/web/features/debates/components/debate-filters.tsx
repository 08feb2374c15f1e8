// The filters of /debates — format, type, state, venue — kept in the URL beside
// page, sort and search, and sent to the API (which filters on indexed columns).
// Values the API would refuse are ignored rather than failing the page.
import type { DebateListQuery } from '#shared/debates/contract.ts';
import { DEBATE_TYPES } from '#shared/debates/types.ts';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import type { ListController, ListSort } from '#web/components/list-params.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';

const ANY = '';

export const DEBATE_FILTERS = {
  format: { label: 'Format', options: FORMAT_IDS.map((id) => ({ value: id as string, label: FORMAT_LABELS[id] })) },
  type: { label: 'Type', options: DEBATE_TYPES.map((t) => ({ value: t.id as string, label: t.label })) },
  state: {
    label: 'When',
    options: [
      { value: 'upcoming', label: 'Upcoming' },
      { value: 'live', label: 'Live now' },
      { value: 'finished', label: 'Finished' },
    ],
  },
  venue: {
    label: 'Where',
    options: [
      { value: 'in-person', label: 'In person' },
      { value: 'virtual', label: 'Virtual' },
      { value: 'hybrid', label: 'Hybrid' },
    ],
  },
} as const;

export type DebateFilterKey = keyof typeof DEBATE_FILTERS | 'topic';
export type DebateFilterValues = Partial<Pick<DebateListQuery, DebateFilterKey>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters in the URL that the lists offer (and the API accepts). Checked
 * against the offered values rather than the contract's schema: the list page
 * does not load zod for this.
 */
export function parseDebateFilters(search: URLSearchParams): DebateFilterValues {
  const values: Record<string, string> = {};
  for (const key of Object.keys(DEBATE_FILTERS) as (keyof typeof DEBATE_FILTERS)[]) {
    const value = search.get(key);
    if (value && DEBATE_FILTERS[key].options.some((o) => o.value === value)) values[key] = value;
  }
  const topic = search.get('topic');
  if (topic && UUID.test(topic)) values.topic = topic;
  return values as DebateFilterValues;
}

export function DebateFilters({ list, filters }: { list: ListController<ListSort>; filters: DebateFilterValues }) {
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <div className="-mt-3 mb-6 flex flex-wrap items-center gap-3" data-testid="debate-filters">
      {(
        Object.entries(DEBATE_FILTERS) as [keyof typeof DEBATE_FILTERS, (typeof DEBATE_FILTERS)[keyof typeof DEBATE_FILTERS]][]
      ).map(([key, filter]) => (
        <SelectField
          key={key}
          label={filter.label}
          value={filters[key] ?? ANY}
          options={[{ value: ANY, label: 'Any' }, ...filter.options]}
          onChange={(value) => list.update({ [key]: value || undefined })}
        />
      ))}
      {isFiltered ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            list.update({ format: undefined, type: undefined, state: undefined, venue: undefined, topic: undefined })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
