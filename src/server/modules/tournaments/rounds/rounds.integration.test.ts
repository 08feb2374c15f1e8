// A tournament's rounds over the real API and database: the rounds made with
// the tournament, motions hidden until released (by hand or by their time),
// check-in, venues, a draw generated and saved (every checked-in team once, on
// valid sides), teams not checked in refused until confirmed, edits on a stale
// version refused, judges allocated, and the release that opens live debates
// with the speakers and the panel; a released round is redrawn only when
// confirmed and never once a result is confirmed; a swing team fills an odd room
// and is never ranked. Each mutation's role matrix:
// anonymous, member, a team's speaker, another speaker, tab director, admin.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamView, TournamentView } from '#shared/tournaments/contract.ts';
import {
  type CheckinList,
  type DrawChange,
  ROUND_MESSAGES,
  type RoundSummary,
  type RoundView,
  type VenueView,
} from '#shared/tournaments/rounds-contract.ts';
import type { SpeakerStandingsView, StandingsView } from '#shared/tournaments/tab-contract.ts';
import {
  debateJudges,
  debateParticipants,
  emailQueue,
  pushPreferences,
  pushQueue,
  pushSubscriptions,
  debateResults,
  debates,
  judges,
  rateLimits,
  tournamentRounds,
  users,
} from '#server/db/schema/index.ts';
import { callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';
import { tournamentEventInput } from '#tests/tournament-event.ts';

let t: TestApp;
const TEAM_COUNT = 5;
const SPEAKERS = Array.from({ length: TEAM_COUNT * 2 }, (_, i) => `speaker${i}`);
const NAMES = ['organizer', 'director', 'core', 'member', 'judgeA', 'judgeB', 'admin', 'spare', ...SPEAKERS] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<string, { cookie: string; userId: string }>;
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

let tournament: TournamentView;
const teams: TeamView[] = [];
let base: string;

async function failure(res: Response | Promise<Response>) {
  const r = await res;
  const { error } = (await r.json()) as { error: { code: string; message: string } };
  return { status: r.status, ...error };
}

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : (people[who] as { cookie: string }).cookie, method, path, body);

/** The first speaker of team i, and a speaker of another team. */
const speakerOf = (i: number) => `speaker${i * 2}` as Person;

/** Who is refused a manager's change, with the status each gets. */
const OUTSIDERS: [Who, number][] = [
  ['anonymous', 401],
  ['member', 403],
  [speakerOf(0), 403],
  [speakerOf(1), 403],
];

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@rounds.example.org`, 'Passw0rdOk', `${who} Person`);
  const db = t.database.db;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.id, people.admin?.userId as string));
  for (const who of ['judgeA', 'judgeB'] as const) {
    await db.insert(judges).values({
      userId: people[who]?.userId as string,
      experience: 'Years of rounds',
      formats: ['oxford'],
      paradigm: 'Clash and weighing.',
      conflictClubIds: [],
      conflictUserIds: [],
    });
  }
  const event = await expectJson<{ id: string }>(
    call(
      'organizer',
      'POST',
      '/api/events',
      tournamentEventInput('Winter Rounds Open', '<p>Three rounds and a break for everyone.</p>'),
    ),
    201,
  );
  tournament = await expectJson<TournamentView>(
    call('organizer', 'POST', `/api/events/${event.id}/tournament`, {
      format: 'oxford',
      preliminaryRounds: 3,
      categories: [{ name: 'Open', breakSize: 4 }],
    }),
    201,
  );
  base = `/api/tournaments/${tournament.id}`;
  await expectJson(call('organizer', 'POST', `${base}/staff`, { userId: people.director?.userId, role: 'tab-director' }));
  await expectJson(call('organizer', 'POST', `${base}/staff`, { userId: people.core?.userId, role: 'adjudication-core' }));
  for (let i = 0; i < TEAM_COUNT; i++) {
    await db.delete(rateLimits);
    const team = await expectJson<TeamView>(
      call(speakerOf(i), 'POST', `${base}/teams`, { name: `Team ${i}`, institution: `School ${i}` }),
      201,
    );
    await expectJson(call(`speaker${i * 2 + 1}` as Person, 'POST', `${base}/teams/${team.id}/members`, { code: team.joinCode }));
    teams.push(team);
  }
  for (const who of ['judgeA', 'judgeB'] as const) {
    await expectJson(call(who, 'POST', `${base}/adjudicators`, { institution: 'Judges United' }), 201);
  }
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('rounds and motions', () => {
  it('makes the preliminary rounds with the tournament, and follows the number of rounds during set-up', async () => {
    const { items } = await expectJson<{ items: RoundSummary[] }>(call('anonymous', 'GET', `${base}/rounds`));
    expect(items.map((r) => [r.seq, r.name, r.stage, r.drawStatus])).toEqual([
      [1, 'Round 1', 'preliminary', 'none'],
      [2, 'Round 2', 'preliminary', 'none'],
      [3, 'Round 3', 'preliminary', 'none'],
    ]);
    await expectJson(call('director', 'PATCH', base, { preliminaryRounds: 4 }));
    expect((await expectJson<{ items: RoundSummary[] }>(call('anonymous', 'GET', `${base}/rounds`))).items).toHaveLength(4);
    await expectJson(call('director', 'PATCH', base, { preliminaryRounds: 3 }));
    expect((await expectJson<{ items: RoundSummary[] }>(call('anonymous', 'GET', `${base}/rounds`))).items).toHaveLength(3);
    expect((await failure(call('anonymous', 'GET', `${base}/rounds/9`))).status).toBe(404);
  });

  it('lets only managers change a round, and hides the motion until it is released', async () => {
    const change = { motion: 'This house would abolish homework', infoSlide: 'Homework: work set for home.' };
    for (const [who, status] of OUTSIDERS) {
      expect((await failure(call(who, 'PATCH', `${base}/rounds/1`, change))).status, who).toBe(status);
    }
    const staffView = await expectJson<RoundView>(call('director', 'PATCH', `${base}/rounds/1`, change));
    expect(staffView).toMatchObject({ motion: change.motion, motionReleased: false, viewer: { isStaff: true } });
    await expectJson(call('admin', 'PATCH', `${base}/rounds/1`, { name: 'Round 1' }));
    for (const who of ['anonymous', 'member', speakerOf(0)] as const) {
      const view = await expectJson<RoundView>(call(who, 'GET', `${base}/rounds/1`));
      expect(view, who).toMatchObject({ motion: null, infoSlide: null, motionReleased: false });
    }
    const listed = await expectJson<{ items: RoundSummary[] }>(call('member', 'GET', `${base}/rounds`));
    expect(listed.items[0]?.motion).toBeNull();
    expect((await failure(call('member', 'POST', `${base}/rounds/1/motion/release`))).status).toBe(403);
    expect((await failure(call('director', 'POST', `${base}/rounds/2/motion/release`))).message).toMatch(/motion/i);
    await expectJson(call('director', 'POST', `${base}/rounds/1/motion/release`));
    expect(await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/1`))).toMatchObject({
      motion: change.motion,
      infoSlide: change.infoSlide,
      motionReleased: true,
    });
  });

  it('releases a motion by itself once its release time has passed', async () => {
    await expectJson(call('director', 'PATCH', `${base}/rounds/3`, { motion: 'This house regrets', motionReleaseAt: at(1) }));
    expect((await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/3`))).motion).toBeNull();
    await t.database.db
      .update(tournamentRounds)
      .set({ motionReleaseAt: new Date(Date.now() - 1000) })
      .where(and(eq(tournamentRounds.tournamentId, tournament.id), eq(tournamentRounds.seq, 3)));
    const view = await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/3`));
    expect(view).toMatchObject({ motion: 'This house regrets', motionReleased: true });
    expect(view.motionReleasedAt).not.toBeNull();
  });
});

describe('check-in', () => {
  it('lets a speaker check their own team in, an adjudicator themself, the staff anyone', async () => {
    const path = `${base}/rounds/1/checkins`;
    expect((await failure(call('anonymous', 'POST', path, { teamId: teams[0]?.id }))).status).toBe(401);
    expect((await failure(call('member', 'POST', path, { teamId: teams[0]?.id }))).status).toBe(403);
    expect((await failure(call(speakerOf(1), 'POST', path, { teamId: teams[0]?.id }))).status).toBe(403);
    expect(await expectJson(call(speakerOf(0), 'POST', path, { teamId: teams[0]?.id }))).toEqual({ checkedIn: true });
    // Twice is harmless.
    expect(await expectJson(call('speaker1', 'POST', path, { teamId: teams[0]?.id }))).toEqual({ checkedIn: true });
    for (const i of [1, 2]) await expectJson(call('director', 'POST', path, { teamId: teams[i]?.id }));
    await expectJson(call('admin', 'POST', path, { teamId: teams[3]?.id }));
    const listed = await expectJson<CheckinList>(call('director', 'GET', path));
    const adjudicatorA = listed.adjudicators.find((a) => a.name === 'judgeA Person');
    const adjudicatorB = listed.adjudicators.find((a) => a.name === 'judgeB Person');
    expect((await failure(call('judgeB', 'POST', path, { adjudicatorId: adjudicatorA?.adjudicatorId }))).status).toBe(403);
    await expectJson(call('judgeA', 'POST', path, { adjudicatorId: adjudicatorA?.adjudicatorId }));
    await expectJson(call('director', 'POST', path, { adjudicatorId: adjudicatorB?.adjudicatorId }));
    expect((await failure(call(speakerOf(0), 'GET', path))).status).toBe(403);
    expect((await failure(call('anonymous', 'GET', path))).status).toBe(401);
    const after = await expectJson<CheckinList>(call('director', 'GET', path));
    expect(after.teams.filter((x) => x.checkedIn).map((x) => x.name)).toEqual(['Team 0', 'Team 1', 'Team 2', 'Team 3']);
    expect(after.adjudicators.every((a) => a.checkedIn)).toBe(true);
    // Checking out is the staff's.
    expect((await failure(call(speakerOf(0), 'DELETE', `${path}/${teams[0]?.id}`))).status).toBe(403);
    await expectJson(call('director', 'POST', path, { teamId: teams[4]?.id }));
    expect(await expectJson(call('director', 'DELETE', `${path}/${teams[4]?.id}`))).toEqual({ checkedIn: false });
    expect((await expectJson<RoundView>(call(speakerOf(0), 'GET', `${base}/rounds/1`))).viewer.teamCheckedIn).toBe(true);
    expect((await expectJson<RoundView>(call(speakerOf(4), 'GET', `${base}/rounds/1`))).viewer.teamCheckedIn).toBe(false);
  });
});

describe('venues', () => {
  it('lets managers add and remove venues', async () => {
    for (const [who, status] of OUTSIDERS) {
      expect((await failure(call(who, 'POST', `${base}/venues`, { name: 'Room A' }))).status, who).toBe(status);
    }
    const a = await expectJson<VenueView>(call('director', 'POST', `${base}/venues`, { name: 'Room A', priority: 5 }), 201);
    await expectJson(
      call('admin', 'POST', `${base}/venues`, { name: 'Online 1', onlineUrl: 'https://meet.example.org/r1', priority: 1 }),
      201,
    );
    expect((await failure(call('director', 'POST', `${base}/venues`, { name: 'room a' }))).status).toBe(409);
    expect((await failure(call('director', 'POST', `${base}/venues`, { name: 'X', onlineUrl: 'http://x.org' }))).status).toBe(
      400,
    );
    const spare = await expectJson<VenueView>(call('director', 'POST', `${base}/venues`, { name: 'Spare' }), 201);
    expect((await failure(call(speakerOf(0), 'DELETE', `${base}/venues/${spare.id}`))).status).toBe(403);
    await expectJson(call('director', 'DELETE', `${base}/venues/${spare.id}`));
    const { items } = await expectJson<{ items: VenueView[] }>(call('anonymous', 'GET', `${base}/venues`));
    expect(items.map((v) => v.name).sort()).toEqual(['Online 1', 'Room A']);
    expect(a.priority).toBe(5);
  });
});

describe('the draw', () => {
  let draft: RoundView;
  let winner: string;

  it('refuses until the teams not checked in are drawn or left out, then saves every checked-in team once', async () => {
    const path = `${base}/rounds/1/draw`;
    for (const [who, status] of OUTSIDERS) {
      expect((await failure(call(who, 'POST', path, { includeUnchecked: false }))).status, who).toBe(status);
    }
    const ask = await failure(call('director', 'POST', path, {}));
    expect(ask.status).toBe(409);
    expect(ask.message).toMatch(/1 of 5 teams has not checked in for Round 1 \(Team 4\)/);
    // Five teams in a two-team format need a swing team, and there is none.
    const odd = await failure(call('director', 'POST', path, { includeUnchecked: true }));
    expect(odd.status).toBe(409);
    expect(odd.message).toMatch(/swing/);
    const change = await expectJson<DrawChange>(call('director', 'POST', path, { includeUnchecked: false }));
    draft = change.round;
    expect(change.warnings.join(' ')).toMatch(/Left out, not checked in: Team 4/);
    expect(draft.drawStatus).toBe('draft');
    expect(draft.debates).toHaveLength(2);
    const drawn = draft.debates.flatMap((d) => d.teams.map((x) => x.name)).sort();
    expect(drawn).toEqual(['Team 0', 'Team 1', 'Team 2', 'Team 3']);
    for (const debate of draft.debates) {
      expect(debate.teams.map((x) => x.side)).toEqual(['proposition', 'opposition']);
      expect(debate.debateId).toBeNull();
    }
    // The highest-priority venue goes to the first room.
    expect(draft.debates[0]?.venue?.name).toBe('Room A');
    // A draft is the staff's: others see no debates.
    expect((await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/1`))).debates).toEqual([]);
    expect((await expectJson<RoundView>(call(speakerOf(0), 'GET', `${base}/rounds/1`))).debates).toEqual([]);
    // Regenerating a draft is fine; admins may too.
    draft = (await expectJson<DrawChange>(call('admin', 'POST', path, { includeUnchecked: false }))).round;
    expect(draft.debates).toHaveLength(2);
  });

  it('edits by hand on the current version only, and says what the edit leaves', async () => {
    const path = `${base}/rounds/1/draw`;
    const [first, second] = draft.debates as [RoundView['debates'][number], RoundView['debates'][number]];
    // Swap the two proposition teams.
    const edit = {
      expectedVersion: draft.version,
      debates: [
        {
          venueId: first.venue?.id ?? null,
          teams: [
            { teamId: second.teams[0]?.teamId, side: 'proposition' },
            { teamId: first.teams[1]?.teamId, side: 'opposition' },
          ],
          adjudicators: [],
        },
        {
          venueId: second.venue?.id ?? null,
          teams: [
            { teamId: first.teams[0]?.teamId, side: 'proposition' },
            { teamId: second.teams[1]?.teamId, side: 'opposition' },
          ],
          adjudicators: [],
        },
      ],
    };
    for (const [who, status] of OUTSIDERS) expect((await failure(call(who, 'PUT', path, edit))).status, who).toBe(status);
    const twice = { ...edit, debates: [edit.debates[0], { ...edit.debates[1], teams: edit.debates[0]?.teams }] };
    expect((await failure(call('director', 'PUT', path, twice))).status).toBe(400);
    const badSides = {
      ...edit,
      debates: [{ ...edit.debates[0], teams: edit.debates[0]?.teams.map((x) => ({ ...x, side: 'proposition' })) }],
    };
    expect((await failure(call('director', 'PUT', path, badSides))).status).toBe(400);
    // Team 4 (not checked in) in place of a team: allowed, with a warning.
    const withUnchecked = {
      ...edit,
      debates: [
        { ...edit.debates[0], teams: [{ teamId: teams[4]?.id, side: 'proposition' }, edit.debates[0]?.teams[1]] },
        edit.debates[1],
      ],
    };
    const changed = await expectJson<DrawChange>(call('director', 'PUT', path, withUnchecked));
    expect(changed.round.version).toBe(draft.version + 1);
    expect(changed.warnings.join(' ')).toMatch(/Team 4 has not checked in/);
    expect(changed.round.debates[0]?.reasons).toContain('Team 4 has not checked in.');
    const stale = await failure(call('director', 'PUT', path, edit));
    expect(stale).toMatchObject({ status: 409, message: 'This draw was changed by someone else; reload to see their changes' });
    draft = (await expectJson<DrawChange>(call('director', 'PUT', path, { ...edit, expectedVersion: changed.round.version })))
      .round;
    expect(draft.debates[0]?.teams.map((x) => x.teamId)).toEqual([second.teams[0]?.teamId, first.teams[1]?.teamId]);
    expect(draft.debates[0]?.reasons).toContain('Edited by hand.');

    // The adjudication core moves judges, and nothing else.
    const { items: pool } = await expectJson<{ items: { id: string }[] }>(call('core', 'GET', `${base}/adjudicators`));
    const asSaved = draft.debates.map((d) => ({
      venueId: d.venue?.id ?? null,
      teams: d.teams.map(({ teamId, side }) => ({ teamId, side })),
      adjudicators: [] as { adjudicatorId: string; role: string }[],
    }));
    const panelled = asSaved.map((d, i) =>
      i === 0 ? { ...d, adjudicators: [{ adjudicatorId: pool[0]?.id as string, role: 'chair' }] } : d,
    );
    const byCore = await expectJson<DrawChange>(call('core', 'PUT', path, { expectedVersion: draft.version, debates: panelled }));
    expect(byCore.round.debates[0]?.panel?.map((seat) => seat.adjudicatorId)).toEqual([pool[0]?.id]);
    const swapped = panelled.map((d, i) => ({ ...d, teams: (panelled[1 - i] as typeof d).teams }));
    const teamsMoved = await failure(call('core', 'PUT', path, { expectedVersion: byCore.round.version, debates: swapped }));
    expect(teamsMoved).toMatchObject({ status: 403, message: ROUND_MESSAGES.panelsOnly });
    expect(asSaved[0]?.venueId).not.toBeNull();
    const venueMoved = panelled.map((d, i) => (i === 0 ? { ...d, venueId: null } : d));
    expect(
      (await failure(call('core', 'PUT', path, { expectedVersion: byCore.round.version, debates: venueMoved }))).status,
    ).toBe(403);
    draft = byCore.round;
  });

  it('allocates the checked-in adjudicators, for the staff only', async () => {
    const path = `${base}/rounds/1/allocation`;
    for (const [who, status] of OUTSIDERS) expect((await failure(call(who, 'POST', path, {}))).status, who).toBe(status);
    const change = await expectJson<DrawChange>(call('director', 'POST', path, { expectedVersion: draft.version }));
    draft = change.round;
    const chairs = draft.debates.flatMap((d) => d.panel ?? []).filter((p) => p.role === 'chair');
    expect(chairs.map((c) => c.name).sort()).toEqual(['judgeA Person', 'judgeB Person']);
    expect((await failure(call('director', 'POST', path, { expectedVersion: 0 }))).status).toBe(409);
  });

  it('releases the draw as live debates with the speakers and the panels', async () => {
    const path = `${base}/rounds/1/draw/release`;
    for (const [who, status] of OUTSIDERS) expect((await failure(call(who, 'POST', path, {}))).status, who).toBe(status);
    expect((await failure(call('director', 'POST', path, { notify: 'yes' }))).status).toBe(400);
    // One speaker takes draw pushes on a browser of theirs.
    const pushed = people[speakerOf(0)]?.userId as string;
    await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: pushed, endpoint: 'https://push.example.org/sub/draw', p256dh: 'key', auth: 'secret' });
    await t.database.db.insert(pushPreferences).values({ userId: pushed, drawReleased: true });
    const released = await expectJson<RoundView>(call('director', 'POST', path, { allocation: true, notify: true }));
    expect(released).toMatchObject({ drawStatus: 'released', allocationReleased: true });
    expect((await failure(call('director', 'POST', path, {}))).status).toBe(409);
    const ids = released.debates.map((d) => d.debateId as string);
    expect(ids.every(Boolean)).toBe(true);
    const db = t.database.db;
    const rows = await db.select().from(debates).where(inArray(debates.id, ids));
    for (const row of rows) {
      expect(row).toMatchObject({
        format: 'oxford',
        debateType: 'competitive',
        eventId: tournament.eventId,
        topic: 'This house would abolish homework',
        speakerCount: 4,
      });
      expect(row.title).toMatch(/^Winter Rounds Open — Round 1, Room [12]$/);
    }
    const seated = await db.select().from(debateParticipants).where(inArray(debateParticipants.debateId, ids));
    expect(seated).toHaveLength(8);
    const team0 = released.debates.find((d) => d.teams.some((x) => x.teamId === teams[0]?.id));
    const side0 = team0?.teams.find((x) => x.teamId === teams[0]?.id)?.side;
    const firstSpeaker = seated.find((p) => p.userId === people[speakerOf(0)]?.userId);
    expect(firstSpeaker?.debateId).toBe(team0?.debateId);
    expect(firstSpeaker?.role).toBe(side0 === 'proposition' ? 'prop-1' : 'opp-1');
    const panel = await db.select().from(debateJudges).where(inArray(debateJudges.debateId, ids));
    expect(panel.map((p) => p.position).sort()).toEqual(['chair', 'chair']);
    // Now everyone sees the draw, the panels and the live debates; the reasons stay the staff's.
    const publicView = await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/1`));
    expect(publicView.debates).toHaveLength(2);
    expect(publicView.debates.every((d) => d.debateId && d.panel?.length === 1 && d.reasons.length === 0)).toBe(true);

    // Told: every seated speaker and both chairs get their room by e-mail; the pushing speaker's room by push too.
    const mails = await db.select().from(emailQueue).where(eq(emailQueue.templateId, 'tournament_draw'));
    expect(mails.map((m) => m.userId).sort()).toEqual(
      [...seated.map((p) => p.userId), people.judgeA?.userId, people.judgeB?.userId].sort(),
    );
    const own = mails.find((m) => m.userId === people[speakerOf(0)]?.userId)?.templateData;
    const opponent = team0?.teams.find((x) => x.teamId !== teams[0]?.id);
    expect(own).toMatchObject({
      name: 'speaker0',
      eventTitle: 'Winter Rounds Open',
      roundName: 'Round 1',
      roundSeq: 1,
      debateId: team0?.debateId,
      role: `${side0 === 'proposition' ? 'Proposition' : 'Opposition'}, for Team 0`,
      opponents: `${opponent?.name} (${opponent?.side === 'proposition' ? 'Proposition' : 'Opposition'})`,
      motion: 'This house would abolish homework',
    });
    expect(String(own?.room)).toMatch(/^Room [12]( · .+)?$/);
    const chair = mails.find((m) => m.userId === people.judgeA?.userId)?.templateData;
    expect(chair?.role).toBe('Chair of the panel');
    const pushes = await db.select().from(pushQueue).where(eq(pushQueue.kind, 'drawReleased'));
    expect(pushes.map((p) => [p.userId, p.payload.url])).toEqual([[pushed, `/debates/${team0?.debateId}`]]);
  });

  it('redraws a released round only when confirmed, and never once a result is confirmed', async () => {
    const path = `${base}/rounds/1/draw`;
    const before = await expectJson<RoundView>(call('director', 'GET', `${base}/rounds/1`));
    const ask = await failure(call('director', 'POST', path, { includeUnchecked: false }));
    expect(ask.status).toBe(409);
    expect(ask.message).toMatch(/cancels its 2 live debates and discards their ballots/);
    const redrawn = await expectJson<DrawChange>(
      call('director', 'POST', path, { includeUnchecked: false, replaceReleased: true }),
    );
    expect(redrawn.round.drawStatus).toBe('draft');
    const old = await t.database.db
      .select({ status: debates.status })
      .from(debates)
      .where(
        inArray(
          debates.id,
          before.debates.map((d) => d.debateId as string),
        ),
      );
    expect(old.map((d) => d.status)).toEqual(['cancelled', 'cancelled']);
    const released = await expectJson<RoundView>(call('director', 'POST', `${base}/rounds/1/draw/release`, {}));
    // Released without asking to tell anyone: no one is mailed again.
    const drawMails = await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'tournament_draw'));
    expect(drawMails).toHaveLength(10);
    // Panels are not released yet: others do not see them.
    expect((await expectJson<RoundView>(call('anonymous', 'GET', `${base}/rounds/1`))).debates[0]?.panel).toBeNull();
    await t.database.db.insert(debateResults).values({
      debateId: released.debates[0]?.debateId as string,
      decision: {
        kind: 'sides',
        winner: 'proposition',
        votes: { proposition: 1 },
        speakerScores: {},
        replyScores: {},
        totals: {},
      },
    });
    const refused = await failure(call('director', 'POST', path, { includeUnchecked: false, replaceReleased: true }));
    expect(refused).toMatchObject({ status: 409, message: 'Results of this round are confirmed: its draw can no longer change' });
    const summaries = await expectJson<{ items: RoundSummary[] }>(call('anonymous', 'GET', `${base}/rounds`));
    expect(summaries.items[0]?.drawStatus).toBe('released');
    winner = released.debates[0]?.teams.find((x) => x.side === 'proposition')?.teamId as string;
  });

  it('power-pairs the next round on the confirmed results; check-ins and the motion do not make a draft stale', async () => {
    const before = await expectJson<RoundView>(call('director', 'GET', `${base}/rounds/2`));
    for (const i of [0, 1, 2, 3]) {
      await expectJson(call('director', 'POST', `${base}/rounds/2/checkins`, { teamId: teams[i]?.id }));
    }
    await expectJson(call('director', 'PATCH', `${base}/rounds/2`, { motion: 'This house would tax sugar' }));
    expect((await expectJson<RoundView>(call('director', 'GET', `${base}/rounds/2`))).version).toBe(before.version);
    const change = await expectJson<DrawChange>(call('director', 'POST', `${base}/rounds/2/draw`, { includeUnchecked: false }));
    const [top] = change.round.debates;
    // The one team with a win heads the top room, its bracket; its opponent is pulled up.
    expect(top?.bracket).toBe(1);
    expect(top?.teams.map((x) => x.teamId)).toContain(winner);
    expect(top?.reasons.join(' ')).toMatch(/pulled up from 0 to 1 points/);
    expect(
      change.round.debates
        .flatMap((d) => d.teams)
        .map((x) => x.teamId)
        .sort(),
    ).toEqual([0, 1, 2, 3].map((i) => teams[i]?.id).sort());
  });
});

describe('swing teams', () => {
  it('are made by managers only; a swing team fills the odd room, is said to be one, and is never ranked', async () => {
    // A tournament of its own, still in set-up: three teams, and spare speakers who register as a fourth.
    const event = await expectJson<{ id: string }>(
      call(
        'organizer',
        'POST',
        '/api/events',
        tournamentEventInput('Swing Rounds Open', '<p>Three teams and a swing team.</p>', 72),
      ),
      201,
    );
    const small = await expectJson<TournamentView>(
      call('organizer', 'POST', `/api/events/${event.id}/tournament`, {
        format: 'oxford',
        preliminaryRounds: 1,
        categories: [{ name: 'Open', breakSize: 2 }],
      }),
      201,
    );
    const at2 = `/api/tournaments/${small.id}`;
    await expectJson(call('organizer', 'POST', `${at2}/staff`, { userId: people.director?.userId, role: 'tab-director' }));
    const ranked: TeamView[] = [];
    for (const i of [0, 1, 2]) {
      await t.database.db.delete(rateLimits);
      const team = await expectJson<TeamView>(
        call(speakerOf(i), 'POST', `${at2}/teams`, { name: `Small ${i}`, institution: `School ${i}` }),
        201,
      );
      await expectJson(call(`speaker${i * 2 + 1}` as Person, 'POST', `${at2}/teams/${team.id}/members`, { code: team.joinCode }));
      ranked.push(team);
    }
    // Three teams do not fill two-team rooms, and there is no swing team: the refusal says what to do.
    const odd = await failure(call('director', 'POST', `${at2}/rounds/1/draw`, { includeUnchecked: true }));
    expect(odd.status).toBe(409);
    expect(odd.message).toMatch(/Mark a team of spare speakers as a swing team/);
    const spare = await expectJson<TeamView>(
      call('spare', 'POST', `${at2}/teams`, { name: 'Spare Speakers', institution: 'Tab Room' }),
      201,
    );
    expect(spare.isSwing).toBe(false);

    const path = `${at2}/teams/${spare.id}`;
    for (const [who, status] of OUTSIDERS) {
      expect((await failure(call(who, 'PATCH', path, { isSwing: true }))).status, who).toBe(status);
    }
    // Its own speaker may not make it unranked either.
    expect((await failure(call('spare', 'PATCH', path, { isSwing: true }))).status).toBe(403);
    const bad = await failure(call('director', 'PATCH', path, { isSwing: 'yes' }));
    expect([bad.status, bad.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await failure(call('director', 'PATCH', path, { isSwing: true, name: 'Renamed' }))).status).toBe(400);
    expect((await failure(call('director', 'PATCH', `${at2}/teams/${crypto.randomUUID()}`, { isSwing: true }))).status).toBe(404);
    // A team of another tournament is not this one's.
    expect((await failure(call('director', 'PATCH', `${base}/teams/${spare.id}`, { isSwing: true }))).status).toBe(404);
    expect((await expectJson<TeamView>(call('admin', 'PATCH', path, { isSwing: true }))).isSwing).toBe(true);
    expect((await expectJson<TeamView>(call('director', 'PATCH', path, { isSwing: true }))).isSwing).toBe(true);
    const listed = (await expectJson<{ items: TeamView[] }>(call('anonymous', 'GET', `${at2}/teams`))).items;
    expect(listed.find((x) => x.id === spare.id)?.isSwing).toBe(true);

    // The swing team makes the fourth: two rooms, every team once, the swing team named as one.
    const change = await expectJson<DrawChange>(call('director', 'POST', `${at2}/rounds/1/draw`, { includeUnchecked: true }));
    expect(change.round.debates).toHaveLength(2);
    expect(
      change.round.debates
        .flatMap((d) => d.teams)
        .map((x) => x.teamId)
        .sort(),
    ).toEqual([...ranked.map((x) => x.id), spare.id].sort());
    expect(change.round.debates.flatMap((d) => d.reasons).join(' ')).toMatch(/Spare Speakers is a swing team/);

    // Never ranked: not in the team or speaker standings; ranked again once it is not a swing team.
    const standings = await expectJson<StandingsView>(call('director', 'GET', `${at2}/standings/teams`));
    expect(standings.teams.map((x) => x.teamId).sort()).toEqual(ranked.map((x) => x.id).sort());
    const speakers = await expectJson<SpeakerStandingsView>(call('director', 'GET', `${at2}/standings/speakers`));
    expect(speakers.speakers.map((x) => x.speakerId)).not.toContain(people.spare?.userId);
    expect(speakers.speakers.map((x) => x.speakerId)).toContain(people[speakerOf(0)]?.userId);
    await expectJson(call('director', 'PATCH', path, { isSwing: false }));
    const again = await expectJson<StandingsView>(call('director', 'GET', `${at2}/standings/teams`));
    expect(again.teams.map((x) => x.teamId)).toContain(spare.id);
  });
});
