// Check-in by code over the real API and database: a speaker's or an
// adjudicator's own code (the same in every round, none for anyone else), and
// the staff's desk that checks the code's team or adjudicator in for a round —
// idempotent, refusing an unknown code, another tournament's code and bad
// input. Role matrix of the desk: anonymous, member, a speaker, the adjudication
// core, a tab director, an admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamView, TournamentView } from '#shared/tournaments/contract.ts';
import { ROUND_MESSAGES, type CheckinList } from '#shared/tournaments/rounds-contract.ts';
import { judges, rateLimits, users } from '#server/db/schema/index.ts';
import { callAs, createTestApp, expectJson, signUp, type TestApp } from '#tests/test-app.ts';
import { tournamentEventInput } from '#tests/tournament-event.ts';

let t: TestApp;
const NAMES = [
  'organizer',
  'director',
  'core',
  'member',
  'admin',
  'speakerA',
  'speakerB',
  'speakerC',
  'judge',
  'elsewhere',
] as const;
type Who = (typeof NAMES)[number] | 'anonymous';
const people = {} as Record<string, { cookie: string; userId: string }>;

let base: string;
let otherBase: string;
const teams: TeamView[] = [];

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : (people[who] as { cookie: string }).cookie, method, path, body);

async function failure(res: Response | Promise<Response>) {
  const r = await res;
  const { error } = (await r.json()) as { error: { code: string; message: string } };
  return { status: r.status, ...error };
}

async function newTournament(organizer: Who, title: string): Promise<string> {
  const event = await expectJson<{ id: string }>(
    call(organizer, 'POST', '/api/events', tournamentEventInput(title, '<p>Rounds with a check-in desk at the door.</p>')),
    201,
  );
  const tournament = await expectJson<TournamentView>(
    call(organizer, 'POST', `/api/events/${event.id}/tournament`, {
      format: 'oxford',
      preliminaryRounds: 2,
      categories: [{ name: 'Open', breakSize: 2 }],
    }),
    201,
  );
  return `/api/tournaments/${tournament.id}`;
}

async function codeOf(who: Who, path = base): Promise<string> {
  return (await expectJson<{ code: string }>(call(who, 'GET', `${path}/check-in-code`))).code;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@checkin-code.example.org`, 'Passw0rdOk', `${who} Person`);
  const db = t.database.db;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.id, people.admin?.userId as string));
  await db.insert(judges).values({
    userId: people.judge?.userId as string,
    experience: 'Years of rounds',
    formats: ['oxford'],
    paradigm: 'Clash and weighing.',
    conflictClubIds: [],
    conflictUserIds: [],
  });
  base = await newTournament('organizer', 'Check-in Desk Open');
  await expectJson(call('organizer', 'POST', `${base}/staff`, { userId: people.director?.userId, role: 'tab-director' }));
  await expectJson(call('organizer', 'POST', `${base}/staff`, { userId: people.core?.userId, role: 'adjudication-core' }));
  for (const [i, who] of (['speakerA', 'speakerB'] as const).entries()) {
    await db.delete(rateLimits);
    teams.push(
      await expectJson<TeamView>(call(who, 'POST', `${base}/teams`, { name: `Desk Team ${i}`, institution: `School ${i}` }), 201),
    );
  }
  await expectJson(call('judge', 'POST', `${base}/adjudicators`, { institution: 'Judges United' }), 201);
  // Another tournament, whose speaker's code means nothing here.
  otherBase = await newTournament('elsewhere', 'Another Open');
  await db.delete(rateLimits);
  await expectJson(call('speakerC', 'POST', `${otherBase}/teams`, { name: 'Elsewhere Team', institution: 'Far School' }), 201);
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('a person’s check-in code', () => {
  it('is given to a speaker and an adjudicator, the same each time, and differs between them', async () => {
    const speaker = await codeOf('speakerA');
    expect(speaker).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await codeOf('speakerA')).toBe(speaker);
    const judge = await codeOf('judge');
    expect(judge).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(new Set([speaker, judge, await codeOf('speakerB')]).size).toBe(3);
  });

  it('is refused to anonymous visitors, and to people who neither speak nor adjudicate here', async () => {
    expect((await failure(call('anonymous', 'GET', `${base}/check-in-code`))).status).toBe(401);
    for (const who of ['member', 'director', 'speakerC'] as const) {
      expect(await failure(call(who, 'GET', `${base}/check-in-code`))).toMatchObject({
        status: 404,
        message: ROUND_MESSAGES.noCheckInCode,
      });
    }
    expect(
      (await failure(call('speakerA', 'GET', '/api/tournaments/00000000-0000-4000-8000-000000000000/check-in-code'))).status,
    ).toBe(404);
  });
});

describe('the staff’s check-in desk', () => {
  const desk = (seq = 1) => `${base}/rounds/${seq}/checkins/by-code`;

  it('is the staff’s only: anonymous 401, a member or a speaker 403', async () => {
    const code = await codeOf('speakerA');
    expect((await failure(call('anonymous', 'POST', desk(), { code }))).status).toBe(401);
    expect(await failure(call('member', 'POST', desk(), { code }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await failure(call('speakerA', 'POST', desk(), { code }))).status).toBe(403);
    expect((await failure(call('judge', 'POST', desk(), { code }))).status).toBe(403);
    const list = await expectJson<CheckinList>(call('director', 'GET', `${base}/rounds/1/checkins`));
    expect(list.teams.every((team) => !team.checkedIn)).toBe(true);
  });

  it('checks a speaker’s team in, and says so again, without an error, on a second scan', async () => {
    const code = await codeOf('speakerA');
    expect(await expectJson(call('director', 'POST', desk(), { code }))).toEqual({
      kind: 'team',
      name: 'Desk Team 0',
      alreadyCheckedIn: false,
    });
    expect(await expectJson(call('director', 'POST', desk(), { code }))).toEqual({
      kind: 'team',
      name: 'Desk Team 0',
      alreadyCheckedIn: true,
    });
    const list = await expectJson<CheckinList>(call('director', 'GET', `${base}/rounds/1/checkins`));
    expect(list.teams.map((team) => [team.name, team.checkedIn])).toEqual([
      ['Desk Team 0', true],
      ['Desk Team 1', false],
    ]);
    // Round 2 is its own check-in: the same code checks the team in there too.
    expect(await expectJson(call('admin', 'POST', desk(2), { code }))).toMatchObject({ alreadyCheckedIn: false });
  });

  it('takes the code as typed: lower case, with the dash', async () => {
    const code = await codeOf('speakerB');
    const typed = `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase();
    expect(await expectJson(call('core', 'POST', desk(), { code: typed }))).toEqual({
      kind: 'team',
      name: 'Desk Team 1',
      alreadyCheckedIn: false,
    });
  });

  it('checks an adjudicator in by their code (an admin at the desk)', async () => {
    const code = await codeOf('judge');
    expect(await expectJson(call('admin', 'POST', desk(), { code }))).toEqual({
      kind: 'adjudicator',
      name: 'judge Person',
      alreadyCheckedIn: false,
    });
    const list = await expectJson<CheckinList>(call('director', 'GET', `${base}/rounds/1/checkins`));
    expect(list.adjudicators.map((a) => [a.name, a.checkedIn])).toEqual([['judge Person', true]]);
    expect(
      (await expectJson<{ viewer: { adjudicatorCheckedIn: boolean } }>(call('judge', 'GET', `${base}/rounds/1`))).viewer,
    ).toMatchObject({ adjudicatorCheckedIn: true });
  });

  it('refuses an unknown code and another tournament’s code with a plain 404', async () => {
    for (const code of ['ABCDE-FGHJK', await codeOf('speakerC', otherBase)]) {
      expect(await failure(call('director', 'POST', desk(), { code }))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: ROUND_MESSAGES.unknownCheckInCode,
      });
    }
    // A staff member's code at another tournament's desk is refused there too.
    const code = await codeOf('speakerA');
    expect((await failure(call('elsewhere', 'POST', `${otherBase}/rounds/1/checkins/by-code`, { code }))).status).toBe(404);
  });

  it('refuses bad input per the shared contract, and an unknown round', async () => {
    for (const body of [{}, { code: '' }, { code: 'AB' }, { code: 'X'.repeat(65) }, { code: 'ABCDEFGHJK', extra: 1 }]) {
      expect(await failure(call('director', 'POST', desk(), body))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await failure(call('director', 'POST', desk(9), { code: await codeOf('speakerA') }))).status).toBe(404);
  });
});
