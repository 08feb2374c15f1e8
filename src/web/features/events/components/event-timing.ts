// Where an event stands in time, for its badge.

export type EventTiming = 'upcoming' | 'ongoing' | 'ended';

export function eventTiming(event: { dateStart: string; dateEnd: string }, now = Date.now()): EventTiming {
  const start = Date.parse(event.dateStart);
  const end = Date.parse(event.dateEnd);
  if (Number.isFinite(end) && end < now) return 'ended';
  if (Number.isFinite(start) && start <= now) return 'ongoing';
  return 'upcoming';
}

export const EVENT_TIMING_BADGES: Readonly<Record<EventTiming, { label: string; tone: 'brand' | 'success' | 'neutral' }>> = {
  upcoming: { label: 'Upcoming', tone: 'brand' },
  ongoing: { label: 'Happening now', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};
