// The live room's snapshot over HTTP on a real database, for what a newcomer
// met: a debate that is over (finished or cancelled, with or without a room
// row) shows a finished, stopped room, never a waiting one; the chair may give
// a reason for a pause, which everyone reads in the room until the clock runs
// again; rooms stored before pause reasons still read; and the room says who
// runs it, by the same rule that decides who may send timer commands.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debateJudges, debateRooms, debates, profiles, rateLimits } from '#server/db/schema/index.ts';
import { ApiErrorSchema } from '#shared/api-error.ts';
import type { DebateDetailView, DebateRoomSnapshot, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import { createTestApp, requestAs, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
type Who = 'anonymous' | 'creator' | 'judge' | 'debater';
const people = {} as Record<Exclude<Who, 'anonymous'>, { cookie: string; userId: string }>;
const MIN = 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  people.creator = await signUp(t, 'room-creator@example.org', 'Passw0rdOk', 'Room Creator');
  people.judge = await signUp(t, 'room-judge@example.org', 'Passw0rdOk', 'Room Judge');
  people.debater = await signUp(t, 'room-debater@example.org', 'Passw0rdOk', 'Room Debater');
  await t.database.db.update(profiles).set({ fullName: 'Olga Organiser' }).where(eq(profiles.id, people.creator.userId));
  await t.database.db.update(profiles).set({ fullName: 'Jude Chair' }).where(eq(profiles.id, people.judge.userId));
});

afterAll(async () => {
  await t.close();
});

function call(who: Who, method: string, path: string, body?: unknown) {
  return requestAs(t, who === 'anonymous' ? undefined : people[who].cookie, method, path, body);
}

async function createDebate(): Promise<string> {
  await t.database.db.delete(rateLimits);
  const res = await call('creator', 'POST', '/api/debates', {
    title: 'Room snapshot debate',
    description: '<p>A debate for the room snapshot tests.</p>',
    topic: 'This house would make public transit free',
    format: 'lincoln-douglas',
    debateType: 'practice',
    startsAt: new Date(Date.now() + 10 * MIN).toISOString(),
    timeZone: 'UTC',
    venueType: 'virtual',
    location: 'Online',
    maxParticipants: 2,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Live, with both positions held (the room runs the speeches of the positions held). */
async function liveDebate(): Promise<string> {
  const id = await createDebate();
  for (const [who, role] of [
    ['creator', 'aff'],
    ['debater', 'neg'],
  ] as const) {
    const joined = await call(who, 'POST', `/api/debates/${id}/join`, { role });
    expect(joined.status, await joined.clone().text()).toBe(200);
  }
  const res = await call('creator', 'POST', `/api/debates/${id}/start`);
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

async function room(id: string): Promise<DebateRoomSnapshot> {
  const res = await call('anonymous', 'GET', `/api/debates/${id}/room`);
  expect(res.status).toBe(200);
  return (await res.json()) as DebateRoomSnapshot;
}

function command(id: string, expectedVersion: number, cmd: Record<string, unknown>, who: Who = 'creator') {
  return call(who, 'POST', `/api/debates/${id}/timer`, { expectedVersion, command: cmd });
}

describe('a debate that is over', () => {
  it('shows a finished room when it finished without a room (seeded)', async () => {
    const id = await createDebate();
    await t.database.db.update(debates).set({ status: 'finished' }).where(eq(debates.id, id));
    const snapshot = await room(id);
    expect(snapshot.status).toBe('finished');
    expect(snapshot.timer).toMatchObject({ phase: 'finished', running: false, runningSince: null, spoken: [] });
  });

  it('shows a finished room when its room row still waits', async () => {
    const id = await liveDebate();
    await t.database.db.update(debates).set({ status: 'finished' }).where(eq(debates.id, id));
    expect((await room(id)).timer.phase).toBe('finished');
  });

  it('stops the clock of a debate cancelled mid-speech, keeping the speeches given', async () => {
    const id = await liveDebate();
    expect((await command(id, 0, { type: 'start-speech' })).status).toBe(200);
    expect((await command(id, 1, { type: 'end-speech' })).status).toBe(200);
    expect((await command(id, 2, { type: 'start-speech' })).status).toBe(200);
    expect((await call('creator', 'POST', `/api/debates/${id}/cancel`)).status).toBe(200);
    const snapshot = await room(id);
    expect(snapshot.status).toBe('cancelled');
    expect(snapshot.timer).toMatchObject({ phase: 'finished', running: false, runningSince: null });
    expect(snapshot.timer.spoken.map((s) => s.speechId)).toEqual(['ac']);
  });
});

describe('pausing with a reason', () => {
  it('shows the reason to everyone until the clock runs again, and logs it', async () => {
    const id = await liveDebate();
    expect((await command(id, 0, { type: 'start-speech' })).status).toBe(200);
    const paused = await command(id, 1, { type: 'pause', reason: '  The speaker’s connection dropped  ' });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(((await paused.json()) as DebateTimerEventPayload).timer.pauseReason).toBe('The speaker’s connection dropped');

    const seen = await room(id);
    expect(seen.timer).toMatchObject({ running: false, pauseReason: 'The speaker’s connection dropped' });
    expect(seen.events.at(-1)).toMatchObject({ type: 'pause', payload: { reason: 'The speaker’s connection dropped' } });

    expect((await command(id, 2, { type: 'resume' })).status).toBe(200);
    expect((await room(id)).timer.pauseReason).toBeNull();
    // A pause without a reason has none.
    expect((await command(id, 3, { type: 'pause' })).status).toBe(200);
    expect((await room(id)).timer.pauseReason).toBeNull();
  });

  it('refuses a reason over 140 characters or with characters text cannot hold, with 400', async () => {
    const id = await liveDebate();
    expect((await command(id, 0, { type: 'start-speech' })).status).toBe(200);
    for (const reason of ['x'.repeat(141), 'bad\u0000reason', 42]) {
      const res = await command(id, 1, { type: 'pause', reason });
      expect(res.status).toBe(400);
      const error = ApiErrorSchema.parse(await res.json()).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {}).join()).toContain('reason');
    }
    expect((await command(id, 1, { type: 'pause', reason: 'y'.repeat(140) })).status).toBe(200);
  });

  it('reads a room stored before pause reasons as having none, and runs it on', async () => {
    const id = await liveDebate();
    expect((await command(id, 0, { type: 'start-speech' })).status).toBe(200);
    await t.database.db
      .update(debateRooms)
      .set({ state: sql`${debateRooms.state} - 'pauseReason'` })
      .where(eq(debateRooms.debateId, id));
    expect((await room(id)).timer.pauseReason).toBeNull();
    const paused = await command(id, 1, { type: 'pause', reason: 'Fire drill' });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect((await room(id)).timer.pauseReason).toBe('Fire drill');
  });
});

describe('who runs the room', () => {
  it('is the organiser until a chair judge is assigned, then the chair judge, as the server enforces', async () => {
    const id = await createDebate();
    expect((await room(id)).runner).toEqual({ userId: people.creator.userId, name: 'Olga Organiser', role: 'organiser' });

    await t.database.db.insert(debateJudges).values({ debateId: id, userId: people.judge.userId, position: 'chair' });
    expect((await room(id)).runner).toEqual({ userId: people.judge.userId, name: 'Jude Chair', role: 'chair-judge' });
    const asCreator = (await (await call('creator', 'GET', `/api/debates/${id}`)).json()) as DebateDetailView;
    expect(asCreator.viewer.canRunTimer).toBe(false);
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(403);
    expect((await call('judge', 'POST', `/api/debates/${id}/start`)).status).toBe(200);
  });
});
