// The public club list, one club and its members over HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, clubs, profiles, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(users).values([
    { id: 'u-1', name: 'One', email: 'one@example.org' },
    { id: 'u-2', name: 'Two', email: 'two@example.org' },
    { id: 'u-3', name: 'Three', email: 'three@example.org' },
  ]);
  await db.insert(profiles).values([
    { id: 'u-1', email: 'one@example.org', username: 'one', fullName: 'Uno' },
    { id: 'u-2', email: 'two@example.org', username: 'two', fullName: 'Dos' },
    { id: 'u-3', email: 'three@example.org', username: 'three', fullName: 'Tres' },
  ]);
  const rows = await db
    .insert(clubs)
    .values([
      { name: 'Harbour Debaters', location: 'Hull', meetingFrequency: 'weekly', createdAt: new Date(now - 3 * DAY) },
      { name: 'Quiet Society', description: 'Invitation only', isPublic: false, createdAt: new Date(now - 2 * DAY) },
      { name: 'Almond Forum', description: 'Meets at the harbour', location: 'Online', createdAt: new Date(now - DAY) },
    ])
    .returning({ id: clubs.id, name: clubs.name });
  for (const row of rows) ids[row.name] = row.id;
  const harbour = ids['Harbour Debaters'] as string;
  await db.insert(clubMembers).values([
    { clubId: harbour, userId: 'u-2', role: 'member', joinedAt: new Date(now - 2 * DAY) },
    { clubId: harbour, userId: 'u-1', role: 'owner', joinedAt: new Date(now - 3 * DAY) },
    { clubId: harbour, userId: 'u-3', role: 'member', joinedAt: new Date(now - DAY) },
    { clubId: ids['Almond Forum'] as string, userId: 'u-1', role: 'owner' },
  ]);
});

afterAll(async () => {
  await t.close();
});

const names = async (query = '') => {
  const res = await t.request(`/api/clubs${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { name: string; memberCount: number }[]; total: number };
  return body.items.map((c) => c.name);
};

describe('GET /api/clubs', () => {
  it('lists public clubs only, newest first, with member counts', async () => {
    const res = await t.request('/api/clubs');
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(body.items.map((c: { name: string; memberCount: number }) => [c.name, c.memberCount])).toEqual([
      ['Almond Forum', 1],
      ['Harbour Debaters', 3],
    ]);
  });

  it('sorts by members and by name', async () => {
    expect(await names('?sort=popular')).toEqual(['Harbour Debaters', 'Almond Forum']);
    expect(await names('?sort=alphabetical')).toEqual(['Almond Forum', 'Harbour Debaters']);
    expect(await names('?sort=oldest')).toEqual(['Harbour Debaters', 'Almond Forum']);
  });

  it('searches names, descriptions and places, never private clubs', async () => {
    expect(await names('?q=harbour&sort=alphabetical')).toEqual(['Almond Forum', 'Harbour Debaters']);
    expect(await names('?q=hull')).toEqual(['Harbour Debaters']);
    expect(await names('?q=invitation')).toEqual([]);
  });
});

describe('GET /api/clubs/:id and /members', () => {
  it('returns one club with its member count', async () => {
    const res = await t.request(`/api/clubs/${ids['Harbour Debaters']}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Harbour Debaters',
      location: 'Hull',
      meetingFrequency: 'weekly',
      memberCount: 3,
    });
  });

  it('lists members in joining order with their roles and names, without e-mail addresses', async () => {
    const res = await t.request(`/api/clubs/${ids['Harbour Debaters']}/members`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { userId: string; role: string; fullName: string }[] };
    expect(body.items.map((m) => [m.userId, m.role, m.fullName])).toEqual([
      ['u-1', 'owner', 'Uno'],
      ['u-2', 'member', 'Dos'],
      ['u-3', 'member', 'Tres'],
    ]);
    expect(JSON.stringify(body)).not.toContain('@example.org');
  });

  it('answers 404 for an unknown club and its members, 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request(`/api/clubs/${unknown}`)).status).toBe(404);
    expect((await t.request(`/api/clubs/${unknown}/members`)).status).toBe(404);
    expect((await t.request('/api/clubs/abc')).status).toBe(400);
    expect((await t.request('/api/clubs/abc/members')).status).toBe(400);
  });
});

describe('a private club', () => {
  it('is not found by id, and neither are its members', async () => {
    const [club] = await t.database.db
      .insert(clubs)
      .values({ name: 'Secret Society', description: 'Members only.', isPublic: false })
      .returning({ id: clubs.id });
    expect((await t.request(`/api/clubs/${club?.id}`)).status).toBe(404);
    expect((await t.request(`/api/clubs/${club?.id}/members`)).status).toBe(404);
  });
});
