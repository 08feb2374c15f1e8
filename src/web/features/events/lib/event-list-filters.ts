// The filters of /events — where (venue), the hosting club, and "only with
// places left" — as kept in the URL beside page and search, and sent to the API
// (EventListQuerySchema in #shared/events/contract.ts). Values the API would refuse are
// ignored rather than failing the page. Written out here rather than imported
// from #shared/events/contract.ts, which would pull zod into the list page.

export const EVENT_VENUE_FILTER = {
  label: 'Where',
  options: [
    { value: 'in-person', label: 'In person' },
    { value: 'virtual', label: 'Virtual' },
    { value: 'hybrid', label: 'Hybrid' },
  ],
} as const;

export type EventVenueFilter = (typeof EVENT_VENUE_FILTER)['options'][number]['value'];

export interface EventListFilters {
  venue?: EventVenueFilter;
  /** A club's id. */
  club?: string;
  /** Only events with places left; the API takes the string 'true'. */
  available?: 'true';
}

/** The URL keys of the filters, for clearing them all at once. */
export const EVENT_FILTER_KEYS = ['venue', 'club', 'available'] as const satisfies readonly (keyof EventListFilters)[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in the URL that the API accepts. */
export function parseEventFilters(search: URLSearchParams): EventListFilters {
  const filters: EventListFilters = {};
  const venue = search.get('venue');
  const known = EVENT_VENUE_FILTER.options.find((o) => o.value === venue);
  if (known) filters.venue = known.value;
  const club = search.get('club');
  if (club && UUID.test(club)) filters.club = club.toLowerCase();
  if (search.get('available') === 'true') filters.available = 'true';
  return filters;
}
