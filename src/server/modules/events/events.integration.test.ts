// Upcoming events over HTTP on a real database: events not yet over, soonest
// first unless a sort is asked for (spec section 7), and one event by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(events)
    .values([
      {
        title: 'Zebra Open',
        dateStart: new Date(now + 10 * DAY),
        dateEnd: new Date(now + 11 * DAY),
        createdAt: new Date(now - 3 * DAY),
      },
      { title: 'Autumn Cup', dateStart: new Date(now + 2 * DAY), dateEnd: new Date(now + 2 * DAY + 8 * HOUR), location: 'Leeds' },
      // Started an hour ago, still running: it is not over, so it is listed.
      { title: 'Marathon Weekend', dateStart: new Date(now - HOUR), dateEnd: new Date(now + DAY), venueType: 'hybrid' },
      { title: 'Last Year Finals', dateStart: new Date(now - 30 * DAY), dateEnd: new Date(now - 29 * DAY) },
    ])
    .returning({ id: events.id, title: events.title });
  for (const row of rows) ids[row.title] = row.id;
});

afterAll(async () => {
  await t.close();
});

const titles = async (query = '') => {
  const res = await t.request(`/api/events${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((e) => e.title);
};

describe('GET /api/events', () => {
  it('lists events not yet over, soonest first', async () => {
    expect(await titles()).toEqual(['Marathon Weekend', 'Autumn Cup', 'Zebra Open']);
  });

  it('uses the sort when one is given', async () => {
    expect(await titles('?sort=alphabetical')).toEqual(['Autumn Cup', 'Marathon Weekend', 'Zebra Open']);
  });

  it('searches and pages', async () => {
    expect(await titles('?q=leeds')).toEqual(['Autumn Cup']);
    expect(await titles('?q=finals')).toEqual([]);
    expect(await titles('?limit=1&page=2')).toEqual(['Autumn Cup']);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event, ended ones too, with its dates as ISO instants', async () => {
    const res = await t.request(`/api/events/${ids['Last Year Finals']}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ title: 'Last Year Finals', venueType: 'in-person', clubId: null });
    expect(new Date(body.dateStart).getTime()).toBe(now - 30 * DAY);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/events/12345')).status).toBe(400);
  });
});
