// Topics over HTTP on a real database: the public list and detail (approved
// topics only), suggestions seen by their author and admins until reviewed, the
// review, votes (one per member, changeable, removable, never counted twice,
// also when two arrive at once), analytics in the same transaction, and every
// mutation over anonymous, author, other member and admin.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, rateLimits, topics, topicVotes, users } from '#server/db/schema/index.ts';
import type { TopicView, TopicVoteResult } from '#shared/topics/contract.ts';
import { createTestApp, signUp, type TestApp, callAs, expectJson as ok, apiErrorOf as errorOf } from '#tests/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const NAMES = ['author', 'other', 'admin'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string }>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

async function suggest(who: Person = 'author', title = `This house would test topics ${Math.random()}`) {
  await t.database.db.delete(rateLimits);
  return ok<TopicView>(
    call(who, 'POST', '/api/topics', { title, category: 'health', description: '<p>Why <script>x</script></p>' }),
    201,
  );
}

async function approved(title?: string) {
  const topic = await suggest('author', title);
  await ok(call('admin', 'POST', `/api/topics/${topic.id}/review`, { decision: 'approve' }));
  return topic.id;
}

const analyticsOf = async (type: string, topicId: string) =>
  (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, type))).filter(
    (e) => (e.properties as { topic_id?: string }).topic_id === topicId,
  );

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
  for (const name of NAMES) people[name] = await signUp(t, `${name}-topics@example.org`, 'Passw0rdOk', `Topic ${name}`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
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

describe('categories', () => {
  it('stores a suggestion under its area’s id and shows the area’s label', async () => {
    await t.database.db.delete(rateLimits);
    const topic = await ok<TopicView>(
      call('author', 'POST', '/api/topics', { title: 'This house would build homes above shops', category: 'housing' }),
      201,
    );
    expect(topic.category).toBe('Housing and cities');
    const [row] = await t.database.db.select({ category: topics.category }).from(topics).where(eq(topics.id, topic.id));
    expect(row?.category).toBe('housing');
  });

  it('shows older rows stored as a label or a capitalised id under the same label, and searches labels', async () => {
    const rows = await t.database.db
      .insert(topics)
      .values([
        { title: 'This house would ban cars from city centres', category: 'Housing and cities' },
        { title: 'This house would fund rooftop gardens', category: 'housing' },
        { title: 'This house would make voting compulsory', category: 'Democracy' },
      ])
      .returning({ id: topics.id });
    const shown = await Promise.all(rows.map((row) => ok<TopicView>(call('anonymous', 'GET', `/api/topics/${row.id}`))));
    expect(shown.map((topic) => topic.category)).toEqual(['Housing and cities', 'Housing and cities', 'Democracy and elections']);
    expect(await titles('?q=cities&sort=alphabetical')).toEqual([
      'This house would ban cars from city centres',
      'This house would fund rooftop gardens',
    ]);
    expect(await titles('?q=elections')).toContain('This house would make voting compulsory');
  });
});

describe('GET /api/topics/:id', () => {
  it('returns one topic', async () => {
    const res = await t.request(`/api/topics/${ids['This house would tax sugar']}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'This house would tax sugar',
      category: 'Health',
      description: '',
      myVote: 0,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/topics/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/topics/topic-1')).status).toBe(400);
  });
});

describe('suggesting and reviewing', () => {
  it('refuses bad suggestions with field errors', async () => {
    const error = await errorOf(call('author', 'POST', '/api/topics', { title: 'short', category: 'Astrology!' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['category', 'title']);
    expect((await call('author', 'POST', '/api/topics', { title: 'x'.repeat(201), category: 'health' })).status).toBe(400);
  });

  it('keeps a suggestion private to its author and admins until approved', async () => {
    const title = 'This house would ban private cars in city centres';
    const topic = await suggest('author', title);
    expect(topic).toMatchObject({ status: 'pending', category: 'Health', score: 0, suggestedBy: { id: people.author.userId } });
    expect(topic.description).toBe('<p>Why </p>');
    expect(await analyticsOf('topic_suggested', topic.id)).toHaveLength(1);

    expect(await titles(`?q=${encodeURIComponent('private cars')}`)).toEqual([]);
    expect((await call('anonymous', 'GET', `/api/topics/${topic.id}`)).status).toBe(404);
    expect((await call('other', 'GET', `/api/topics/${topic.id}`)).status).toBe(404);
    await ok(call('author', 'GET', `/api/topics/${topic.id}`));
    await ok(call('admin', 'GET', `/api/topics/${topic.id}`));
    const mine = await ok<TopicView[]>(call('author', 'GET', '/api/topics/mine'));
    expect(mine.map((m) => m.id)).toContain(topic.id);
    expect(await ok<TopicView[]>(call('other', 'GET', '/api/topics/mine'))).toEqual([]);
    const queue = await ok<TopicView[]>(call('admin', 'GET', '/api/topics/review'));
    expect(queue.map((q) => q.id)).toContain(topic.id);

    const reviewed = await ok<TopicView>(call('admin', 'POST', `/api/topics/${topic.id}/review`, { decision: 'approve' }));
    expect(reviewed.status).toBe('approved');
    expect(await analyticsOf('topic_approved', topic.id)).toHaveLength(1);
    expect(await titles(`?q=${encodeURIComponent('private cars')}`)).toEqual([title]);
    expect((await call('anonymous', 'GET', `/api/topics/${topic.id}`)).status).toBe(200);
    expect((await errorOf(call('admin', 'POST', `/api/topics/${topic.id}/review`, { decision: 'approve' }))).code).toBe(
      'CONFLICT',
    );
  });

  it('declines with a reason the author sees, and others never see the topic', async () => {
    const topic = await suggest();
    const noReason = await errorOf(call('admin', 'POST', `/api/topics/${topic.id}/review`, { decision: 'decline' }));
    expect(noReason.fields?.reason).toBeDefined();
    await ok(
      call('admin', 'POST', `/api/topics/${topic.id}/review`, {
        decision: 'decline',
        reason: 'Already covered by another topic.',
      }),
    );
    const seen = await ok<TopicView>(call('author', 'GET', `/api/topics/${topic.id}`));
    expect(seen).toMatchObject({ status: 'declined', declineReason: 'Already covered by another topic.' });
    expect((await call('other', 'GET', `/api/topics/${topic.id}`)).status).toBe(404);
    const declined = await ok<TopicView[]>(call('admin', 'GET', '/api/topics/review?status=declined'));
    expect(declined.map((d) => d.id)).toContain(topic.id);
  });

  it('hides the author and the review from other members of approved topics', async () => {
    const id = await approved();
    const seen = await ok<TopicView>(call('other', 'GET', `/api/topics/${id}`));
    expect(seen.suggestedBy).toBeNull();
  });
});

describe('voting', () => {
  it('counts one vote per member, changes it and removes it', async () => {
    const id = await approved();
    const up = await ok<TopicVoteResult>(call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    expect(up).toMatchObject({ myVote: 1, score: 1, upvotes: 1, downvotes: 0 });
    const again = await ok<TopicVoteResult>(call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    expect(again).toMatchObject({ myVote: 1, score: 1, upvotes: 1, downvotes: 0 });
    const down = await ok<TopicVoteResult>(call('other', 'PUT', `/api/topics/${id}/vote`, { vote: -1 }));
    expect(down).toMatchObject({ myVote: -1, score: -1, upvotes: 0, downvotes: 1 });
    await ok(call('author', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    expect(await ok<TopicView>(call('other', 'GET', `/api/topics/${id}`))).toMatchObject({ myVote: -1, score: 0 });
    const removed = await ok<TopicVoteResult>(call('other', 'DELETE', `/api/topics/${id}/vote`));
    expect(removed).toMatchObject({ myVote: 0, score: 1, upvotes: 1, downvotes: 0 });
    // Two up, one down and one removal were recorded; the repeat was not.
    expect(await analyticsOf('topic_voted', id)).toHaveLength(4);
  });

  it('counts two simultaneous votes of one member once', async () => {
    const id = await approved();
    const results = await Promise.all([
      call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }),
      call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }),
      call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }),
    ]);
    for (const res of results) expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(topics).where(eq(topics.id, id));
    expect(row).toMatchObject({ score: 1, upvotes: 1, downvotes: 0 });
    const votes = await t.database.db
      .select()
      .from(topicVotes)
      .where(and(eq(topicVotes.topicId, id), eq(topicVotes.userId, people.other.userId)));
    expect(votes).toHaveLength(1);
  });

  it('sorts by votes with "popular"', async () => {
    const id = await approved('This house would put the most voted topic first');
    await ok(call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    await ok(call('admin', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    await ok(call('author', 'PUT', `/api/topics/${id}/vote`, { vote: 1 }));
    expect((await titles('?sort=popular'))[0]).toBe('This house would put the most voted topic first');
  });

  it('tells a signed-in member, in the list, which topics they voted on and how', async () => {
    const up = await approved('This house would mark listed votes, up');
    const down = await approved('This house would mark listed votes, down');
    const none = await approved('This house would mark listed votes, none');
    await ok(call('other', 'PUT', `/api/topics/${up}/vote`, { vote: 1 }));
    await ok(call('other', 'PUT', `/api/topics/${down}/vote`, { vote: -1 }));
    await ok(call('author', 'PUT', `/api/topics/${none}/vote`, { vote: 1 }));
    const myVotes = async (who: Who) => {
      const page = await ok<{ items: TopicView[] }>(call(who, 'GET', '/api/topics?q=mark%20listed%20votes'));
      return Object.fromEntries(page.items.map((topic) => [topic.id, [topic.myVote, topic.score]]));
    };
    expect(await myVotes('other')).toEqual({ [up]: [1, 1], [down]: [-1, -1], [none]: [0, 1] });
    expect(await myVotes('author')).toEqual({ [up]: [0, 1], [down]: [0, -1], [none]: [1, 1] });
    expect(await myVotes('anonymous')).toEqual({ [up]: [0, 1], [down]: [0, -1], [none]: [0, 1] });
  });

  it('writes each listed topic as its own page does, for every viewer', async () => {
    const voted = await approved('This house would list topics as their pages show them');
    await ok(call('other', 'PUT', `/api/topics/${voted}/vote`, { vote: -1 }));
    // A legacy category, and a review time with microseconds, as a timestamp written by the database can have.
    await t.database.db.execute(
      sql`update topics set category = ' Democracy ', reviewed_at = reviewed_at + interval '0.000123 seconds' where id = ${voted}`,
    );
    for (const who of ['anonymous', ...NAMES] as const) {
      const page = await ok<{ items: TopicView[] }>(call(who, 'GET', '/api/topics?limit=100'));
      expect(page.items.length).toBeGreaterThan(3);
      for (const item of page.items)
        expect(item, `${who}: ${item.title}`).toStrictEqual(await ok(call(who, 'GET', `/api/topics/${item.id}`)));
    }
    const forAuthor = await ok<TopicView>(call('author', 'GET', `/api/topics/${voted}`));
    expect(forAuthor).toMatchObject({ category: 'Democracy and elections', suggestedBy: { id: people.author.userId } });
    expect(forAuthor.reviewedAt).toMatch(/\.\d{3}Z$/);
  });

  it('refuses bad votes and votes on suggestions', async () => {
    const id = await approved();
    expect((await errorOf(call('other', 'PUT', `/api/topics/${id}/vote`, { vote: 2 }))).code).toBe('VALIDATION_FAILED');
    const pending = await suggest();
    expect((await call('other', 'PUT', `/api/topics/${pending.id}/vote`, { vote: 1 })).status).toBe(404);
    expect((await errorOf(call('author', 'PUT', `/api/topics/${pending.id}/vote`, { vote: 1 }))).code).toBe('CONFLICT');
    expect((await call('other', 'PUT', '/api/topics/00000000-0000-4000-8000-000000000000/vote', { vote: 1 })).status).toBe(404);
  });
});

describe('permissions', () => {
  const WHO: Who[] = ['anonymous', 'author', 'other', 'admin'];

  it('suggesting needs a member', async () => {
    const expected: Record<Who, number> = { anonymous: 401, author: 201, other: 201, admin: 201 };
    for (const who of WHO) {
      await t.database.db.delete(rateLimits);
      const res = await call(who, 'POST', '/api/topics', { title: `This house would let ${who} suggest`, category: 'education' });
      expect(res.status, who).toBe(expected[who]);
    }
  });

  it('voting needs a member', async () => {
    const id = await approved();
    const expected: Record<Who, number> = { anonymous: 401, author: 200, other: 200, admin: 200 };
    for (const who of WHO) {
      expect((await call(who, 'PUT', `/api/topics/${id}/vote`, { vote: -1 })).status, who).toBe(expected[who]);
      expect((await call(who, 'DELETE', `/api/topics/${id}/vote`)).status, who).toBe(expected[who]);
    }
  });

  it('reviewing and the review list need an admin', async () => {
    const expected: Record<Who, number> = { anonymous: 401, author: 403, other: 403, admin: 200 };
    for (const who of WHO) {
      const topic = await suggest();
      expect((await call(who, 'POST', `/api/topics/${topic.id}/review`, { decision: 'approve' })).status, who).toBe(
        expected[who],
      );
      expect((await call(who, 'GET', '/api/topics/review')).status, who).toBe(expected[who]);
    }
    expect((await call('anonymous', 'GET', '/api/topics/mine')).status).toBe(401);
  });
});
