// The civic areas debates, topics and interests are filed under: one list for
// onboarding's preferred topics and for topic categories. A topic stores its
// area's id (topics.category) and every list shows the area's label, so a label
// can be reworded without touching stored rows.
export const CIVIC_AREAS = [
  { id: 'democracy', label: 'Democracy and elections' },
  { id: 'economy', label: 'Economy and work' },
  { id: 'education', label: 'Education' },
  { id: 'environment', label: 'Environment and climate' },
  { id: 'health', label: 'Health' },
  { id: 'justice', label: 'Justice and rights' },
  { id: 'technology', label: 'Technology and media' },
  { id: 'housing', label: 'Housing and cities' },
  { id: 'international', label: 'International affairs' },
  { id: 'culture', label: 'Culture and society' },
] as const;

export type CivicArea = (typeof CIVIC_AREAS)[number];
export type CivicAreaId = CivicArea['id'];
export const CIVIC_AREA_IDS = CIVIC_AREAS.map((area) => area.id) as [CivicAreaId, ...CivicAreaId[]];

/**
 * The area a stored category names. Topics suggested before categories were
 * stored as ids carry the area's label ("Democracy and elections"), and the old
 * demo topics a capitalised id ("Democracy"); all three name the same area, so
 * they are matched without regard to case until the rows are rewritten to ids
 * (docs/topics-and-comments.md gives the SQL). Text that names no area: undefined.
 */
export function civicAreaOf(stored: string): CivicArea | undefined {
  const key = stored.trim().toLocaleLowerCase();
  return CIVIC_AREAS.find((area) => area.id === key || area.label.toLocaleLowerCase() === key);
}

/** What a list shows for a stored category: the area's label, or the stored text itself when it names no area. */
export function civicAreaLabelOf(stored: string): string {
  return civicAreaOf(stored)?.label ?? stored.trim();
}
