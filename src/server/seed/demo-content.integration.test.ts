// The demo content seeded at start times round the clock and across a change of
// the clocks: no debate or event in an impossible state, every time on a
// sensible hour of its own zone, and no mail to the demo accounts.
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { debateRoomEvents, debateRooms, debates, emailQueue, events, users } from '#server/db/schema/index.ts';
import { storedTimerState, timerElapsedMs } from '#shared/debates/timer.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { wallTimeAt } from '#shared/time-zone.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { DAYTIME_HOURS, daytimeZoneAt, ONLINE_ZONES, seedDemoContent } from './demo-content.ts';

const HOUR = 60 * 60 * 1000;

// Every four hours of one day, a British winter night, and the hour the British clocks go back.
const START_TIMES = [
  ...Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(2026, 11, 2, i * 4, 17))),
  new Date('2027-01-15T03:45:00Z'),
  new Date('2026-10-25T01:30:00Z'),
];

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const localHour = (at: Date, zone: string) => {
  const wall = wallTimeAt(at.getTime(), zone);
  return wall.hour + wall.minute / 60;
};

describe('an online round has a daytime zone at every hour', () => {
  it.each(Array.from({ length: 48 }, (_, i) => i * 30))('%i minutes past midnight UTC', (minutes) => {
    const at = Date.UTC(2026, 5, 1) + minutes * 60_000;
    const zone = daytimeZoneAt(at);
    expect(ONLINE_ZONES).toContain(zone);
    const hour = wallTimeAt(at, zone).hour;
    expect(hour).toBeGreaterThanOrEqual(DAYTIME_HOURS.from);
    expect(hour).toBeLessThanOrEqual(DAYTIME_HOURS.to);
  });
});

describe.each(START_TIMES.map((now) => [now.toISOString(), now] as const))('demo content seeded at %s', (_, now) => {
  let t: TestApp;

  it('seeds verified accounts and mails none of them', async () => {
    t = await createTestApp();
    apps.push(t);
    await seedDemoContent(t.database.db, t.auth, now);
    const accounts = await t.database.db.select({ verified: users.emailVerified }).from(users);
    expect(accounts.length).toBeGreaterThan(5);
    expect(accounts.every((a) => a.verified)).toBe(true);
    const queued = await t.database.db.select({ templateId: emailQueue.templateId }).from(emailQueue);
    expect(queued).toEqual([]);
  });

  it('puts upcoming debates and events in the future, on sensible hours of their zone', async () => {
    const rows = await t.database.db.select().from(debates);
    for (const debate of rows.filter((d) => d.status === 'scheduled' || d.status === 'cancelled')) {
      expect(debate.startsAt.getTime(), debate.title).toBeGreaterThan(now.getTime() + HOUR);
      const hour = localHour(debate.startsAt, debate.timeZone);
      expect(hour, debate.title).toBeGreaterThanOrEqual(9);
      expect(hour, debate.title).toBeLessThanOrEqual(21);
    }
    for (const event of await t.database.db.select().from(events)) {
      expect(event.dateEnd.getTime(), event.title).toBeGreaterThan(event.dateStart.getTime());
      const startHour = localHour(event.dateStart, event.timeZone);
      expect(startHour, event.title).toBeGreaterThanOrEqual(9);
      expect(startHour, event.title).toBeLessThanOrEqual(21);
    }
  });

  it('has finished debates that ran every speech and a live debate paused with its reason, begun in daytime', async () => {
    const rows = await t.database.db
      .select({ debate: debates, state: debateRooms.state })
      .from(debates)
      .leftJoin(debateRooms, eq(debateRooms.debateId, debates.id));
    const live = rows.filter((r) => r.debate.status === 'live');
    expect(live).toHaveLength(1);
    for (const { debate, state } of rows) {
      const format = getFormat(debate.format);
      if (!format) throw new Error(`unknown format ${debate.format}`);
      if (debate.status === 'finished') {
        const timer = storedTimerState(state);
        expect(timer.phase, debate.title).toBe('finished');
        expect(timer.spoken.length, debate.title).toBeGreaterThan(0);
        expect(debate.startsAt.getTime()).toBeLessThan(now.getTime());
      }
      if (debate.status === 'live') {
        const timer = storedTimerState(state);
        expect(timer.phase).toBe('speech');
        expect(timer.running).toBe(false);
        expect(timer.pauseReason).toMatch(/\w/);
        // Paused inside its time: no drift into overtime, now or hours later.
        const speech = format.speeches[timer.speechIndex];
        expect(timerElapsedMs(timer, now.getTime() + 24 * HOUR)).toBeLessThan((speech?.seconds ?? 0) * 1000);
        expect(debate.startsAt.getTime()).toBeLessThan(now.getTime());
        const hour = localHour(debate.startsAt, debate.timeZone);
        expect(hour).toBeGreaterThanOrEqual(DAYTIME_HOURS.from - 1);
        expect(hour).toBeLessThanOrEqual(DAYTIME_HOURS.to + 1);
      }
      if (debate.status === 'scheduled' || debate.status === 'cancelled') expect(state, debate.title).toBeNull();
    }
  });

  it('logs each room’s commands in order, all before the start', async () => {
    const log = await t.database.db.select().from(debateRoomEvents).orderBy(asc(debateRoomEvents.createdAt));
    expect(log.length).toBeGreaterThan(10);
    for (const entry of log) expect(entry.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('shows every finished debate’s room as finished', async () => {
    const finished = await t.database.db.select({ id: debates.id }).from(debates).where(eq(debates.status, 'finished'));
    for (const { id } of finished) {
      const res = await t.request(`/api/debates/${id}/room`);
      expect(res.status).toBe(200);
      const room = (await res.json()) as { timer: { phase: string } };
      expect(room.timer.phase).toBe('finished');
    }
  });
});
