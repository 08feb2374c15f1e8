// The event every tournament test runs its tournament on: in person, starting in
// two days (or `startsInHours`) for eight hours, with no activities of its own.

const HOUR_MS = 60 * 60 * 1000;

/** The body of POST /api/events for a tournament's event. */
export function tournamentEventInput(title: string, description: string, startsInHours = 48) {
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
  return {
    title,
    description,
    venueType: 'in-person',
    location: 'Town Hall',
    dateStart: hoursFromNow(startsInHours),
    dateEnd: hoursFromNow(startsInHours + 8),
    timeZone: 'Europe/London',
    activities: [],
  };
}
