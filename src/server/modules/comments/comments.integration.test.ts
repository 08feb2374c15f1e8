// Comments over HTTP on a real database: posting on every target type, replies
// one level deep, editing and soft deleting (a placeholder keeps the replies),
// likes counted once (also when two arrive at once), reports once per member,
// sanitized bodies, the rate limit, live events published on commit, analytics
// in the same transaction, and every mutation over anonymous, author, other
// member and admin.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  clubs,
  commentLikes,
  comments,
  debates,
  events,
  rateLimits,
  topics,
  users,
} from '#server/db/schema/index.ts';
import { REALTIME_NOTIFY_CHANNEL } from '#server/realtime/realtime-hub.ts';
import {
  COMMENTS_PER_MINUTE,
  type CommentLikeResult,
  type CommentPage,
  type CommentView,
  commentsChannel,
} from '#shared/comments/contract.ts';
import { createTestApp, signUp, type TestApp, callAs, expectJson as ok, apiErrorOf as errorOf } from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['author', 'other', 'admin'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const WHO: Who[] = ['anonymous', 'author', 'other', 'admin'];
const people = {} as Record<Person, { cookie: string; userId: string }>;
const target = { topic: '', pendingTopic: '', debate: '', club: '', event: '' };
const MISSING = '00000000-0000-4000-8000-000000000000';
const notified: { channel: string; event: string; payload: { commentId: string; likeCount?: number } }[] = [];
let stopListening: () => Promise<void>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

async function post(who: Person, body: string, extra: Record<string, unknown> = {}) {
  await t.database.db.delete(rateLimits);
  return ok<CommentView>(
    call(who, 'POST', '/api/comments', { targetType: 'topic', targetId: target.topic, body, ...extra }),
    201,
  );
}

const list = (targetType = 'topic', targetId = target.topic, who: Who = 'anonymous') =>
  ok<CommentPage>(call(who, 'GET', `/api/comments?targetType=${targetType}&targetId=${targetId}`));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) people[name] = await signUp(t, `${name}-comments@example.org`, 'Passw0rdOk', `Comment ${name}`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  const db = t.database.db;
  const [topic] = await db.insert(topics).values({ title: 'This house would comment', category: 'Health' }).returning();
  const [pending] = await db
    .insert(topics)
    .values({ title: 'This house waits for review', category: 'Health', status: 'pending' })
    .returning();
  const [club] = await db.insert(clubs).values({ name: 'Comment club' }).returning();
  const [debate] = await db
    .insert(debates)
    .values({
      title: 'Comment debate',
      topic: 'This house would comment',
      format: 'oxford',
      startsAt: new Date(Date.now() + 86_400_000),
      maxParticipants: 4,
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ title: 'Comment event', dateStart: new Date(), dateEnd: new Date(Date.now() + 3_600_000) })
    .returning();
  Object.assign(target, { topic: topic?.id, pendingTopic: pending?.id, club: club?.id, debate: debate?.id, event: event?.id });
  stopListening = await t.database.listen(REALTIME_NOTIFY_CHANNEL, (raw) => notified.push(JSON.parse(raw)));
});

afterAll(async () => {
  await stopListening();
  await t.close();
});

describe('posting and reading', () => {
  it('posts on every target type, sanitized, with analytics and a live event', async () => {
    for (const type of ['topic', 'debate', 'club', 'event'] as const) {
      await t.database.db.delete(rateLimits);
      const created = await ok<CommentView>(
        call('author', 'POST', '/api/comments', { targetType: type, targetId: target[type], body: `Hello <b>${type}</b>` }),
        201,
      );
      expect(created).toMatchObject({ body: `Hello <b>${type}</b>`, likeCount: 0, replyCount: 0, isDeleted: false });
      expect(created.author).toMatchObject({ id: people.author.userId, name: 'Comment author' });
      const page = await list(type, target[type]);
      expect(page.items.map((c) => c.id)).toContain(created.id);
      const channel = commentsChannel(type, target[type]);
      expect(await until(() => notified.some((n) => n.channel === channel && n.payload.commentId === created.id))).toBe(true);
      const recorded = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'comment_posted'));
      expect(recorded.some((e) => (e.properties as { comment_id?: string }).comment_id === created.id)).toBe(true);
    }
  });

  it('keeps only allowed markup and safe links, and turns text into paragraphs', async () => {
    const linked = await post('author', '<p>See <a href="https://example.org" title="t">this</a> <img src=x></p>');
    expect(linked.body).toBe('<p>See <a href="https://example.org" rel="nofollow ugc">this</a> </p>');
    const plain = await post('author', 'line one\nline two');
    expect(plain.body).toBe('<p>line one<br />line two</p>');
  });

  it('refuses script-laden, empty and oversized text with 400 and field errors', async () => {
    for (const body of ['<script>alert(1)</script>hi', '<a href="javascript:alert(1)">x</a>', '<p onmouseover="x()">hi</p>']) {
      const error = await errorOf(call('author', 'POST', '/api/comments', { targetType: 'topic', targetId: target.topic, body }));
      expect(error.code, body).toBe('VALIDATION_FAILED');
      expect(error.fields?.body, body).toBeDefined();
    }
    const empty = await errorOf(
      call('author', 'POST', '/api/comments', {
        targetType: 'topic',
        targetId: target.topic,
        body: '<p> </p><img src="https://x">',
      }),
    );
    expect(empty).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: [expect.any(String)] } });
    const big = await call('author', 'POST', '/api/comments', {
      targetType: 'topic',
      targetId: target.topic,
      body: 'x'.repeat(2001),
    });
    expect(big.status).toBe(400);
    const wrongType = await errorOf(
      call('author', 'POST', '/api/comments', { targetType: 'user', targetId: target.topic, body: 'hi' }),
    );
    expect(wrongType.fields?.targetType).toBeDefined();
  });

  it('answers 404 for missing targets and topics not yet approved', async () => {
    for (const [type, id] of [
      ['topic', MISSING],
      ['debate', MISSING],
      ['club', MISSING],
      ['event', MISSING],
      ['topic', target.pendingTopic],
    ]) {
      const res = await call('author', 'POST', '/api/comments', { targetType: type, targetId: id, body: 'hello' });
      expect(res.status, `${type} ${id}`).toBe(404);
      expect((await call('anonymous', 'GET', `/api/comments?targetType=${type}&targetId=${id}`)).status).toBe(404);
    }
    expect((await call('anonymous', 'GET', '/api/comments?targetType=topic&targetId=nope')).status).toBe(400);
  });

  it('limits posting to COMMENTS_PER_MINUTE a minute', async () => {
    await t.database.db.delete(rateLimits);
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) {
      await ok(call('other', 'POST', '/api/comments', { targetType: 'club', targetId: target.club, body: `c${i}` }), 201);
    }
    const limited = await call('other', 'POST', '/api/comments', { targetType: 'club', targetId: target.club, body: 'one more' });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    await t.database.db.delete(rateLimits);
  });
});

describe('replies, edits and deletion', () => {
  it('replies one level deep and counts replies', async () => {
    const parent = await post('author', 'Top level');
    const reply = await post('other', 'A reply', { parentId: parent.id });
    expect(reply.parentId).toBe(parent.id);
    const error = await errorOf(
      call('author', 'POST', '/api/comments', {
        targetType: 'topic',
        targetId: target.topic,
        body: 'deeper',
        parentId: reply.id,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const elsewhere = await call('author', 'POST', '/api/comments', {
      targetType: 'club',
      targetId: target.club,
      body: 'wrong place',
      parentId: parent.id,
    });
    expect(elsewhere.status).toBe(404);
    const page = await list();
    const shown = page.items.find((c) => c.id === parent.id);
    expect(shown).toMatchObject({ replyCount: 1, replies: [{ id: reply.id, body: '<p>A reply</p>' }] });
  });

  it('edits only the author’s own, marking it edited', async () => {
    const comment = await post('author', 'Before');
    const edited = await ok<CommentView>(call('author', 'PATCH', `/api/comments/${comment.id}`, { body: 'After' }));
    expect(edited.body).toBe('<p>After</p>');
    expect(edited.editedAt).not.toBeNull();
    expect((await errorOf(call('author', 'PATCH', `/api/comments/${comment.id}`, { body: '<script>x</script>' }))).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('soft-deletes: a placeholder keeps the replies; a deleted reply disappears', async () => {
    const parent = await post('author', 'Soon deleted');
    const reply = await post('other', 'Stays', { parentId: parent.id });
    const other = await post('other', 'Goes', { parentId: parent.id });
    await ok(call('other', 'DELETE', `/api/comments/${other.id}`), 204);
    await ok(call('author', 'DELETE', `/api/comments/${parent.id}`), 204);
    const shown = (await list()).items.find((c) => c.id === parent.id);
    expect(shown).toMatchObject({ isDeleted: true, body: '', author: null, replyCount: 1, replies: [{ id: reply.id }] });
    expect((await call('author', 'DELETE', `/api/comments/${parent.id}`)).status).toBe(404);
    expect((await call('author', 'PATCH', `/api/comments/${parent.id}`, { body: 'again' })).status).toBe(404);
    expect((await call('other', 'PUT', `/api/comments/${parent.id}/like`)).status).toBe(404);
    const reply2 = await call('other', 'POST', '/api/comments', {
      targetType: 'topic',
      targetId: target.topic,
      body: 'to a deleted one',
      parentId: parent.id,
    });
    expect(reply2.status).toBe(404);
    // Once its last reply goes, the placeholder goes too.
    await ok(call('other', 'DELETE', `/api/comments/${reply.id}`), 204);
    expect((await list()).items.some((c) => c.id === parent.id)).toBe(false);
  });
});

describe('likes and reports', () => {
  it('likes once, unlikes, and tells the page live', async () => {
    const comment = await post('author', 'Like me');
    const liked = await ok<CommentLikeResult>(call('other', 'PUT', `/api/comments/${comment.id}/like`));
    expect(liked).toEqual({ commentId: comment.id, likedByMe: true, likeCount: 1 });
    expect((await ok<CommentLikeResult>(call('other', 'PUT', `/api/comments/${comment.id}/like`))).likeCount).toBe(1);
    expect(await until(() => notified.some((n) => n.event === 'comment_liked' && n.payload.commentId === comment.id))).toBe(true);
    const page = await list('topic', target.topic, 'other');
    expect(page.items.find((c) => c.id === comment.id)).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await list('topic', target.topic, 'admin')).items.find((c) => c.id === comment.id)?.likedByMe).toBe(false);
    const unliked = await ok<CommentLikeResult>(call('other', 'DELETE', `/api/comments/${comment.id}/like`));
    expect(unliked).toEqual({ commentId: comment.id, likedByMe: false, likeCount: 0 });
    expect((await ok<CommentLikeResult>(call('other', 'DELETE', `/api/comments/${comment.id}/like`))).likeCount).toBe(0);
    const recorded = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'comment_liked'));
    expect(recorded.filter((e) => (e.properties as { comment_id?: string }).comment_id === comment.id)).toHaveLength(1);
  });

  it('counts simultaneous likes of one member once', async () => {
    const comment = await post('author', 'Race me');
    const results = await Promise.all([1, 2, 3].map(() => call('other', 'PUT', `/api/comments/${comment.id}/like`)));
    for (const res of results) expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.likeCount).toBe(1);
    const likes = await t.database.db
      .select()
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, people.other.userId)));
    expect(likes).toHaveLength(1);
  });

  it('takes one report per member and comment, never of one’s own', async () => {
    const comment = await post('author', 'Report me');
    await ok(call('other', 'POST', `/api/comments/${comment.id}/reports`, { reason: 'Off topic and rude' }), 204);
    expect(
      (await errorOf(call('other', 'POST', `/api/comments/${comment.id}/reports`, { reason: 'Again and again' }))).code,
    ).toBe('CONFLICT');
    expect((await errorOf(call('author', 'POST', `/api/comments/${comment.id}/reports`, { reason: 'My own one' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(
      (await errorOf(call('admin', 'POST', `/api/comments/${comment.id}/reports`, { reason: 'x' }))).fields?.reason,
    ).toBeDefined();
    const recorded = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'comment_reported'));
    expect(recorded.filter((e) => (e.properties as { comment_id?: string }).comment_id === comment.id)).toHaveLength(1);
  });
});

describe('permissions', () => {
  const matrix = async (expected: Record<Who, number>, run: (who: Who, comment: CommentView) => Promise<Response>) => {
    for (const who of WHO) {
      const comment = await post('author', `For ${who}`);
      await t.database.db.delete(rateLimits);
      expect((await run(who, comment)).status, who).toBe(expected[who]);
    }
  };

  it('posting needs a member', async () => {
    for (const who of WHO) {
      await t.database.db.delete(rateLimits);
      const res = await call(who, 'POST', '/api/comments', { targetType: 'topic', targetId: target.topic, body: 'hi' });
      expect(res.status, who).toBe(who === 'anonymous' ? 401 : 201);
    }
  });

  it('editing: the author only (not even an admin)', () =>
    matrix({ anonymous: 401, author: 200, other: 403, admin: 403 }, (who, c) =>
      call(who, 'PATCH', `/api/comments/${c.id}`, { body: 'changed' }),
    ));

  it('deleting: the author or an admin', () =>
    matrix({ anonymous: 401, author: 204, other: 403, admin: 204 }, (who, c) => call(who, 'DELETE', `/api/comments/${c.id}`)));

  it('liking and unliking: any member', async () => {
    await matrix({ anonymous: 401, author: 200, other: 200, admin: 200 }, (who, c) =>
      call(who, 'PUT', `/api/comments/${c.id}/like`),
    );
    await matrix({ anonymous: 401, author: 200, other: 200, admin: 200 }, (who, c) =>
      call(who, 'DELETE', `/api/comments/${c.id}/like`),
    );
  });

  it('reporting: any member but the author', () =>
    matrix({ anonymous: 401, author: 400, other: 204, admin: 204 }, (who, c) =>
      call(who, 'POST', `/api/comments/${c.id}/reports`, { reason: 'Please review this' }),
    ));

  it('answers 404 for unknown comments and 400 for malformed ids', async () => {
    expect((await call('author', 'PATCH', `/api/comments/${MISSING}`, { body: 'x' })).status).toBe(404);
    expect((await call('author', 'DELETE', '/api/comments/nope')).status).toBe(400);
  });
});
