// The filter controls of /events (parsing in lib/event-list-filters.ts). Each change
// goes to the URL through the list controller, so a filtered view can be shared
// and survives a reload; changing a filter goes back to page 1.
import { useId } from 'react';
import type { ListController } from '#web/components/list-params.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EVENT_FILTER_KEYS, EVENT_VENUE_FILTER, type EventListFilters } from '../lib/event-list-filters.ts';

const ANY = '';

/** A club to filter by; the route passes the clubs (features do not import one another). */
export interface EventClubOption {
  id: string;
  name: string;
}

function ClubFilter({
  list,
  club,
  clubs,
  isLoadingClubs,
}: {
  list: ListController;
  club: string | undefined;
  clubs: readonly EventClubOption[];
  isLoadingClubs: boolean;
}) {
  // Without clubs to choose from there is no control, unless the URL already names one.
  // While the clubs load the control is shown with "Any" alone, and its fixed width
  // keeps the row as it will be: the clubs arriving moved the filters and every card
  // below them (CLS 0.03 on a phone).
  if (!isLoadingClubs && clubs.length === 0 && club === undefined) return null;
  const options = clubs.map((c) => ({ value: c.id, label: c.name }));
  if (club !== undefined && !options.some((o) => o.value === club)) options.unshift({ value: club, label: 'Selected club' });
  return (
    <SelectField
      label="Club"
      value={club ?? ANY}
      options={[{ value: ANY, label: 'Any' }, ...options]}
      onChange={(value) => list.update({ club: value || undefined })}
      selectClassName="w-56"
    />
  );
}

export function EventFilters({
  list,
  filters,
  clubs = [],
  isLoadingClubs = false,
}: {
  list: ListController;
  filters: EventListFilters;
  clubs?: readonly EventClubOption[];
  isLoadingClubs?: boolean;
}) {
  const availableId = useId();
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <div className="-mt-3 mb-6 flex flex-wrap items-center gap-3" data-testid="event-filters">
      <SelectField
        label={EVENT_VENUE_FILTER.label}
        value={filters.venue ?? ANY}
        options={[{ value: ANY, label: 'Any' }, ...EVENT_VENUE_FILTER.options]}
        onChange={(value) => list.update({ venue: value || undefined })}
      />
      <ClubFilter list={list} club={filters.club} clubs={clubs} isLoadingClubs={isLoadingClubs} />
      <div className="flex h-10 items-center gap-2">
        <input
          id={availableId}
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={filters.available === 'true'}
          onChange={(event) => list.update({ available: event.target.checked ? 'true' : undefined })}
        />
        <label htmlFor={availableId} className="text-sm font-medium whitespace-nowrap text-slate-700">
          Only with places left
        </label>
      </div>
      {isFiltered ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => list.update(Object.fromEntries(EVENT_FILTER_KEYS.map((key) => [key, undefined])))}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
