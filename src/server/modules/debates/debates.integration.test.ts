// The public debate list and detail over HTTP on a real database: search, sort,
// pagination, participant counts, and the 400/404 answers the web app turns
// into its "Debate not found" page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debateParticipants, debates, profiles, users } from '#server/db/schema.ts';
import { ApiErrorSchema } from '#shared/api-error.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';

interface DebateListBody {
  items: { id: string; title: string; participantCount: number; startsAt: string; status: string }[];
  page: number;
  limit: number;
  total: number;
}

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(users).values([
    { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.org' },
    { id: 'u-bo', name: 'Bo', email: 'bo@example.org' },
    { id: 'u-cy', name: 'Cy', email: 'cy@example.org' },
  ]);
  await db.insert(profiles).values([
    { id: 'u-ada', email: 'ada@example.org', username: 'ada', fullName: 'Ada Lovelace' },
    { id: 'u-bo', email: 'bo@example.org', username: 'bo' },
  ]);
  const base = { description: '<p>About</p>', format: 'oxford', maxParticipants: 6 };
  const rows = await db
    .insert(debates)
    .values([
      { ...base, title: 'Banana tariffs', topic: 'This house would tax imports', startsAt: new Date(now + 2 * DAY) },
      { ...base, title: 'Apple orchards', topic: 'This house would subsidise farms', startsAt: new Date(now + 1 * DAY) },
      {
        ...base,
        title: 'Cherry trees',
        topic: 'This house would plant 100% native trees',
        startsAt: new Date(now - DAY),
        status: 'finished',
      },
    ])
    .returning({ id: debates.id, title: debates.title });
  for (const row of rows) ids[row.title] = row.id;
  await db.insert(debateParticipants).values([
    { debateId: ids['Apple orchards'] as string, userId: 'u-ada', role: 'proposition' },
    { debateId: ids['Apple orchards'] as string, userId: 'u-bo', role: 'opposition' },
    { debateId: ids['Apple orchards'] as string, userId: 'u-cy', role: 'audience' },
    { debateId: ids['Cherry trees'] as string, userId: 'u-ada', role: 'proposition' },
  ]);
});

afterAll(async () => {
  await t.close();
});

async function list(query = ''): Promise<DebateListBody> {
  const res = await t.request(`/api/debates${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DebateListBody;
}

describe('GET /api/debates', () => {
  it('lists newest first by default, with page, limit, total and participant counts', async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(body.items.map((d) => d.title)).toEqual(['Banana tariffs', 'Apple orchards', 'Cherry trees']);
    expect(body.items.find((d) => d.title === 'Apple orchards')?.participantCount).toBe(3);
  });

  it.each([
    ['oldest', ['Cherry trees', 'Apple orchards', 'Banana tariffs']],
    ['popular', ['Apple orchards', 'Cherry trees', 'Banana tariffs']],
    ['alphabetical', ['Apple orchards', 'Banana tariffs', 'Cherry trees']],
  ])('sorts %s', async (sort, titles) => {
    expect((await list(`?sort=${sort}`)).items.map((d) => d.title)).toEqual(titles);
  });

  it('pages with limit', async () => {
    const second = await list('?sort=alphabetical&limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.items.map((d) => d.title)).toEqual(['Cherry trees']);
    expect((await list('?limit=2&page=5')).items).toEqual([]);
  });

  it('searches titles and motions, case-insensitively', async () => {
    expect((await list('?q=BANANA')).items.map((d) => d.title)).toEqual(['Banana tariffs']);
    expect((await list('?q=subsidise')).items.map((d) => d.title)).toEqual(['Apple orchards']);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await list('?q=100%25')).items.map((d) => d.title)).toEqual(['Cherry trees']);
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list('?q=_')).total).toBe(0);
  });

  it.each([
    ['a search over 100 characters', `?q=${'a'.repeat(101)}`, 'q', 'Search query too long'],
    ['page 0', '?page=0', 'page', undefined],
    ['a limit over 100', '?limit=101', 'limit', undefined],
    ['an unknown sort', '?sort=best', 'sort', undefined],
    ['an unknown parameter', '?status=live', '_', undefined],
  ])('refuses %s with 400', async (_name, query, field, message) => {
    const res = await t.request(`/api/debates${query}`);
    expect(res.status).toBe(400);
    const body = ApiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields?.[field]).toBeDefined();
    if (message) expect(body.error.fields?.[field]).toContain(message);
  });
});

describe('GET /api/debates/:id', () => {
  it('returns the debate with its participants in joining order, without e-mail addresses', async () => {
    const res = await t.request(`/api/debates/${ids['Apple orchards']}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ title: 'Apple orchards', participantCount: 3, maxParticipants: 6, status: 'scheduled' });
    expect(body.participants).toEqual([
      { userId: 'u-ada', role: 'proposition', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
      { userId: 'u-bo', role: 'opposition', username: 'bo', fullName: null, avatarUrl: null },
      // A user without a profile row still appears, with empty names.
      { userId: 'u-cy', role: 'audience', username: null, fullName: null, avatarUrl: null },
    ]);
    expect(JSON.stringify(body)).not.toContain('@example.org');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request('/api/debates/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.request('/api/debates/not-a-uuid');
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(await res.json()).error.fields?.id).toEqual(['Invalid id']);
  });
});
