// The tab over the real API and database: a tab director confirms released
// rounds' results (refused over conflicting ballots unless acknowledged), the
// standings follow the confirmed results, the break is confirmed with a tie at
// the cut decided, elimination rounds are drawn from it, parts of the tab are
// released to the public, exported, and teams and adjudicators are imported all
// or nothing. Released rounds are set up directly in the tables (the draw, the
// live debates, their panels and ballots), as the rounds module's release leaves them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ballots,
  debateJudges,
  debateParticipants,
  debates,
  judges,
  rateLimits,
  tournamentAdjudicators,
  tournamentConflicts,
  tournamentDrawDebates,
  tournamentDrawTeams,
  tournamentRounds,
  tournamentTeamMembers,
  tournamentTeams,
  users,
} from '#server/db/schema/index.ts';
import type { BreakView, RoundResultsView, StandingsView, TabView } from '#shared/tournaments/tab-contract.ts';
import { callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';
import { preliminaryResults } from './confirmed-results.ts';
import { tournamentEventInput } from '#tests/tournament-event.ts';

let t: TestApp;
const NAMES = ['organizer', 'director', 'member', 'other', 'admin', 'chair', 'wing1', 'wing2'] as const;
type Who = (typeof NAMES)[number] | 'anonymous';
const people = {} as Record<(typeof NAMES)[number], { cookie: string; userId: string }>;
const REASON = 'The proposition carried the central clash on the economic burden and weighed it well.';

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

async function failure(res: Response | Promise<Response>) {
  const r = await res;
  const { error } = (await r.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  return { status: r.status, ...error };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@tab.example.org`, 'Passw0rdOk', `${who} Person`);
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  for (const who of ['chair', 'wing1', 'wing2'] as const) {
    await db.insert(judges).values({
      userId: people[who].userId,
      experience: 'Years of rounds',
      formats: ['oxford'],
      paradigm: 'Clash and weighing.',
    });
  }
}, 90_000);

afterAll(async () => {
  await t.close();
});

let tournamentCount = 0;

/** A tournament of `teamCount` teams of two speakers each (oxford unless said), with `director` as a tab director. */
async function newTournament(teamCount: number, breakSize = 2, format = 'oxford') {
  tournamentCount++;
  // Creating events is rate-limited per member; these tests make many.
  await t.database.db.delete(rateLimits);
  const event = await expectJson<{ id: string }>(
    call(
      'organizer',
      'POST',
      '/api/events',
      tournamentEventInput(`Tab Open ${tournamentCount}`, '<p>Three preliminary rounds and a break.</p>'),
    ),
    201,
  );
  const tournament = await expectJson<{ id: string; categories: { id: string }[] }>(
    call('organizer', 'POST', `/api/events/${event.id}/tournament`, {
      format,
      preliminaryRounds: 3,
      categories: [{ name: 'Open', breakSize }],
    }),
    201,
  );
  await expectJson(
    call('organizer', 'POST', `/api/tournaments/${tournament.id}/staff`, {
      userId: people.director.userId,
      role: 'tab-director',
    }),
  );
  const db = t.database.db;
  const teams: { id: string; speakers: string[] }[] = [];
  for (let i = 0; i < teamCount; i++) {
    const speakers: string[] = [];
    for (let s = 0; s < 2; s++) {
      const id = `tab-${tournamentCount}-${i}-${s}`;
      await db.insert(users).values({ id, name: `Speaker ${id}`, email: `${id}@tab.example.org` });
      speakers.push(id);
    }
    const [team] = await db
      .insert(tournamentTeams)
      .values({
        tournamentId: tournament.id,
        name: `Team ${String.fromCharCode(65 + i)}`,
        institution: `School ${i}`,
        joinCode: `CODE${tournamentCount}${i}`.padEnd(8, 'X').slice(0, 8),
      })
      .returning({ id: tournamentTeams.id });
    const teamId = (team as { id: string }).id;
    await db
      .insert(tournamentTeamMembers)
      .values(speakers.map((userId, position) => ({ teamId, tournamentId: tournament.id, userId, position })));
    teams.push({ id: teamId, speakers });
  }
  return { id: tournament.id, categoryId: tournament.categories[0]?.id as string, teams };
}

type Team = { id: string; speakers: string[] };
/** Each judge's call: the winning side and the margin (proposition minus opposition per speaker). */
type Call = { winner: 'proposition' | 'opposition'; judge: 'chair' | 'wing1' | 'wing2'; propScore?: number; oppScore?: number };

/** A released round: live debates with seated speakers, a panel and the given ballots. */
async function releasedRound(
  tournamentId: string,
  seq: number,
  rooms: { prop: Team; opp: Team; calls: Call[] }[],
  options: { stage?: 'preliminary' | 'elimination'; categoryId?: string; byes?: Team[] } = {},
) {
  const db = t.database.db;
  const values = {
    tournamentId,
    seq,
    name: `Round ${seq}`,
    stage: options.stage ?? 'preliminary',
    categoryId: options.categoryId ?? null,
    motion: `This house would test round ${seq}`,
    drawStatus: 'released',
    motionReleasedAt: new Date(),
  };
  // The tournament's preliminary rounds may exist already (created with the tournament): the draw is released on them.
  const [round] = await db
    .insert(tournamentRounds)
    .values(values)
    .onConflictDoUpdate({ target: [tournamentRounds.tournamentId, tournamentRounds.seq], set: values })
    .returning({ id: tournamentRounds.id });
  const roundId = (round as { id: string }).id;
  const drawDebateIds: string[] = [];
  for (const [roomIndex, room] of rooms.entries()) {
    const [debate] = await db
      .insert(debates)
      .values({
        title: `Round ${seq} room ${roomIndex + 1}`,
        topic: 'This house would test',
        format: 'oxford',
        debateType: 'competitive',
        startsAt: new Date(Date.now() - 3600_000),
        maxParticipants: 4,
        status: 'live',
      })
      .returning({ id: debates.id });
    const debateId = (debate as { id: string }).id;
    const [drawn] = await db
      .insert(tournamentDrawDebates)
      .values({ roundId, roomIndex, debateId })
      .returning({ id: tournamentDrawDebates.id });
    const drawDebateId = (drawn as { id: string }).id;
    drawDebateIds.push(drawDebateId);
    await db.insert(tournamentDrawTeams).values([
      { drawDebateId, roundId, teamId: room.prop.id, side: 'proposition' },
      { drawDebateId, roundId, teamId: room.opp.id, side: 'opposition' },
    ]);
    const seats = [
      { userId: room.prop.speakers[0] as string, role: 'prop-1' },
      { userId: room.prop.speakers[1] as string, role: 'prop-2' },
      { userId: room.opp.speakers[0] as string, role: 'opp-1' },
      { userId: room.opp.speakers[1] as string, role: 'opp-2' },
    ];
    await db.insert(debateParticipants).values(seats.map((s) => ({ debateId, ...s })));
    const panel = [...new Set(room.calls.map((c) => c.judge))];
    await db
      .insert(debateJudges)
      .values(
        panel.map((judge) => ({ debateId, userId: people[judge].userId, position: judge === 'chair' ? 'chair' : 'panellist' })),
      );
    for (const c of room.calls) {
      const win = c.winner === 'proposition';
      const prop = c.propScore ?? (win ? 75 : 70);
      const opp = c.oppScore ?? (win ? 70 : 75);
      await db.insert(ballots).values({
        debateId,
        judgeId: people[c.judge].userId,
        position: c.judge === 'chair' ? 'chair' : 'panellist',
        ballot: {
          kind: 'sides',
          winner: c.winner,
          speakerScores: { 'prop-1': prop, 'prop-2': prop, 'opp-1': opp, 'opp-2': opp },
          reason: REASON,
        },
      });
    }
  }
  for (const [i, team] of (options.byes ?? []).entries()) {
    const [drawn] = await db
      .insert(tournamentDrawDebates)
      .values({ roundId, roomIndex: rooms.length + i, isBye: true })
      .returning({ id: tournamentDrawDebates.id });
    await db
      .insert(tournamentDrawTeams)
      .values({ drawDebateId: (drawn as { id: string }).id, roundId, teamId: team.id, side: 'bye' });
  }
  return { roundId, drawDebateIds };
}

const confirm = (who: Who, tournamentId: string, drawDebateId: string, acknowledgeConflict?: boolean) =>
  call(who, 'POST', `/api/tournaments/${tournamentId}/results/${drawDebateId}/confirm`, {
    ...(acknowledgeConflict === undefined ? {} : { acknowledgeConflict }),
  });

describe('round results and confirmation', () => {
  it('shows ballot status to staff, flags conflicts, and confirms only for managers', async () => {
    const tour = await newTournament(4);
    const [a, b, c, d] = tour.teams as [Team, Team, Team, Team];
    const { drawDebateIds } = await releasedRound(tour.id, 1, [
      { prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition' }] },
      {
        prop: c,
        opp: d,
        calls: [
          { judge: 'chair', winner: 'proposition' },
          { judge: 'wing1', winner: 'opposition' },
          { judge: 'wing2', winner: 'proposition' },
        ],
      },
    ]);
    const [calm, split] = drawDebateIds as [string, string];

    const staffView = await expectJson<RoundResultsView>(call('director', 'GET', `/api/tournaments/${tour.id}/rounds/1/results`));
    expect(staffView.isStaff).toBe(true);
    expect(staffView.debates[0]).toMatchObject({ ballotsIn: 1, votingPanel: 1, conflicts: [], confirmed: false });
    expect(staffView.debates[1]?.conflicts[0]?.kind).toBe('winner');

    const publicView = await expectJson<RoundResultsView>(
      call('anonymous', 'GET', `/api/tournaments/${tour.id}/rounds/1/results`),
    );
    expect(publicView.isStaff).toBe(false);
    expect(publicView.debates[0]).toMatchObject({ ballotsIn: null, conflicts: [] });

    // The role matrix on confirmation.
    expect((await failure(confirm('anonymous', tour.id, calm))).status).toBe(401);
    expect((await failure(confirm('member', tour.id, calm))).status).toBe(403);
    expect((await failure(confirm('chair', tour.id, calm))).status).toBe(403);
    await expectJson(confirm('director', tour.id, calm));
    expect((await failure(confirm('admin', tour.id, calm))).status).toBe(409);

    // Conflicting ballots: refused until acknowledged, and the message names the split.
    const refused = await failure(confirm('director', tour.id, split));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/different winners/);
    await expectJson(confirm('organizer', tour.id, split, true));

    // Results stay hidden from the public until released.
    const hidden = await expectJson<RoundResultsView>(call('anonymous', 'GET', `/api/tournaments/${tour.id}/rounds/1/results`));
    expect(hidden.debates.every((debate) => debate.teams.every((team) => team.place === null))).toBe(true);
    await expectJson(call('director', 'PUT', `/api/tournaments/${tour.id}/tab/releases/results`));
    const shown = await expectJson<RoundResultsView>(call('anonymous', 'GET', `/api/tournaments/${tour.id}/rounds/1/results`));
    expect(shown.debates[0]?.teams.map((team) => team.place)).toEqual([1, 2]);

    // The confirmation went through judging: calibration is written, the debate finished.
    const [ballot] = await t.database.db.select().from(ballots).where(eq(ballots.judgeId, people.wing1.userId));
    expect(ballot?.calibration).not.toBeNull();
  });

  it('counts confirmed results and byes in the standings, visible to the public once released', async () => {
    const tour = await newTournament(5);
    const [a, b, c, d, e] = tour.teams as [Team, Team, Team, Team, Team];
    const r1 = await releasedRound(
      tour.id,
      1,
      [
        { prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition' }] },
        { prop: c, opp: d, calls: [{ judge: 'chair', winner: 'opposition' }] },
      ],
      { byes: [e] },
    );
    for (const id of r1.drawDebateIds) await expectJson(confirm('director', tour.id, id));
    const results = await preliminaryResults(t.database.db, tour.id);
    expect(results).toHaveLength(3);
    expect(results.find((r) => r.teams.length === 1)?.teams[0]).toMatchObject({ teamId: e.id, place: 1 });

    expect((await failure(call('anonymous', 'GET', `/api/tournaments/${tour.id}/standings/teams`))).status).toBe(403);
    const staff = await expectJson<StandingsView>(call('director', 'GET', `/api/tournaments/${tour.id}/standings/teams`));
    expect(staff.precedence.map((p) => p.metric)).toEqual(['wins', 'ballots', 'speakerScoreAverage', 'drawStrength']);
    expect(staff.resultsCounted).toBe(3);
    const wins = Object.fromEntries(staff.teams.map((row) => [row.name, row.metrics[0]?.value]));
    expect(wins).toEqual({ 'Team A': 1, 'Team B': 0, 'Team C': 0, 'Team D': 1, 'Team E': 1 });

    expect((await failure(call('member', 'PUT', `/api/tournaments/${tour.id}/tab/releases/team`))).status).toBe(403);
    expect((await failure(call('anonymous', 'PUT', `/api/tournaments/${tour.id}/tab/releases/team`))).status).toBe(401);
    await expectJson(call('director', 'PUT', `/api/tournaments/${tour.id}/tab/releases/team`));
    const pub = await expectJson<StandingsView>(call('anonymous', 'GET', `/api/tournaments/${tour.id}/standings/teams`));
    expect(pub.teams).toHaveLength(5);
    await expectJson(call('admin', 'DELETE', `/api/tournaments/${tour.id}/tab/releases/team`));
    expect((await failure(call('anonymous', 'GET', `/api/tournaments/${tour.id}/standings/teams`))).status).toBe(403);

    const speakers = await expectJson<{ speakers: { name: string; total: number | null }[] }>(
      call('director', 'GET', `/api/tournaments/${tour.id}/standings/speakers`),
    );
    expect(speakers.speakers.filter((s) => s.total !== null)).toHaveLength(8);
    expect((await failure(call('member', 'GET', `/api/tournaments/${tour.id}/standings/speakers`))).status).toBe(403);
    await expectJson(call('organizer', 'PUT', `/api/tournaments/${tour.id}/tab/releases/speaker`));
    const ranked = await expectJson<{ speakers: { rank: number | null; speeches: number }[] }>(
      call('anonymous', 'GET', `/api/tournaments/${tour.id}/standings/speakers?minimumSpeeches=1`),
    );
    // The bye's speakers gave no speech: listed, unranked.
    expect(ranked.speakers.filter((s) => s.rank === null)).toHaveLength(2);
  });
});

describe('the break and elimination rounds', () => {
  it('asks for a tie decision at the cut, confirms the break, and draws elimination rounds', async () => {
    // Four teams, one round: A and C win with equal scores, so a break of one is tied.
    const tour = await newTournament(4, 1);
    const [a, b, c, d] = tour.teams as [Team, Team, Team, Team];
    const r1 = await releasedRound(tour.id, 1, [
      { prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition' }] },
      { prop: c, opp: d, calls: [{ judge: 'chair', winner: 'proposition' }] },
    ]);
    for (const id of r1.drawDebateIds) await expectJson(confirm('director', tour.id, id));

    const view = await expectJson<BreakView>(call('director', 'GET', `/api/tournaments/${tour.id}/break`));
    expect(view.categories[0]).toMatchObject({ status: 'tie-at-break' });
    expect(view.categories[0]?.tie?.teams.map((team) => team.teamId).sort()).toEqual([a.id, c.id].sort());

    const body = { categoryId: tour.categoryId };
    expect((await failure(call('member', 'POST', `/api/tournaments/${tour.id}/break`, body))).status).toBe(403);
    const tied = await failure(call('director', 'POST', `/api/tournaments/${tour.id}/break`, body));
    expect(tied.status).toBe(409);
    const wrong = await failure(
      call('director', 'POST', `/api/tournaments/${tour.id}/break`, { ...body, tieDecisions: { [tour.categoryId]: [b.id] } }),
    );
    expect(wrong.status).toBe(409);
    // Breaking every tied team makes a break of two.
    const confirmed = await expectJson<BreakView>(
      call('director', 'POST', `/api/tournaments/${tour.id}/break`, {
        ...body,
        tieDecisions: { [tour.categoryId]: 'break-all-tied' },
      }),
    );
    expect(confirmed.categories[0]?.confirmed.map((team) => team.teamId).sort()).toEqual([a.id, c.id].sort());

    // The break is not public until released.
    expect((await failure(call('anonymous', 'GET', `/api/tournaments/${tour.id}/break`))).status).toBe(403);

    expect((await failure(call('other', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, body))).status).toBe(403);
    const final = await expectJson<{ roundId: string; seq: number; name: string; rooms: number }>(
      call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, body),
      201,
    );
    expect(final).toMatchObject({ seq: 4, rooms: 1, name: 'Open grand final' });
    const [round] = await t.database.db.select().from(tournamentRounds).where(eq(tournamentRounds.id, final.roundId));
    expect(round).toMatchObject({ stage: 'elimination', categoryId: tour.categoryId, drawStatus: 'draft' });
    const drawn = await t.database.db.select().from(tournamentDrawTeams).where(eq(tournamentDrawTeams.roundId, final.roundId));
    expect(drawn).toHaveLength(2);
    // Once drawn, the break stays; a second first round is refused.
    expect((await failure(call('director', 'POST', `/api/tournaments/${tour.id}/break`, body))).status).toBe(409);
    expect((await failure(call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, body))).status).toBe(409);
  });

  it('draws the next elimination round from the previous one’s confirmed results', async () => {
    const tour = await newTournament(4, 4);
    const [a, b, c, d] = tour.teams as [Team, Team, Team, Team];
    const r1 = await releasedRound(tour.id, 1, [
      { prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition', propScore: 78, oppScore: 70 }] },
      { prop: c, opp: d, calls: [{ judge: 'chair', winner: 'proposition', propScore: 76, oppScore: 72 }] },
    ]);
    for (const id of r1.drawDebateIds) await expectJson(confirm('director', tour.id, id));
    await expectJson(call('director', 'POST', `/api/tournaments/${tour.id}/break`, { categoryId: tour.categoryId }));
    const semis = await expectJson<{ roundId: string; seq: number; name: string; rooms: number }>(
      call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, { categoryId: tour.categoryId }),
      201,
    );
    expect(semis).toMatchObject({ rooms: 2, name: 'Open semifinals' });
    // Unfinished: the semifinals have no results yet.
    expect(
      (await failure(call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, { categoryId: tour.categoryId })))
        .status,
    ).toBe(409);
    // Play the semifinals as drawn (seed 1 v 4, 2 v 3): replace the draft with a released round of the same rooms.
    const db = t.database.db;
    const rooms = await db
      .select({
        drawDebateId: tournamentDrawTeams.drawDebateId,
        teamId: tournamentDrawTeams.teamId,
        side: tournamentDrawTeams.side,
      })
      .from(tournamentDrawTeams)
      .where(eq(tournamentDrawTeams.roundId, semis.roundId));
    const teamById = new Map(tour.teams.map((team) => [team.id, team]));
    const byRoom = new Map<string, { prop?: Team; opp?: Team }>();
    for (const row of rooms) {
      const room = byRoom.get(row.drawDebateId) ?? {};
      room[row.side === 'proposition' ? 'prop' : 'opp'] = teamById.get(row.teamId);
      byRoom.set(row.drawDebateId, room);
    }
    await db.delete(tournamentRounds).where(eq(tournamentRounds.id, semis.roundId));
    const played = await releasedRound(
      tour.id,
      semis.seq,
      [...byRoom.values()].map((room) => ({
        prop: room.prop as Team,
        opp: room.opp as Team,
        calls: [{ judge: 'chair' as const, winner: 'opposition' as const }],
      })),
      { stage: 'elimination', categoryId: tour.categoryId },
    );
    for (const id of played.drawDebateIds) await expectJson(confirm('director', tour.id, id));
    const final = await expectJson<{ roundId: string; name: string; rooms: number }>(
      call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, { categoryId: tour.categoryId }),
      201,
    );
    expect(final).toMatchObject({ rooms: 1, name: 'Open grand final' });
    const finalists = await db.select().from(tournamentDrawTeams).where(eq(tournamentDrawTeams.roundId, final.roundId));
    const winners = [...byRoom.values()].map((room) => room.opp?.id);
    expect(finalists.map((f) => f.teamId).sort()).toEqual(winners.sort());
    // Elimination results do not count in the standings.
    expect(await preliminaryResults(db, tour.id)).toHaveLength(2);
    void c;
    void d;
  });
});

describe('the tab, its releases and exports', () => {
  it('gives staff every part marked unreleased, the public only released parts, and exports them', async () => {
    const tour = await newTournament(2);
    const [a, b] = tour.teams as [Team, Team];
    const r1 = await releasedRound(tour.id, 1, [{ prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition' }] }]);
    await expectJson(confirm('director', tour.id, r1.drawDebateIds[0] as string));
    // A formula-like team name is exported as text.
    await t.database.db.update(tournamentTeams).set({ name: '=HYPERLINK("x")' }).where(eq(tournamentTeams.id, a.id));

    const staff = await expectJson<TabView>(call('director', 'GET', `/api/tournaments/${tour.id}/tab`));
    expect(staff.releases.every((r) => !r.released)).toBe(true);
    expect(staff.team?.teams).toHaveLength(2);
    expect(staff.motions?.[0]?.sideWins.find((s) => s.side === 'proposition')).toMatchObject({ wins: 1, rate: 1 });
    expect(staff.adjudicator).toEqual([]);

    const pub = await expectJson<TabView>(call('anonymous', 'GET', `/api/tournaments/${tour.id}/tab`));
    expect(pub).toMatchObject({ team: null, speaker: null, results: null, motions: null, adjudicator: null, break: null });
    expect((await call('anonymous', 'GET', `/api/tournaments/${tour.id}/tab/export/team`)).status).toBe(403);

    await expectJson(call('director', 'PUT', `/api/tournaments/${tour.id}/tab/releases/team`));
    const csv = await call('anonymous', 'GET', `/api/tournaments/${tour.id}/tab/export/team`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Rank,Team,Institution,Debates,Wins,Ballots carried,Average total speaker score,Draw strength (opponents’ points)',
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const json = await call('anonymous', 'GET', `/api/tournaments/${tour.id}/tab/export`);
    const whole = (await json.json()) as TabView;
    expect(whole.team?.teams).toHaveLength(2);
    expect(whole.speaker).toBeNull();
    expect((await call('director', 'GET', `/api/tournaments/${tour.id}/tab/export/adjudicator`)).status).toBe(200);
  });
});

describe('imports', () => {
  it('imports teams all or nothing, reporting bad rows by number', async () => {
    const tour = await newTournament(1);
    await t.database.db.insert(users).values({ id: 'import-known', name: 'Known', email: 'known@tab.example.org' });
    const bad =
      'name,institution,speaker 1,speaker 2\nNew Team,Some School,known@tab.example.org,\nTeam A,Other,,\nX,School,not-an-email,\n';
    const refused = await failure(call('director', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: bad }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual(['row 3', 'row 4']);
    const none = await t.database.db.select().from(tournamentTeams).where(eq(tournamentTeams.tournamentId, tour.id));
    expect(none).toHaveLength(1);

    const good =
      'name,institution,speaker 1,speaker 2\r\n"New Team, Ltd",Some School,KNOWN@tab.example.org,nobody@tab.example.org\r\n';
    expect((await failure(call('member', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: good }))).status).toBe(403);
    expect((await failure(call('anonymous', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: good }))).status).toBe(
      401,
    );
    const done = await expectJson<{ created: number; unknownEmails: { row: number; email: string }[] }>(
      call('director', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: good }),
      201,
    );
    expect(done).toMatchObject({ created: 1, unknownEmails: [{ row: 2, email: 'nobody@tab.example.org' }] });
    const [member] = await t.database.db
      .select()
      .from(tournamentTeamMembers)
      .where(and(eq(tournamentTeamMembers.tournamentId, tour.id), eq(tournamentTeamMembers.userId, 'import-known')));
    expect(member).toBeDefined();
  });

  it('imports adjudicators: approved judges registered, others invited with a link', async () => {
    const tour = await newTournament(1);
    // The chair's standing conflict with the team's first speaker becomes a conflict with the team.
    const db = t.database.db;
    const speaker = tour.teams[0]?.speakers[0] as string;
    await db
      .update(judges)
      .set({ conflictUserIds: [speaker] })
      .where(eq(judges.userId, people.chair.userId));
    const csv = 'name,institution,email\nChair Person,Uni,chair@tab.example.org\nGuest Judge,,guest-judge@tab.example.org\n';
    expect((await failure(call('other', 'POST', `/api/tournaments/${tour.id}/import/adjudicators`, { csv }))).status).toBe(403);
    const done = await expectJson<{ registered: number; invited: { inviteUrl: string }[] }>(
      call('organizer', 'POST', `/api/tournaments/${tour.id}/import/adjudicators`, { csv }),
      201,
    );
    expect(done.registered).toBe(1);
    expect(done.invited).toHaveLength(1);
    expect(done.invited[0]?.inviteUrl).toMatch(/\/adjudicate#[A-Za-z0-9_-]{43}$/);
    const again = await failure(call('organizer', 'POST', `/api/tournaments/${tour.id}/import/adjudicators`, { csv }));
    expect(again.status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(tournamentAdjudicators)
      .where(eq(tournamentAdjudicators.tournamentId, tour.id));
    expect(rows).toHaveLength(2);
    const chair = rows.find((row) => row.userId === people.chair.userId);
    const conflicts = await db
      .select()
      .from(tournamentConflicts)
      .where(eq(tournamentConflicts.adjudicatorId, chair?.id as string));
    expect(conflicts.map((c) => c.teamId)).toEqual([tour.teams[0]?.id]);
    await db.update(judges).set({ conflictUserIds: [] }).where(eq(judges.userId, people.chair.userId));
  });
});

describe('who may change the tab', () => {
  it('refuses every mutation to the anonymous (401), members and other users (403), and lets managers through', async () => {
    const tour = await newTournament(2, 2);
    const [a, b] = tour.teams as [Team, Team];
    const { drawDebateIds } = await releasedRound(tour.id, 1, [
      { prop: a, opp: b, calls: [{ judge: 'chair', winner: 'proposition' }] },
    ]);
    const mutations: [string, string, unknown][] = [
      ['POST', `/api/tournaments/${tour.id}/results/${drawDebateIds[0]}/confirm`, {}],
      ['PUT', `/api/tournaments/${tour.id}/tab/releases/motions`, undefined],
      ['DELETE', `/api/tournaments/${tour.id}/tab/releases/motions`, undefined],
      ['POST', `/api/tournaments/${tour.id}/break`, { categoryId: tour.categoryId }],
      ['POST', `/api/tournaments/${tour.id}/elimination-rounds`, { categoryId: tour.categoryId }],
      ['POST', `/api/tournaments/${tour.id}/import/teams`, { csv: 'name,institution\nMatrix Team,Matrix School\n' }],
      ['POST', `/api/tournaments/${tour.id}/import/adjudicators`, { csv: 'name,institution,email\nMatrix Judge,,\n' }],
    ];
    for (const [method, path, body] of mutations) {
      expect((await call('anonymous', method, path, body)).status, `${method} ${path}`).toBe(401);
      // A speaker of the tournament, a member with no part in it, and the debate's own chair.
      await t.database.db
        .insert(tournamentTeamMembers)
        .values({ teamId: a.id, tournamentId: tour.id, userId: people.member.userId, position: 5 })
        .onConflictDoNothing();
      for (const who of ['member', 'other', 'chair'] as const) {
        expect((await call(who, method, path, body)).status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    // The tab director and an admin pass the check (the admin's answer may be a conflict, never a refusal).
    for (const [method, path, body] of mutations) {
      const res = await call('director', method, path, body);
      expect([200, 201], `director ${method} ${path}: ${await res.clone().text()}`).toContain(res.status);
      const again = await call('admin', method, path, body);
      expect([401, 403], `admin ${method} ${path}`).not.toContain(again.status);
    }
  });
});

describe('British Parliamentary', () => {
  it('draws a grand final of four teams, one on each bench, and ranks on points', async () => {
    // No results yet: every team ties, and a break of all four teams has no cut to decide.
    const tour = await newTournament(4, 4, 'parliamentary');
    const confirmed = await expectJson<BreakView>(
      call('director', 'POST', `/api/tournaments/${tour.id}/break`, { categoryId: tour.categoryId }),
    );
    expect(confirmed.categories[0]?.confirmed).toHaveLength(4);
    const final = await expectJson<{ roundId: string; rooms: number; name: string }>(
      call('director', 'POST', `/api/tournaments/${tour.id}/elimination-rounds`, { categoryId: tour.categoryId }),
      201,
    );
    expect(final).toMatchObject({ rooms: 1, name: 'Open grand final' });
    const seats = await t.database.db.select().from(tournamentDrawTeams).where(eq(tournamentDrawTeams.roundId, final.roundId));
    expect(seats.map((s) => s.side).sort()).toEqual(['cg', 'co', 'og', 'oo']);
    const standings = await expectJson<StandingsView>(call('director', 'GET', `/api/tournaments/${tour.id}/standings/teams`));
    expect(standings.precedence.map((p) => p.metric)).toEqual([
      'points',
      'speakerScoreTotal',
      'firsts',
      'seconds',
      'drawStrength',
    ]);
  });

  it('refuses an import over the row limit without writing anything', async () => {
    const tour = await newTournament(1);
    const rows = Array.from({ length: 501 }, (_, i) => `Team ${i},School ${i}`).join('\n');
    const refused = await failure(
      call('director', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: `name,institution\n${rows}` }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/At most 500 rows/);
    const missing = await failure(
      call('director', 'POST', `/api/tournaments/${tour.id}/import/teams`, { csv: 'team,school\nA,B\n' }),
    );
    expect(missing.fields?.csv?.[0]).toMatch(/Missing columns: name, institution/);
  });
});
