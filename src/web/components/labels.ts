// Human labels for the ids the API sends (formats, roles, venue types…). Known
// ids have hand-written labels in their feature; anything newer still reads well.

/** "lincoln-douglas" → "Lincoln Douglas", "in_person" → "In Person". */
export function humanizeId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** A label from `labels`, or the humanized id for values added after the map. */
export function labelFor(labels: Readonly<Record<string, string>>, id: string): string {
  return Object.hasOwn(labels, id) ? (labels[id] as string) : humanizeId(id);
}

/** Where debates and events take place (spec section 3's debate "type"). */
export const VENUE_TYPE_LABELS: Readonly<Record<string, string>> = {
  'in-person': 'In person',
  virtual: 'Online',
  hybrid: 'Hybrid',
};

export const venueTypeLabel = (id: string) => labelFor(VENUE_TYPE_LABELS, id);

/** "1 debate", "3 debates". */
export function pluralize(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

/** "Leeds Central Library · In person"; a location that only repeats the venue ("Online") is said once. */
export function placeLabel(location: string | null, venueType: string): string {
  const venue = venueTypeLabel(venueType);
  const place = location?.trim();
  if (!place || place.toLowerCase() === venue.toLowerCase()) return venue;
  return `${place} · ${venue}`;
}

/** Whether a location adds anything beyond the venue type. */
export function isDistinctLocation(location: string | null, venueType: string): location is string {
  const place = location?.trim();
  return Boolean(place) && place?.toLowerCase() !== venueTypeLabel(venueType).toLowerCase();
}
