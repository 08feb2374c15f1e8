// A tournament set up over the API for the tournament journeys: an event a
// few days ahead, run as a tournament by `director` (its first tab director).
import { expect } from '@playwright/test';
import { post } from './judging.ts';
import type { Member } from './members.ts';

const HOUR = 60 * 60 * 1000;

export interface TournamentSetup {
  title: string;
  format: string;
  preliminaryRounds: number;
  categories: { name: string; breakSize: number }[];
  pairing?: 'fold' | 'slide';
  location?: string;
  /** How far ahead the event starts. */
  hoursAhead?: number;
}

export async function newTournamentViaApi(director: Pick<Member, 'context'>, setup: TournamentSetup) {
  const start = Date.now() + (setup.hoursAhead ?? 72) * HOUR;
  const event = await post(director, '/api/events', {
    title: setup.title,
    description: `<p>${setup.preliminaryRounds} preliminary rounds and a break.</p>`,
    venueType: 'in-person',
    location: setup.location ?? 'Town Hall',
    dateStart: new Date(start).toISOString(),
    dateEnd: new Date(start + 10 * HOUR).toISOString(),
    timeZone: 'UTC',
    activities: [],
  });
  expect(event.status, event.body).toBe(201);
  const eventId = (JSON.parse(event.body) as { id: string }).id;
  const created = await post(director, `/api/events/${eventId}/tournament`, {
    format: setup.format,
    preliminaryRounds: setup.preliminaryRounds,
    ...(setup.pairing ? { pairing: setup.pairing } : {}),
    categories: setup.categories,
  });
  expect(created.status, created.body).toBe(201);
  return { eventId, tournamentId: (JSON.parse(created.body) as { id: string }).id };
}

/** A guest adjudicator invited by name (no account yet). */
export async function inviteGuestAdjudicatorViaApi(director: Pick<Member, 'context'>, tournamentId: string, name: string) {
  const invited = await post(director, `/api/tournaments/${tournamentId}/adjudicators/invitations`, { name });
  expect(invited.status, invited.body).toBe(201);
}

/** Puts `member` on the tournament's staff in `role`. */
export async function addStaffViaApi(
  director: Pick<Member, 'context'>,
  tournamentId: string,
  member: Pick<Member, 'userId'>,
  role: 'tab-director' | 'adjudication-core',
) {
  const staffed = await post(director, `/api/tournaments/${tournamentId}/staff`, { userId: member.userId, role });
  expect(staffed.status, staffed.body).toBe(200);
}
