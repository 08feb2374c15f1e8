// The civic areas debates, topics and interests are filed under: one list for
// onboarding's preferred topics and for topic categories.
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

export type CivicAreaId = (typeof CIVIC_AREAS)[number]['id'];
export const CIVIC_AREA_IDS = CIVIC_AREAS.map((area) => area.id) as [CivicAreaId, ...CivicAreaId[]];
