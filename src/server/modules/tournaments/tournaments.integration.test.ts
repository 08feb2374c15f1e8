// Tournaments over the real API and database: an organizer turns an event into
// a tournament; its settings and staff; members register teams and teammates
// join with the team's code; approved judges register as adjudicators, guests
// accept an invitation link; conflicts, with a judge's standing conflicts
// carried over. The permission matrix (anonymous, member, other member, judge,
// organizer, tab director, adjudication core, admin) and the races (two members
// taking the last place in a team, two registrations of one name) are settled
// by the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjudicatorView, TeamView, TournamentView } from '#shared/tournaments/contract.ts';
import { clubMembers, clubs, judges, rateLimits, users } from '#server/db/schema/index.ts';
import { callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';
import { tournamentEventInput } from '#tests/tournament-event.ts';

let t: TestApp;
const NAMES = ['organizer', 'director', 'core', 'member', 'other', 'third', 'fourth', 'judge', 'guest', 'admin'] as const;
type Who = (typeof NAMES)[number] | 'anonymous';
const people = {} as Record<(typeof NAMES)[number], { cookie: string; userId: string }>;
let clubId: string;

/** A refused request: its status and the API's error body. */
async function failure(res: Response | Promise<Response>) {
  const r = await res;
  const { error } = (await r.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  return { status: r.status, ...error };
}

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@tournament.example.org`, 'Passw0rdOk', `${who} Person`);
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  const [club] = await db
    .insert(clubs)
    .values({
      name: 'Conflict Club',
      slug: 'conflict-club',
      description: 'A club the judge is conflicted with',
    } as typeof clubs.$inferInsert)
    .returning({ id: clubs.id });
  clubId = (club as { id: string }).id;
  await db.insert(clubMembers).values({ clubId, userId: people.member.userId, role: 'member' });
  // The judge is conflicted with the club and with one person (their standing judge conflicts).
  for (const who of ['judge', 'guest', 'core'] as const) {
    await db.insert(judges).values({
      userId: people[who].userId,
      experience: 'Years of rounds',
      formats: ['oxford'],
      paradigm: 'Clash and weighing.',
      conflictClubIds: who === 'judge' ? [clubId] : [],
      conflictUserIds: who === 'judge' ? [people.third.userId] : [],
    });
  }
}, 90_000);

afterAll(async () => {
  await t.close();
});

async function newEvent(): Promise<string> {
  await t.database.db.delete(rateLimits);
  const res = await call(
    'organizer',
    'POST',
    '/api/events',
    tournamentEventInput('Autumn Open Tournament', '<p>Three rounds and a break.</p>'),
  );
  return (await expectJson<{ id: string }>(res, 201)).id;
}

const SETUP = {
  format: 'oxford',
  preliminaryRounds: 3,
  categories: [
    { name: 'Open', breakSize: 4 },
    { name: 'Novice', breakSize: 2 },
  ],
};

async function newTournament(): Promise<TournamentView> {
  const eventId = await newEvent();
  return expectJson<TournamentView>(call('organizer', 'POST', `/api/events/${eventId}/tournament`, SETUP), 201);
}

describe('setting a tournament up', () => {
  it('turns an event into a tournament once, with its categories and the organizer as tab director', async () => {
    const eventId = await newEvent();
    for (const who of ['anonymous', 'member', 'judge'] as const) {
      const res = await call(who, 'POST', `/api/events/${eventId}/tournament`, SETUP);
      expect(res.status, who).toBe(who === 'anonymous' ? 401 : 403);
    }
    const created = await expectJson<TournamentView>(call('organizer', 'POST', `/api/events/${eventId}/tournament`, SETUP), 201);
    expect(created).toMatchObject({
      eventId,
      eventTitle: 'Autumn Open Tournament',
      format: 'oxford',
      preliminaryRounds: 3,
      oddTeams: 'swing',
      pairing: 'slide',
      status: 'setup',
      registrationOpen: true,
      speakersPerTeam: 2,
      teamCount: 0,
      viewer: { canManage: true, teamId: null, adjudicatorId: null },
    });
    expect(created.categories.map((c) => [c.name, c.breakSize, c.priority])).toEqual([
      ['Open', 4, 0],
      ['Novice', 2, 1],
    ]);
    expect(created.staff).toEqual([{ userId: people.organizer.userId, name: 'organizer Person', role: 'tab-director' }]);
    const again = await call('organizer', 'POST', `/api/events/${eventId}/tournament`, SETUP);
    expect(await failure(again)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'This event is already a tournament',
    });
    // Anyone reads it, by the event or by its id; only managers see that they manage it.
    const byEvent = await expectJson<TournamentView>(call('anonymous', 'GET', `/api/events/${eventId}/tournament`));
    expect(byEvent.id).toBe(created.id);
    expect(byEvent.viewer.canManage).toBe(false);
    // The event's own page links to it.
    const event = await expectJson<{ tournamentId: string | null }>(call('anonymous', 'GET', `/api/events/${eventId}`));
    expect(event.tournamentId).toBe(created.id);
  });

  it('refuses bad set-ups with the fields named', async () => {
    const eventId = await newEvent();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SETUP, format: 'chess' }, 'format'],
      [{ ...SETUP, preliminaryRounds: 0 }, 'preliminaryRounds'],
      [{ ...SETUP, preliminaryRounds: 16 }, 'preliminaryRounds'],
      [{ ...SETUP, categories: [] }, 'categories'],
      [
        {
          ...SETUP,
          categories: [
            { name: 'Open', breakSize: 4 },
            { name: 'open', breakSize: 2 },
          ],
        },
        'categories',
      ],
      [{ ...SETUP, categories: [{ name: 'Open', breakSize: -1 }] }, 'categories.0.breakSize'],
      [{ ...SETUP, oddTeams: 'coin-toss' }, 'oddTeams'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(call('organizer', 'POST', `/api/events/${eventId}/tournament`, body));
      expect(error.status, field).toBe(400);
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
    }
  });

  it('lets organizers and tab directors change settings and staff, and nobody else', async () => {
    const tournament = await newTournament();
    const path = `/api/tournaments/${tournament.id}`;
    for (const who of ['member', 'judge', 'director'] as const) {
      expect((await call(who, 'PATCH', path, { preliminaryRounds: 5 })).status, who).toBe(403);
    }
    const staffed = await expectJson<TournamentView>(
      call('organizer', 'POST', `${path}/staff`, { userId: people.director.userId, role: 'tab-director' }),
    );
    expect(staffed.staff.map((s) => s.role)).toEqual(['tab-director', 'tab-director']);
    await expectJson(call('director', 'POST', `${path}/staff`, { userId: people.core.userId, role: 'adjudication-core' }));
    const changed = await expectJson<TournamentView>(call('director', 'PATCH', path, { preliminaryRounds: 5, pairing: 'fold' }));
    expect(changed).toMatchObject({ preliminaryRounds: 5, pairing: 'fold', viewer: { canManage: true } });
    // The adjudication core does not manage the tournament itself.
    expect((await call('core', 'PATCH', path, { registrationOpen: false })).status).toBe(403);
    // An admin organizes every event.
    await expectJson(call('admin', 'PATCH', path, { registrationOpen: true }));
    // The format is fixed once the tournament runs; the last tab director stays.
    await expectJson(call('organizer', 'PATCH', path, { status: 'running' }));
    expect(await failure(call('organizer', 'PATCH', path, { format: 'parliamentary' }))).toMatchObject({ status: 409 });
    await expectJson(call('organizer', 'DELETE', `${path}/staff/${people.director.userId}`));
    const last = await failure(call('organizer', 'DELETE', `${path}/staff/${people.organizer.userId}`));
    expect(last).toMatchObject({ status: 409, message: 'A tournament keeps at least one tab director' });
    // Nor is the last one moved to another role.
    const moved = await failure(
      call('organizer', 'POST', `${path}/staff`, { userId: people.organizer.userId, role: 'adjudication-core' }),
    );
    expect(moved).toMatchObject({ status: 409, message: 'A tournament keeps at least one tab director' });
    // A tournament that has started never goes back to set-up (its rounds could then be cut).
    const back = await failure(call('organizer', 'PATCH', path, { status: 'setup' }));
    expect(back).toMatchObject({ status: 409, message: 'A tournament that has started cannot go back to being set up' });
    expect((await expectJson<TournamentView>(call('organizer', 'PATCH', path, { status: 'finished' }))).status).toBe('finished');
    expect((await failure(call('organizer', 'PATCH', path, { status: 'setup' }))).status).toBe(409);
    expect((await call('anonymous', 'PATCH', path, { pairing: 'fold' })).status).toBe(401);
    expect(
      (await call('organizer', 'PATCH', '/api/tournaments/00000000-0000-4000-8000-000000000000', { pairing: 'fold' })).status,
    ).toBe(404);
  });
});

describe('teams', () => {
  it('registers a team with its first speaker; a teammate joins with the code, which only they and the staff see', async () => {
    const tournament = await newTournament();
    const path = `/api/tournaments/${tournament.id}/teams`;
    const novice = tournament.categories.find((c) => c.name === 'Novice')?.id as string;
    expect((await call('anonymous', 'POST', path, { name: 'Quiet Voices', institution: 'Leeds' })).status).toBe(401);
    const team = await expectJson<TeamView>(
      call('member', 'POST', path, { name: 'Quiet Voices', institution: 'Leeds University', categoryIds: [novice] }),
      201,
    );
    expect(team.speakers.map((s) => s.userId)).toEqual([people.member.userId]);
    expect(team.categoryIds).toHaveLength(2);
    expect(team.joinCode).toMatch(/^[A-Z0-9]{8}$/);

    // Another member sees the team but not its code, and cannot join without it.
    const seen = await expectJson<{ items: TeamView[] }>(call('other', 'GET', path));
    expect(seen.items[0]?.joinCode).toBeNull();
    const wrong = await failure(call('other', 'POST', `${path}/${team.id}/members`, { code: 'AAAAAAAA' }));
    expect(wrong).toMatchObject({ status: 409, message: 'This join code is not this team’s' });
    const joined = await expectJson<TeamView>(call('other', 'POST', `${path}/${team.id}/members`, { code: team.joinCode }));
    expect(joined.speakers.map((s) => s.userId)).toEqual([people.member.userId, people.other.userId]);
    const staffView = await expectJson<{ items: TeamView[] }>(call('organizer', 'GET', path));
    expect(staffView.items[0]?.joinCode).toBe(team.joinCode);

    // One team per person; one name per tournament (any case).
    const twice = await failure(call('other', 'POST', path, { name: 'Second Team', institution: 'Leeds' }));
    expect(twice).toMatchObject({ status: 409, message: 'You are already in a team of this tournament' });
    const sameName = await failure(call('third', 'POST', path, { name: 'quiet voices', institution: 'York' }));
    expect(sameName).toMatchObject({ status: 409, message: 'A team of this tournament already has this name' });
    const badCategory = await failure(
      call('third', 'POST', path, {
        name: 'Loud Voices',
        institution: 'York',
        categoryIds: ['00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(badCategory).toMatchObject({
      status: 400,
      fields: { categoryIds: ['This break category is not one of the tournament’s'] },
    });

    // The last speaker to leave withdraws the team.
    expect(await expectJson(call('other', 'DELETE', `${path}/${team.id}/members/me`))).toEqual({ withdrawn: false });
    expect(await expectJson(call('member', 'DELETE', `${path}/${team.id}/members/me`))).toEqual({ withdrawn: true });
    expect((await expectJson<{ items: TeamView[] }>(call('anonymous', 'GET', path))).items).toEqual([]);
  });

  it('gives the last place in a team to one of two members joining at once', async () => {
    const tournament = await newTournament();
    const path = `/api/tournaments/${tournament.id}/teams`;
    const team = await expectJson<TeamView>(call('member', 'POST', path, { name: 'Full House', institution: 'Hull' }), 201);
    // Oxford: two speakers and two reserves; two places left after the next join.
    await expectJson(call('other', 'POST', `${path}/${team.id}/members`, { code: team.joinCode }));
    await expectJson(call('third', 'POST', `${path}/${team.id}/members`, { code: team.joinCode }));
    const results = await Promise.all(
      (['fourth', 'guest'] as const).map((who) => call(who, 'POST', `${path}/${team.id}/members`, { code: team.joinCode })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409) as Response;
    expect((await loser.json()).error.message).toBe('This team has all the speakers it can register');
  });

  it('closes registration for members but not for the staff; the staff withdraw teams', async () => {
    const tournament = await newTournament();
    const path = `/api/tournaments/${tournament.id}/teams`;
    await expectJson(call('organizer', 'PATCH', `/api/tournaments/${tournament.id}`, { registrationOpen: false }));
    const closed = await failure(call('member', 'POST', path, { name: 'Late Team', institution: 'Bath' }));
    expect(closed).toMatchObject({ status: 409, message: 'Registration for this tournament is closed' });
    const added = await expectJson<TeamView>(call('organizer', 'POST', path, { name: 'Staff Team', institution: 'Bath' }), 201);
    expect((await call('member', 'DELETE', `${path}/${added.id}`)).status).toBe(403);
    expect(await expectJson(call('organizer', 'DELETE', `${path}/${added.id}`))).toEqual({ withdrawn: true });
  });
});

describe('adjudicators and conflicts', () => {
  it('registers approved judges only, carrying their conflicts over, and keeps speakers and adjudicators apart', async () => {
    const tournament = await newTournament();
    const base = `/api/tournaments/${tournament.id}`;
    // Teams first: one of the judge's club, one with the person the judge is conflicted with.
    const clubTeam = await expectJson<TeamView>(
      call('member', 'POST', `${base}/teams`, { name: 'Club Team', institution: 'Conflict Club' }),
      201,
    );
    await t.database.db.execute(`update tournament_teams set club_id = '${clubId}' where id = '${clubTeam.id}'`);
    const personTeam = await expectJson<TeamView>(
      call('third', 'POST', `${base}/teams`, { name: 'Person Team', institution: 'York' }),
      201,
    );
    await expectJson<TeamView>(call('other', 'POST', `${base}/teams`, { name: 'Free Team', institution: 'Bath' }), 201);

    expect(await failure(call('fourth', 'POST', `${base}/adjudicators`, {}))).toMatchObject({
      status: 403,
      message: 'Only approved judges can register as adjudicators; apply to judge first',
    });
    const judge = await expectJson<AdjudicatorView>(
      call('judge', 'POST', `${base}/adjudicators`, { institution: 'Durham' }),
      201,
    );
    expect(judge).toMatchObject({ name: 'judge Person', institution: 'Durham', userId: people.judge.userId, score: null });
    expect((await call('judge', 'POST', `${base}/adjudicators`, {})).status).toBe(409);
    // A registered adjudicator cannot also speak.
    const speak = await failure(call('judge', 'POST', `${base}/teams`, { name: 'Judge Team', institution: 'Durham' }));
    expect(speak).toMatchObject({ status: 409, message: 'You adjudicate this tournament and cannot also speak in it' });

    // The staff see the conflicts carried over from the judge's own.
    const conflicts = await expectJson<{ items: { adjudicatorId: string; teamId: string | null }[] }>(
      call('organizer', 'GET', `${base}/conflicts`),
    );
    expect(conflicts.items.map((c) => c.teamId).sort()).toEqual([clubTeam.id, personTeam.id].sort());
    expect((await call('judge', 'GET', `${base}/conflicts`)).status).toBe(403);
    expect((await call('anonymous', 'GET', `${base}/conflicts`)).status).toBe(401);

    // Scores are the adjudication core's, and only the staff see them.
    await expectJson(call('organizer', 'POST', `${base}/staff`, { userId: people.core.userId, role: 'adjudication-core' }));
    const scored = await expectJson<AdjudicatorView>(call('core', 'PATCH', `${base}/adjudicators/${judge.id}`, { score: 7.5 }));
    expect(scored.score).toBe(7.5);
    expect((await call('judge', 'PATCH', `${base}/adjudicators/${judge.id}`, { score: 10 })).status).toBe(403);
    expect(
      (await expectJson<{ items: AdjudicatorView[] }>(call('anonymous', 'GET', `${base}/adjudicators`))).items[0]?.score,
    ).toBeNull();
    expect((await call('core', 'PATCH', `${base}/adjudicators/${judge.id}`, { score: 11 })).status).toBe(400);
  });

  it('invites a guest by link, once; conflicts between adjudicators are kept once, either way round', async () => {
    const tournament = await newTournament();
    const base = `/api/tournaments/${tournament.id}`;
    expect((await call('member', 'POST', `${base}/adjudicators/invitations`, { name: 'Guest Judge' })).status).toBe(403);
    const invite = await expectJson<{ adjudicatorId: string; inviteUrl: string }>(
      call('organizer', 'POST', `${base}/adjudicators/invitations`, { name: 'Guest Judge', institution: 'Oxford' }),
      201,
    );
    const token = invite.inviteUrl.split('#')[1] as string;
    expect(invite.inviteUrl).toMatch(new RegExp(`/tournaments/${tournament.id}/adjudicate#`));
    const bad = await failure(call('guest', 'POST', `${base}/adjudicators/invitations/accept`, { token: 'x'.repeat(43) }));
    expect(bad).toMatchObject({ status: 404, message: 'This invitation link is not valid or has expired' });
    const accepted = await expectJson<AdjudicatorView>(
      call('guest', 'POST', `${base}/adjudicators/invitations/accept`, { token }),
    );
    expect(accepted).toMatchObject({ id: invite.adjudicatorId, name: 'Guest Judge', userId: people.guest.userId });
    expect((await call('fourth', 'POST', `${base}/adjudicators/invitations/accept`, { token })).status).toBe(404);

    const judge = await expectJson<AdjudicatorView>(call('judge', 'POST', `${base}/adjudicators`, {}), 201);
    const pair = { adjudicatorId: judge.id, otherAdjudicatorId: accepted.id };
    await expectJson(call('organizer', 'POST', `${base}/conflicts`, pair), 201);
    const reversed = await failure(
      call('organizer', 'POST', `${base}/conflicts`, { adjudicatorId: accepted.id, otherAdjudicatorId: judge.id }),
    );
    expect(reversed).toMatchObject({ status: 409, message: 'This conflict is already recorded' });
    const self = await failure(
      call('organizer', 'POST', `${base}/conflicts`, { adjudicatorId: judge.id, otherAdjudicatorId: judge.id }),
    );
    expect(self.status).toBe(400);
    // An adjudicator withdraws themselves; others cannot remove them.
    expect((await call('member', 'DELETE', `${base}/adjudicators/${judge.id}`)).status).toBe(403);
    expect(await expectJson(call('judge', 'DELETE', `${base}/adjudicators/${judge.id}`))).toEqual({ removed: true });
    const { items } = await expectJson<{ items: unknown[] }>(call('organizer', 'GET', `${base}/conflicts`));
    expect(items).toEqual([]);
  });
});
