// Judging over HTTP on a real database: applications and their review, panels
// with conflicts checked (also when a debater joins later), ballots validated by
// the format, results locked once confirmed (and changed only by an admin, with
// an audit entry), ratings, feedback on judges, notes, leaderboards — each
// mutation over the roles anonymous, debater, judge of this debate, other
// judge and admin, and the races decided in the database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ballots,
  clubMembers,
  clubs,
  debateJudges,
  debates,
  emailQueue,
  judges,
  rateLimits,
  ratingChanges,
  ratings,
  resultAudit,
  users,
} from '#server/db/schema/index.ts';
import type {
  BallotFormView,
  DebateJudgeView,
  JudgeApplicationView,
  JudgeDashboardView,
  LeaderboardView,
  MyJudgeStatusView,
  NotesView,
  ResultView,
  UserRecordView,
} from '#shared/judging/contract.ts';
import { JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import {
  createTestApp,
  jsonPost,
  signUp,
  type TestApp,
  callAs,
  expectJson as ok,
  apiErrorOf as errorOf,
} from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['creator', 'prop', 'opp', 'chair', 'panel', 'panel2', 'trainee', 'otherJudge', 'user', 'admin'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string }>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const PARADIGM = 'I decide on the arguments made in the round, weighing clash and impact over style.';

async function makeJudge(who: Person) {
  const application = await ok<JudgeApplicationView>(
    call(who, 'POST', '/api/judging/applications', {
      experience: 'Two seasons of school debating.',
      formats: ['oxford'],
      paradigm: PARADIGM,
    }),
    201,
  );
  await ok(call('admin', 'POST', `/api/judging/applications/${application.id}/review`, { decision: 'approve' }));
}

async function createDebate(overrides: Record<string, unknown> = {}): Promise<string> {
  await t.database.db.delete(rateLimits);
  const body = {
    title: 'Judged debate',
    description: '<p>A debate with a panel of judges.</p>',
    topic: 'This house would judge every debate',
    format: 'oxford',
    debateType: 'competitive',
    startsAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    venueType: 'virtual',
    location: 'Online',
    maxParticipants: 4,
    ...overrides,
  };
  return (await ok<{ id: string }>(call('creator', 'POST', '/api/debates', body), 201)).id;
}

const join = (who: Who, id: string, role: string) => call(who, 'POST', `/api/debates/${id}/join`, { role });
const accept = (who: Who, id: string, position: string) => call(who, 'POST', `/api/judging/debates/${id}/judges`, { position });
const start = (who: Who, id: string) => call(who, 'POST', `/api/debates/${id}/start`);

/** An oxford debate with prop-1 and opp-1 seated, the chair judge assigned, started by the chair. */
async function liveDebate(overrides: Record<string, unknown> = {}, panel: [Person, string][] = []) {
  const id = await createDebate(overrides);
  await ok(join('prop', id, 'prop-1'));
  await ok(join('opp', id, 'opp-1'));
  await ok(accept('chair', id, 'chair'), 201);
  for (const [who, position] of panel) await ok(accept(who, id, position), 201);
  await ok(start('chair', id));
  return id;
}

const REASON =
  'Proposition carried the burden with the clearer mechanism and weighed impacts; opposition dropped the cost argument.';
const sidesBallot = (winner = 'proposition', overrides: Record<string, unknown> = {}) => ({
  kind: 'sides',
  winner,
  speakerScores: winner === 'proposition' ? { 'prop-1': 76, 'opp-1': 72 } : { 'prop-1': 71, 'opp-1': 75 },
  reason: REASON,
  feedback: { 'prop-1': 'Signpost your rebuttal.', 'opp-1': 'Answer the cost point.' },
  ...overrides,
});
const submit = (who: Who, id: string, ballot: unknown) => call(who, 'POST', `/api/judging/debates/${id}/ballot`, ballot);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who.toLowerCase()}@example.org`, 'Passw0rdOk', `${who} Person`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  for (const who of ['chair', 'panel', 'panel2', 'trainee', 'otherJudge'] as const) await makeJudge(who);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('applying to judge', () => {
  it('takes an application, one at a time, and an admin approves it with a mail', async () => {
    const valid = { experience: 'I coach a school club.', formats: ['oxford'], paradigm: PARADIGM };
    expect((await call('anonymous', 'POST', '/api/judging/applications', valid)).status).toBe(401);
    const invalid = await errorOf(
      call('user', 'POST', '/api/judging/applications', { experience: 'short', formats: [], paradigm: 'x' }),
    );
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.fields ?? {})).toEqual(expect.arrayContaining(['experience', 'formats', 'paradigm']));

    const application = await ok<JudgeApplicationView>(
      call('user', 'POST', '/api/judging/applications', {
        experience: 'I coach a school club.',
        formats: ['oxford', 'parliamentary'],
        paradigm: PARADIGM,
        conflictUserIds: [people.prop.userId],
      }),
      201,
    );
    expect(application).toMatchObject({ status: 'pending', conflictUsers: [{ id: people.prop.userId, name: 'prop Person' }] });
    expect(
      (
        await errorOf(
          call('user', 'POST', '/api/judging/applications', {
            experience: 'I coach a school club.',
            formats: ['oxford'],
            paradigm: PARADIGM,
          }),
        )
      ).message,
    ).toBe(JUDGE_MESSAGES.applicationPending);
    expect((await call('user', 'GET', '/api/judging/applications')).status).toBe(403);
    expect(
      (await call('chair', 'POST', `/api/judging/applications/${application.id}/review`, { decision: 'approve' })).status,
    ).toBe(403);
    const pending = await ok<JudgeApplicationView[]>(call('admin', 'GET', '/api/judging/applications'));
    expect(pending.map((a) => a.id)).toContain(application.id);

    expect(
      (await call('admin', 'POST', `/api/judging/applications/${application.id}/review`, { decision: 'decline', reason: 'no' }))
        .status,
    ).toBe(400);
    await ok(call('admin', 'POST', `/api/judging/applications/${application.id}/review`, { decision: 'approve' }));
    expect(
      (await errorOf(call('admin', 'POST', `/api/judging/applications/${application.id}/review`, { decision: 'approve' })))
        .message,
    ).toBe(JUDGE_MESSAGES.applicationReviewed);
    const status = await ok<MyJudgeStatusView>(call('user', 'GET', '/api/judging/me'));
    expect(status).toMatchObject({ isJudge: true, application: { status: 'approved' } });
    const mails = await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'judge_application'));
    expect(mails.some((m) => m.userId === people.user.userId && m.templateData?.decision === 'approved')).toBe(true);
    expect(
      (
        await errorOf(
          call('user', 'POST', '/api/judging/applications', {
            experience: 'I coach a school club.',
            formats: ['oxford'],
            paradigm: PARADIGM,
          }),
        )
      ).message,
    ).toBe(JUDGE_MESSAGES.alreadyJudge);
    // The user is a judge from here on, with a private conflict with "prop".
  });

  it('sends the reason of a decline', async () => {
    const { cookie, userId } = await signUp(t, 'declined@example.org', 'Passw0rdOk', 'Declined Person');
    const res = await t.request('/api/judging/applications', {
      ...jsonPost({ experience: 'I watched many debates.', formats: ['oxford'], paradigm: PARADIGM }),
      headers: { ...(jsonPost({}).headers as Record<string, string>), cookie },
    });
    const application = (await res.json()) as JudgeApplicationView;
    await ok(
      call('admin', 'POST', `/api/judging/applications/${application.id}/review`, {
        decision: 'decline',
        reason: 'Judge a few practice rounds first.',
      }),
    );
    const [mail] = await t.database.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.templateId, 'judge_application'), eq(emailQueue.userId, userId)));
    expect(mail?.templateData).toMatchObject({ decision: 'declined', reason: 'Judge a few practice rounds first.' });
    expect(await t.database.db.select().from(judges).where(eq(judges.userId, userId))).toHaveLength(0);
  });
});

describe('accepting and withdrawing', () => {
  it.each([
    ['anonymous', 401],
    ['prop', 403], // not a judge
    ['admin', 403], // admins are not judges unless approved
  ] as const)('refuses %s (%i)', async (who, status) => {
    const id = await createDebate();
    expect((await accept(who, id, 'chair')).status).toBe(status);
  });

  it('fills the panel by position, queues the assignment mail, and lists what is still open', async () => {
    const id = await createDebate();
    const available = await ok<{ items: { id: string; openPositions: string[] }[] }>(
      call('panel', 'GET', '/api/judging/available?limit=50'),
    );
    expect(available.items.find((d) => d.id === id)?.openPositions).toEqual(['chair', 'panellist', 'trainee']);
    await ok(accept('chair', id, 'chair'), 201);
    expect((await errorOf(accept('panel', id, 'chair'))).message).toBe(JUDGE_MESSAGES.chairTaken);
    await ok(accept('panel', id, 'panellist'), 201);
    await ok(accept('panel2', id, 'panellist'), 201);
    expect((await errorOf(accept('otherJudge', id, 'panellist'))).message).toBe(JUDGE_MESSAGES.panelFull);
    expect((await errorOf(accept('panel', id, 'trainee'))).message).toBe(JUDGE_MESSAGES.alreadyJudging);
    const panel = await ok<DebateJudgeView[]>(call('anonymous', 'GET', `/api/judging/debates/${id}/judges`));
    expect(panel.map((j) => j.position)).toEqual(['chair', 'panellist', 'panellist']);
    expect(JSON.stringify(panel)).not.toContain('conflict');
    // A full counted panel leaves the available list.
    const after = await ok<{ items: { id: string }[] }>(call('otherJudge', 'GET', '/api/judging/available?limit=50'));
    expect(after.items.map((d) => d.id)).not.toContain(id);
    const mails = await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'judge_assignment'));
    expect(mails.filter((m) => m.templateData?.debateId === id)).toHaveLength(3);
    expect((await call('user', 'GET', '/api/judging/available')).status).toBe(200);
    expect((await call('prop', 'GET', '/api/judging/available')).status).toBe(403);
  });

  it('lists only debates in the formats the judge was approved for, and says which they are', async () => {
    const oxford = await createDebate();
    const standard = await createDebate({ format: 'standard', title: 'Standard debate needing a judge' });
    const listed = async (query = '') =>
      (await ok<{ items: { id: string }[] }>(call('panel', 'GET', `/api/judging/available?limit=50${query}`))).items.map(
        (d) => d.id,
      );
    const all = await listed();
    expect(all).toContain(oxford);
    expect(all).not.toContain(standard);
    expect(await listed('&format=standard')).toEqual([]);
    expect(await ok<MyJudgeStatusView>(call('panel', 'GET', '/api/judging/me'))).toMatchObject({
      isJudge: true,
      formats: ['oxford'],
    });
    expect(await ok<MyJudgeStatusView>(call('prop', 'GET', '/api/judging/me'))).toMatchObject({ isJudge: false, formats: [] });
    // A judge approved for standard sees it.
    await t.database.db
      .update(judges)
      .set({ formats: ['oxford', 'standard'] })
      .where(eq(judges.userId, people.panel.userId));
    expect(await listed()).toEqual(expect.arrayContaining([oxford, standard]));
    await t.database.db
      .update(judges)
      .set({ formats: ['oxford'] })
      .where(eq(judges.userId, people.panel.userId));
  });

  it('lets one of two judges racing for the chair have it', async () => {
    const id = await createDebate();
    const [a, b] = await Promise.all([accept('chair', id, 'chair'), accept('panel', id, 'chair')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(debateJudges).where(eq(debateJudges.debateId, id))).toHaveLength(1);
  });

  it('keeps judges and debaters apart, both ways', async () => {
    const id = await createDebate();
    await ok(join('chair', id, 'prop-1'));
    expect((await errorOf(accept('chair', id, 'chair'))).message).toBe(JUDGE_MESSAGES.debatesInIt);
    await ok(accept('panel', id, 'chair'), 201);
    expect((await errorOf(join('panel', id, 'opp-1'))).message).toBe(JUDGE_MESSAGES.judgingIt);
    // The audience is not debating: a judge may follow as audience.
    expect((await join('panel', id, 'audience')).status).toBe(200);
  });

  it('enforces declared conflicts, with people and with clubs, also when the debater joins later', async () => {
    // "user" declared a conflict with "prop".
    const id = await createDebate();
    await ok(join('prop', id, 'prop-1'));
    expect((await errorOf(accept('user', id, 'chair'))).message).toBe(JUDGE_MESSAGES.conflict);
    const later = await createDebate();
    await ok(accept('user', later, 'chair'), 201);
    await ok(join('prop', later, 'prop-1'));
    expect(await t.database.db.select().from(debateJudges).where(eq(debateJudges.debateId, later))).toHaveLength(0);

    const [club] = await t.database.db.insert(clubs).values({ name: 'Rivals' }).returning();
    await t.database.db.insert(clubMembers).values({ clubId: club?.id as string, userId: people.opp.userId });
    await t.database.db
      .update(judges)
      .set({ conflictClubIds: [club?.id as string] })
      .where(eq(judges.userId, people.otherJudge.userId));
    const clubDebate = await createDebate();
    await ok(join('opp', clubDebate, 'opp-1'));
    expect((await errorOf(accept('otherJudge', clubDebate, 'chair'))).message).toBe(JUDGE_MESSAGES.conflict);
    await t.database.db.update(judges).set({ conflictClubIds: [] }).where(eq(judges.userId, people.otherJudge.userId));
  });

  it('withdraws before the start only, and cancels the assignment mail', async () => {
    const id = await createDebate();
    await ok(accept('panel', id, 'chair'), 201);
    expect((await errorOf(call('otherJudge', 'DELETE', `/api/judging/debates/${id}/judges/me`))).message).toBe(
      JUDGE_MESSAGES.notJudgingIt,
    );
    expect((await call('anonymous', 'DELETE', `/api/judging/debates/${id}/judges/me`)).status).toBe(401);
    await ok(call('panel', 'DELETE', `/api/judging/debates/${id}/judges/me`));
    const [mail] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.referenceKey, `debate:${id}:judge:${people.panel.userId}:assignment`));
    expect(mail?.status).toBe('cancelled');
    const live = await liveDebate();
    expect((await errorOf(call('chair', 'DELETE', `/api/judging/debates/${live}/judges/me`))).message).toBe(
      JUDGE_MESSAGES.withdrawTooLate,
    );
  });

  it('hands the live room to the chair judge', async () => {
    const id = await createDebate();
    await ok(accept('chair', id, 'chair'), 201);
    expect((await start('creator', id)).status).toBe(403);
    await ok(start('chair', id));
    const detail = await ok<{ viewer: { canRunTimer: boolean } }>(call('chair', 'GET', `/api/debates/${id}`));
    expect(detail.viewer.canRunTimer).toBe(true);
  });
});

describe('notes', () => {
  it('are private to the judge and never overwritten by an older copy', async () => {
    const id = await createDebate();
    await ok(accept('chair', id, 'chair'), 201);
    const path = `/api/judging/debates/${id}/notes`;
    expect(await ok<NotesView>(call('chair', 'GET', path))).toMatchObject({ sheet: { rows: [] }, version: 0 });
    const sheet = { rows: [{ 'prop-1': { text: 'Free transit cuts emissions', marks: ['strong'] } }] };
    const saved = await ok<NotesView>(call('chair', 'PUT', path, { sheet, baseVersion: 0 }));
    expect(saved.version).toBe(1);
    expect((await errorOf(call('chair', 'PUT', path, { sheet: { rows: [] }, baseVersion: 0 }))).message).toBe(
      JUDGE_MESSAGES.notesStale,
    );
    expect((await ok<NotesView>(call('chair', 'GET', path))).sheet).toEqual(sheet);
    for (const who of ['otherJudge', 'prop', 'admin'] as const) expect((await call(who, 'GET', path)).status).toBe(403);
    expect((await call('anonymous', 'GET', path)).status).toBe(401);
    expect(
      (await call('chair', 'PUT', path, { sheet: { rows: [{ x: { text: 'y'.repeat(1001) } }] }, baseVersion: 1 })).status,
    ).toBe(400);
  });
});

describe('ballots', () => {
  it('open only once the debate has started, for its judges', async () => {
    const id = await createDebate();
    await ok(join('prop', id, 'prop-1'));
    await ok(join('opp', id, 'opp-1'));
    await ok(accept('chair', id, 'chair'), 201);
    expect((await errorOf(submit('chair', id, sidesBallot()))).message).toBe(JUDGE_MESSAGES.notStarted);
    await ok(start('chair', id));
    for (const [who, status] of [
      ['anonymous', 401],
      ['prop', 403],
      ['otherJudge', 403],
      ['admin', 403],
    ] as const) {
      expect((await submit(who, id, sidesBallot())).status, who).toBe(status);
    }
  });

  it.each([
    ['a score out of range', { speakerScores: { 'prop-1': 101, 'opp-1': 72 } }, 'speakerScores.prop-1'],
    ['a score off the step', { speakerScores: { 'prop-1': 75.5, 'opp-1': 72 } }, 'speakerScores.prop-1'],
    ['a missing score', { speakerScores: { 'prop-1': 75 } }, 'speakerScores.opp-1'],
    ['an empty seat', { speakerScores: { 'prop-1': 75, 'opp-1': 72, 'prop-2': 70 } }, 'speakerScores.prop-2'],
    ['tied totals', { speakerScores: { 'prop-1': 74, 'opp-1': 74 } }, 'winner'],
    ['a low-point win', { speakerScores: { 'prop-1': 70, 'opp-1': 74 } }, 'winner'],
    ['a short reason', { reason: 'Too short.' }, 'reason'],
    ['a side that is not there', { winner: 'government' }, 'winner'],
  ])('refuses %s', async (_name, overrides, field) => {
    const id = await liveDebate();
    const error = await errorOf(submit('chair', id, sidesBallot('proposition', overrides)));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).toHaveLength(0);
  });

  it('takes one ballot per judge, even when two arrive at the same instant', async () => {
    const id = await liveDebate();
    const [a, b] = await Promise.all([submit('chair', id, sidesBallot()), submit('chair', id, sidesBallot())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await errorOf(submit('chair', id, sidesBallot()))).message).toBe(JUDGE_MESSAGES.ballotTwice);
    expect(await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).toHaveLength(1);
  });

  it('keeps the idempotency key with the ballot: the same key again is refused as already received', async () => {
    // A practice debate: its confirmation moves no rating (the leaderboards below count rated debates).
    const id = await liveDebate({ debateType: 'practice' }, [['panel', 'trainee']]);
    const key = crypto.randomUUID();
    // A refused try does not use the key up: the corrected ballot goes with the same one.
    expect(
      (await errorOf(submit('chair', id, sidesBallot('proposition', { reason: 'Too short.', idempotencyKey: key })))).code,
    ).toBe('VALIDATION_FAILED');
    const sent = await ok<BallotFormView>(submit('chair', id, sidesBallot('proposition', { idempotencyKey: key })), 201);
    expect(sent.myBallot).not.toHaveProperty('idempotencyKey');
    const replay = await submit('chair', id, sidesBallot('proposition', { idempotencyKey: key }));
    expect(replay.status).toBe(409);
    expect(await errorOf(replay)).toMatchObject({ code: 'CONFLICT', message: JUDGE_MESSAGES.ballotReceived });
    // Another key from the same judge is a second ballot: refused as before.
    const other = await errorOf(submit('chair', id, sidesBallot('proposition', { idempotencyKey: crypto.randomUUID() })));
    expect(other.message).toBe(JUDGE_MESSAGES.ballotTwice);
    // The key is another judge's: refused, nothing written for them.
    const borrowed = await errorOf(submit('panel', id, sidesBallot('opposition', { idempotencyKey: key })));
    expect(borrowed).toMatchObject({ code: 'CONFLICT', message: JUDGE_MESSAGES.ballotKeyUsed });
    const rows = await t.database.db.select().from(ballots).where(eq(ballots.debateId, id));
    expect(rows.map((row) => [row.judgeId, row.idempotencyKey])).toEqual([[people.chair.userId, key]]);
    expect(rows[0]?.ballot).not.toHaveProperty('idempotencyKey');
    // Once the result is locked, a replay still says the ballot is in (not that it is too late).
    await ok(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    expect((await errorOf(submit('chair', id, sidesBallot('proposition', { idempotencyKey: key })))).message).toBe(
      JUDGE_MESSAGES.ballotReceived,
    );
    // The key must be a UUID.
    const invalid = await errorOf(submit('panel', id, sidesBallot('proposition', { idempotencyKey: 'offline-1' })));
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.fields ?? {})).toContain('idempotencyKey');
  });

  it('takes one ballot when the same key arrives several times at once', async () => {
    const id = await liveDebate();
    const body = sidesBallot('proposition', { idempotencyKey: crypto.randomUUID() });
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit('chair', id, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((await errorOf(answer)).message).toBe(JUDGE_MESSAGES.ballotReceived);
    }
    expect(await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).toHaveLength(1);
  });

  it('takes one ballot per judge when two keys of the same judge race', async () => {
    const id = await liveDebate();
    const [a, b] = await Promise.all([
      submit('chair', id, sidesBallot('proposition', { idempotencyKey: crypto.randomUUID() })),
      submit('chair', id, sidesBallot('opposition', { idempotencyKey: crypto.randomUUID() })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await errorOf(a.status === 409 ? a : b)).message).toBe(JUDGE_MESSAGES.ballotTwice);
    expect(await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).toHaveLength(1);
  });

  it('decides British Parliamentary by the chair’s consensus ranking', async () => {
    const id = await createDebate({ format: 'parliamentary', maxParticipants: 8 });
    const seats = [
      ['prop', 'pm'],
      ['opp', 'lo'],
      ['creator', 'mg'],
      ['user', 'mo'],
    ] as const;
    // "user" has a conflict with "prop": seat them after the panel would release them; they only debate here.
    for (const [who, role] of seats) await ok(join(who, id, role));
    await ok(accept('chair', id, 'chair'), 201);
    await ok(accept('panel', id, 'panellist'), 201);
    await ok(start('chair', id));
    const ranks = { og: 2, oo: 1, cg: 4, co: 3 };
    const scores = { pm: 75, lo: 80, mg: 70, mo: 72 };
    expect((await errorOf(submit('panel', id, { kind: 'ranks', ranks, speakerScores: scores, reason: REASON }))).message).toBe(
      JUDGE_MESSAGES.consensusByChair,
    );
    const outOfOrder = await errorOf(
      submit('chair', id, { kind: 'ranks', ranks: { og: 1, oo: 2, cg: 4, co: 3 }, speakerScores: scores, reason: REASON }),
    );
    expect(outOfOrder.fields?.ranks).toBeDefined();
    expect(
      (
        await errorOf(
          submit('chair', id, { kind: 'ranks', ranks: { og: 1, oo: 1, cg: 4, co: 3 }, speakerScores: scores, reason: REASON }),
        )
      ).fields?.ranks,
    ).toBeDefined();
    await ok(submit('chair', id, { kind: 'ranks', ranks, speakerScores: scores, reason: REASON }), 201);
    const result = await ok<ResultView>(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    expect(result.decision).toMatchObject({ kind: 'ranks', ranks });
    const changes = await t.database.db
      .select()
      .from(ratingChanges)
      .where(and(eq(ratingChanges.debateId, id), eq(ratingChanges.format, 'all')));
    expect(Object.fromEntries(changes.map((c) => [c.userId, c.place]))).toEqual({
      [people.prop.userId]: 2,
      [people.opp.userId]: 1,
      [people.creator.userId]: 4,
      [people.user.userId]: 3,
    });
  });
});

describe('results', () => {
  it('go by the panel’s majority, lock when the chair confirms, rate, mail and calibrate', async () => {
    const id = await liveDebate({}, [
      ['panel', 'panellist'],
      ['panel2', 'panellist'],
      ['trainee', 'trainee'],
    ]);
    await ok(submit('chair', id, sidesBallot('opposition')), 201);
    // A judge whose ballot is still to come does not see the others' votes.
    expect((await ok<BallotFormView>(call('panel', 'GET', `/api/judging/debates/${id}/ballot`))).decision).toBeNull();
    await ok(submit('panel', id, sidesBallot('proposition')), 201);
    await ok(submit('panel2', id, sidesBallot('proposition', { speakerScores: { 'prop-1': 78, 'opp-1': 72 } })), 201);
    await ok(submit('trainee', id, sidesBallot('opposition')), 201);
    const form = await ok<BallotFormView>(call('chair', 'GET', `/api/judging/debates/${id}/ballot`));
    expect(form).toMatchObject({
      myPosition: 'chair',
      canConfirm: true,
      confirmed: false,
      decision: { winner: 'proposition', votes: { proposition: 2, opposition: 1 } },
    });
    expect(form.decision?.speakerScores).toEqual({ 'prop-1': 77, 'opp-1': 72 });
    expect((await call('anonymous', 'GET', `/api/judging/debates/${id}/ballot`)).status).toBe(401);
    expect((await call('prop', 'GET', `/api/judging/debates/${id}/ballot`)).status).toBe(403);

    expect(await ok<{ result: null }>(call('anonymous', 'GET', `/api/judging/debates/${id}/result`))).toEqual({ result: null });
    for (const [who, status] of [
      ['anonymous', 401],
      ['prop', 403],
      ['panel', 403],
      ['otherJudge', 403],
    ] as const) {
      expect((await call(who, 'POST', `/api/judging/debates/${id}/result/confirm`)).status, who).toBe(status);
    }
    const [a, b] = await Promise.all([
      call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`),
      call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const result = await ok<{ result: ResultView }>(call('prop', 'GET', `/api/judging/debates/${id}/result`));
    expect(result.result.decision).toMatchObject({ kind: 'sides', winner: 'proposition' });
    expect(result.result.reasons).toHaveLength(3);
    expect(result.result.myFeedback.map((f) => f.text)).toContain('Signpost your rebuttal.');
    expect(result.result.feedbackDue.map((j) => j.id).sort()).toEqual(
      [people.chair.userId, people.panel.userId, people.panel2.userId].sort(),
    );
    expect((await ok<{ status: string }>(call('anonymous', 'GET', `/api/debates/${id}`))).status).toBe('finished');

    // Ratings: counted once per format scope, the winner up.
    const rows = await t.database.db.select().from(ratingChanges).where(eq(ratingChanges.debateId, id));
    expect(rows).toHaveLength(4);
    const prop = rows.find((r) => r.userId === people.prop.userId && r.format === 'all');
    expect(prop?.muAfter).toBeGreaterThan(prop?.muBefore ?? Number.POSITIVE_INFINITY);
    expect(prop?.sigmaAfter).toBeLessThan(prop?.sigmaBefore ?? 0);
    // Calibration: the trainee disagreed with the decision.
    const calibrations = Object.fromEntries(
      (await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).map((b) => [b.judgeId, b.calibration]),
    );
    expect(calibrations[people.panel2.userId]).toBeGreaterThan(90);
    expect(calibrations[people.trainee.userId]).toBeLessThan(31);
    // The score mail for each speaker.
    const mails = await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'score_notification'));
    const mine = mails.filter((m) => m.templateData?.debateId === id);
    expect(mine.map((m) => m.userId).sort()).toEqual([people.prop.userId, people.opp.userId].sort());
    expect(mine.find((m) => m.userId === people.prop.userId)?.templateData).toMatchObject({ score: 77 });

    // After the lock only an admin changes it, leaving an audit entry.
    const change = { ballot: sidesBallot('opposition'), note: 'The tab room entered the chair’s scores wrongly.' };
    for (const who of ['chair', 'prop', 'anonymous'] as const) {
      expect((await call(who, 'PUT', `/api/judging/debates/${id}/result`, change)).status).toBeGreaterThanOrEqual(401);
    }
    const changed = await ok<ResultView>(call('admin', 'PUT', `/api/judging/debates/${id}/result`, change));
    expect(changed).toMatchObject({ changedByAdmin: true, decision: { winner: 'opposition' } });
    expect(await t.database.db.select().from(resultAudit).where(eq(resultAudit.debateId, id))).toHaveLength(1);
    const replayed = await t.database.db
      .select()
      .from(ratingChanges)
      .where(and(eq(ratingChanges.debateId, id), eq(ratingChanges.userId, people.opp.userId), eq(ratingChanges.format, 'all')));
    expect(replayed[0]?.won).toBe(true);
  });

  it('needs the chair’s ballot first, and takes no ballot after the lock', async () => {
    const id = await liveDebate({}, [['panel', 'panellist']]);
    expect((await errorOf(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`))).message).toBe(
      JUDGE_MESSAGES.chairBallotMissing,
    );
    await ok(submit('chair', id, sidesBallot()), 201);
    await ok(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    expect((await errorOf(submit('panel', id, sidesBallot()))).message).toBe(JUDGE_MESSAGES.locked);
    expect(await t.database.db.select().from(ballots).where(eq(ballots.debateId, id))).toHaveLength(1);
  });

  it('answer a ballot with the form as it then stands, and a confirmation with the result its judge then sees', async () => {
    const id = await liveDebate({}, [['panel', 'panellist']]);
    await ok(submit('panel', id, sidesBallot('opposition')), 201);
    const submitted = await ok<BallotFormView>(submit('chair', id, sidesBallot()), 201);
    expect(submitted).toEqual(await ok<BallotFormView>(call('chair', 'GET', `/api/judging/debates/${id}/ballot`)));
    expect(submitted).toMatchObject({ canConfirm: true, decision: { winner: 'proposition' } });
    expect(submitted.panel.map((j) => j.submitted)).toEqual([true, true]);
    const confirmed = await ok<ResultView>(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    const shown = await ok<{ result: ResultView }>(call('chair', 'GET', `/api/judging/debates/${id}/result`));
    expect(confirmed).toEqual(shown.result);
    expect(confirmed.reasons.map((r) => r.judge.id)).toEqual([people.panel.userId, people.chair.userId]);
  });

  it('rebuild every later rating from a result an admin changed', async () => {
    const first = await liveDebate();
    await ok(submit('chair', first, sidesBallot()), 201);
    await ok(call('chair', 'POST', `/api/judging/debates/${first}/result/confirm`));
    const second = await liveDebate();
    await ok(submit('chair', second, sidesBallot()), 201);
    await ok(call('chair', 'POST', `/api/judging/debates/${second}/result/confirm`));
    const change = { ballot: sidesBallot('opposition'), note: 'The chair swapped the two teams on the ballot.' };
    await ok(call('admin', 'PUT', `/api/judging/debates/${first}/result`, change));

    for (const who of ['prop', 'opp'] as const) {
      for (const format of ['all', 'oxford']) {
        const changes = await t.database.db
          .select()
          .from(ratingChanges)
          .where(and(eq(ratingChanges.userId, people[who].userId), eq(ratingChanges.format, format)))
          .orderBy(ratingChanges.createdAt);
        // Each rated debate starts where the one before it ended, the first from a new rating.
        expect(changes[0]?.muBefore).toBe(25);
        for (let i = 1; i < changes.length; i++) expect(changes[i]?.muBefore).toBe(changes[i - 1]?.muAfter);
        const [rating] = await t.database.db
          .select()
          .from(ratings)
          .where(and(eq(ratings.userId, people[who].userId), eq(ratings.format, format)));
        const last = changes.at(-1);
        expect(rating).toMatchObject({
          mu: last?.muAfter,
          sigma: last?.sigmaAfter,
          ratedDebates: changes.length,
          wins: changes.filter((c) => c.won).length,
        });
        expect(rating?.updatedAt.getTime()).toBe(last?.createdAt.getTime());
        expect(changes.find((c) => c.debateId === first)?.won).toBe(who === 'opp');
        expect(changes.find((c) => c.debateId === second)?.won).toBe(who === 'prop');
      }
    }
  });

  it('moves a debater’s rating by both results when two of their debates are confirmed at once', async () => {
    const [first, second] = [await liveDebate(), await liveDebate()] as [string, string];
    await ok(submit('chair', first, sidesBallot('proposition')), 201);
    await ok(submit('chair', second, sidesBallot('opposition')), 201);
    const confirmations = await Promise.all(
      [first, second].map((id) => call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`)),
    );
    for (const res of confirmations) expect(res.status).toBe(200);
    // Each change starts where the other ended: neither read the rating before the other wrote it.
    const changes = await t.database.db
      .select()
      .from(ratingChanges)
      .where(and(eq(ratingChanges.userId, people.prop.userId), eq(ratingChanges.format, 'all')));
    const [a, b] = [first, second].map((id) => changes.find((change) => change.debateId === id)) as [
      (typeof changes)[number],
      (typeof changes)[number],
    ];
    const [earlier, later] = a.muBefore === b.muAfter ? [b, a] : [a, b];
    expect(later.muBefore).toBe(earlier.muAfter);
    expect(later.sigmaBefore).toBe(earlier.sigmaAfter);
    const [rating] = await t.database.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.userId, people.prop.userId), eq(ratings.format, 'all')));
    expect(rating?.mu).toBe(later.muAfter);
  });

  it('lets an admin confirm, and rates only competitive debates', async () => {
    const id = await liveDebate({ debateType: 'practice' });
    await ok(submit('chair', id, sidesBallot()), 201);
    await ok(call('admin', 'POST', `/api/judging/debates/${id}/result/confirm`));
    expect(await t.database.db.select().from(ratingChanges).where(eq(ratingChanges.debateId, id))).toHaveLength(0);
  });
});

describe('feedback on judges', () => {
  it('comes from the speakers, once per judge, after the result; the judge sees an aggregate from 3 responses', async () => {
    const id = await liveDebate();
    const path = `/api/judging/debates/${id}/feedback/${people.chair.userId}`;
    expect((await errorOf(call('prop', 'POST', path, { rating: 5 }))).message).toBe(JUDGE_MESSAGES.notConfirmed);
    await ok(submit('chair', id, sidesBallot()), 201);
    await ok(call('chair', 'POST', `/api/judging/debates/${id}/result/confirm`));
    expect((await call('anonymous', 'POST', path, { rating: 5 })).status).toBe(401);
    expect((await errorOf(call('user', 'POST', path, { rating: 5 }))).message).toBe(JUDGE_MESSAGES.feedbackNotDebater);
    expect((await call('prop', 'POST', path, { rating: 6 })).status).toBe(400);
    await ok(call('prop', 'POST', path, { rating: 5, comment: 'Clear reasons.' }), 201);
    expect((await errorOf(call('prop', 'POST', path, { rating: 4 }))).message).toBe(JUDGE_MESSAGES.feedbackTwice);
    await ok(call('opp', 'POST', path, { rating: 3 }), 201);
    const dashboard = await ok<JudgeDashboardView>(call('chair', 'GET', '/api/judging/dashboard'));
    expect(dashboard.feedback.average).toBeNull();
    expect(JSON.stringify(dashboard)).not.toContain('Clear reasons.');
    expect((await call('prop', 'GET', '/api/judging/dashboard')).status).toBe(403);
    expect((await call('anonymous', 'GET', '/api/judging/dashboard')).status).toBe(401);
  });
});

describe('leaderboards and records', () => {
  it('rank rated debaters, judges and clubs, with filters checked', async () => {
    const board = await ok<LeaderboardView>(call('anonymous', 'GET', '/api/leaderboards?kind=debaters&format=all&period=month'));
    expect(board.kind).toBe('debaters');
    expect(board.items.length).toBeGreaterThan(0);
    const first = board.items[0];
    if (board.kind === 'debaters' && first && 'rating' in first) expect(first.rating.provisional).toBe(true);
    const ordinals = board.kind === 'debaters' ? board.items.map((row) => row.rating.ordinal) : [];
    expect([...ordinals].sort((x, y) => y - x)).toEqual(ordinals);
    const oxford = await ok<LeaderboardView>(call('anonymous', 'GET', '/api/leaderboards?format=oxford'));
    expect(oxford.total).toBeGreaterThan(0);
    const judgesBoard = await ok<LeaderboardView>(call('anonymous', 'GET', '/api/leaderboards?kind=judges'));
    expect(judgesBoard.items.map((row) => row.id)).toContain(people.chair.userId);
    expect((await ok<LeaderboardView>(call('anonymous', 'GET', '/api/leaderboards?kind=clubs'))).kind).toBe('clubs');
    for (const query of ['kind=teams', 'format=chess', 'period=week', 'limit=500']) {
      expect((await call('anonymous', 'GET', `/api/leaderboards?${query}`)).status, query).toBe(400);
    }
    const record = await ok<UserRecordView>(call('anonymous', 'GET', `/api/judging/users/${people.prop.userId}/record`));
    expect(record.debates).toBeGreaterThan(0);
    expect(record.rating?.provisional).toBe(true);
    const judgeRecord = await ok<UserRecordView>(call('anonymous', 'GET', `/api/judging/users/${people.chair.userId}/record`));
    expect(judgeRecord.judge?.ballots).toBeGreaterThan(0);
    expect(JSON.stringify(judgeRecord)).not.toMatch(/conflict/i);
    expect((await call('anonymous', 'GET', '/api/judging/users/nobody/record')).status).toBe(404);
    expect(await t.database.db.select().from(ratings).where(eq(ratings.userId, people.prop.userId))).not.toHaveLength(0);
  });
});

describe('debates unaffected by judging', () => {
  it('still deletes cleanly', async () => {
    const id = await liveDebate();
    await t.database.db.delete(debates).where(eq(debates.id, id));
    expect(await t.database.db.select().from(debateJudges).where(eq(debateJudges.debateId, id))).toHaveLength(0);
  });
});
