// The topic list and one topic over HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(topics)
    .values([
      { title: 'This house would tax sugar', category: 'Health', createdAt: new Date(now - 2 * DAY) },
      { title: 'This house would lower the voting age', category: 'Democracy', createdAt: new Date(now - DAY) },
      { title: 'This house believes democracy is in decline', category: 'Politics', createdAt: new Date(now) },
    ])
    .returning({ id: topics.id, title: topics.title });
  for (const row of rows) ids[row.title] = row.id;
});

afterAll(async () => {
  await t.close();
});

const titles = async (query = '') => {
  const res = await t.request(`/api/topics${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((e) => e.title);
};

describe('GET /api/topics', () => {
  it('lists newest first and sorts A to Z', async () => {
    expect(await titles()).toEqual([
      'This house believes democracy is in decline',
      'This house would lower the voting age',
      'This house would tax sugar',
    ]);
    expect((await titles('?sort=alphabetical'))[0]).toBe('This house believes democracy is in decline');
  });

  it('searches motions and categories', async () => {
    expect(await titles('?q=health')).toEqual(['This house would tax sugar']);
    expect(await titles('?q=democracy&sort=oldest')).toEqual([
      'This house would lower the voting age',
      'This house believes democracy is in decline',
    ]);
  });
});

describe('GET /api/topics/:id', () => {
  it('returns one topic', async () => {
    const res = await t.request(`/api/topics/${ids['This house would tax sugar']}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'This house would tax sugar', category: 'Health', description: '' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/topics/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/topics/topic-1')).status).toBe(400);
  });
});
