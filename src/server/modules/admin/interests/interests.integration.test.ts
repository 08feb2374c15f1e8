// The interests vocabulary over HTTP on a real database (ADR 0032): the seeded
// civic areas with their usage; adding with duplicates refused; renaming, which
// references follow; merging, which moves every profile and topic in one
// transaction; retiring, which hides an interest from the public vocabulary;
// every change in the audit log, the refused ones too.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminInterest, type AdminInterestList, INTEREST_MESSAGES } from '#shared/admin/interests/contract.ts';
import { auditLog, profiles, topics, users } from '#server/db/schema/index.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['admin', 'ada', 'bo', 'cy'] as const;
type Person = (typeof NAMES)[number];
const people = {} as Record<Person, { cookie: string; userId: string }>;
const topicIds: Record<string, string> = {};

const call = (who: Person | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const adminList = async () => (await ok<AdminInterestList>(call('admin', 'GET', '/api/admin/interests'))).items;
const find = async (id: string) => (await adminList()).find((i) => i.id === id) as AdminInterest;
const publicIds = async () =>
  (await ok<{ items: { id: string; label: string }[] }>(call('anonymous', 'GET', '/api/interests'))).items.map((i) => i.id);

async function preferredOf(who: Person) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, people[who].userId));
  return row?.preferredTopics ?? null;
}

async function categoryOf(name: string) {
  const [row] = await t.database.db
    .select({ category: topics.category })
    .from(topics)
    .where(eq(topics.id, topicIds[name] as string));
  return row?.category;
}

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'interest'), eq(auditLog.targetId, id)))
    .orderBy(auditLog.createdAt);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}@example.org`, 'Passw0rdOk', `${who} Person`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  const chosen: Record<Person, string[]> = {
    admin: [],
    ada: ['health', 'education'],
    bo: ['health', 'culture'],
    cy: ['culture', 'economy'],
  };
  for (const who of NAMES) {
    const updated = await t.database.db
      .update(profiles)
      .set({ preferredTopics: chosen[who] })
      .where(eq(profiles.id, people[who].userId))
      .returning({ id: profiles.id });
    expect(updated).toHaveLength(1);
  }
  // A topic stored in an older form (" Health ") is filed under the same interest.
  for (const [name, category] of [
    ['clinics', 'health'],
    ['vaccines', ' Health '],
    ['museums', 'culture'],
    ['wages', 'economy'],
  ] as const) {
    const [row] = await t.database.db
      .insert(topics)
      .values({ title: `Topic ${name}`, category, createdBy: people.ada.userId })
      .returning({ id: topics.id });
    topicIds[name] = row?.id as string;
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it('is for admins only, the public vocabulary for everyone', async () => {
    expect((await call('anonymous', 'GET', '/api/admin/interests')).status).toBe(401);
    expect((await errorOf(call('ada', 'GET', '/api/admin/interests'))).code).toBe('FORBIDDEN');
    expect((await errorOf(call('ada', 'POST', '/api/admin/interests', { label: 'Sport' }))).code).toBe('FORBIDDEN');
    expect((await errorOf(call('ada', 'POST', '/api/admin/interests/health/retire', {}))).code).toBe('FORBIDDEN');
    expect(await publicIds()).toContain('health');
  });
});

describe('the list', () => {
  it('holds the seeded civic areas with the profiles and topics that use each', async () => {
    const items = await adminList();
    expect(items.map((i) => i.id).sort()).toEqual([
      'culture',
      'democracy',
      'economy',
      'education',
      'environment',
      'health',
      'housing',
      'international',
      'justice',
      'technology',
    ]);
    expect(items.find((i) => i.id === 'health')).toMatchObject({ label: 'Health', profiles: 2, topics: 2, retiredAt: null });
    expect(items.find((i) => i.id === 'culture')).toMatchObject({ profiles: 2, topics: 1 });
    expect(items.find((i) => i.id === 'democracy')).toMatchObject({ profiles: 0, topics: 0 });
  });
});

describe('adding', () => {
  it('adds an interest with an id made from its label, offered at once', async () => {
    const created = await ok<AdminInterest>(
      call('admin', 'POST', '/api/admin/interests', { label: '  Space and Science ' }),
      201,
    );
    expect(created).toMatchObject({
      id: 'space-and-science',
      label: 'Space and Science',
      profiles: 0,
      topics: 0,
      retiredAt: null,
    });
    expect(await publicIds()).toContain('space-and-science');
  });

  it('refuses a name in use, in any case, with 409', async () => {
    for (const label of ['space and science', 'HEALTH', 'Space-and-science']) {
      const error = await errorOf(call('admin', 'POST', '/api/admin/interests', { label }));
      expect(error).toMatchObject({ code: 'CONFLICT', message: INTEREST_MESSAGES.duplicate });
    }
  });

  it('refuses bad input with 400 and the field named', async () => {
    for (const body of [
      { label: '' },
      { label: 'x' },
      { label: '!!' },
      { label: 'a'.repeat(61) },
      {},
      { label: 'Sport', id: 'sport' },
    ]) {
      const res = await call('admin', 'POST', '/api/admin/interests', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const error = await errorOf(call('admin', 'POST', '/api/admin/interests', { label: 'x' }));
    expect(error.fields?.label).toBeDefined();
  });
});

describe('renaming', () => {
  it('changes the label; every reference follows, since references hold the id', async () => {
    const renamed = await ok<AdminInterest>(
      call('admin', 'PATCH', '/api/admin/interests/economy', { label: 'Economy, work and trade', reason: 'Trade belongs here' }),
    );
    expect(renamed).toMatchObject({ id: 'economy', label: 'Economy, work and trade', profiles: 1, topics: 1 });
    expect(await preferredOf('cy')).toEqual(['culture', 'economy']);
    expect(await categoryOf('wages')).toBe('economy');
    const live = await ok<{ items: { id: string; label: string }[] }>(call('anonymous', 'GET', '/api/interests'));
    expect(live.items).toContainEqual({ id: 'economy', label: 'Economy, work and trade', retired: false });
  });

  it('refuses a label another interest has (409), an unknown interest (404) and bad input (400)', async () => {
    expect(await errorOf(call('admin', 'PATCH', '/api/admin/interests/economy', { label: 'health' }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await errorOf(call('admin', 'PATCH', '/api/admin/interests/nothing', { label: 'Nothing at all' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await call('admin', 'PATCH', '/api/admin/interests/economy', { label: '' })).status).toBe(400);
    // Its own label in another case is a rename, not a duplicate.
    await ok(call('admin', 'PATCH', '/api/admin/interests/economy', { label: 'economy, work and trade' }));
  });
});

describe('merging', () => {
  it('moves every reference in one transaction: a failure half-way leaves everything as it was', async () => {
    await t.database.db.execute(sql`create function interests_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.database.db.execute(
      sql`create trigger interests_test_refuse before update on topics for each row execute function interests_test_refuse()`,
    );
    try {
      const res = await call('admin', 'POST', '/api/admin/interests/health/merge', { into: 'space-and-science' });
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger interests_test_refuse on topics`);
      await t.database.db.execute(sql`drop function interests_test_refuse()`);
    }
    expect(await preferredOf('ada')).toEqual(['health', 'education']);
    expect(await find('health')).toMatchObject({ retiredAt: null, mergedInto: null, profiles: 2, topics: 2 });
  });

  it('moves every profile and topic to the other interest and retires the first', async () => {
    await t.database.db
      .update(profiles)
      .set({ preferredTopics: ['space-and-science', 'health'] })
      .where(eq(profiles.id, people.bo.userId));
    const target = await ok<AdminInterest>(
      call('admin', 'POST', '/api/admin/interests/health/merge', { into: 'space-and-science' }),
    );
    expect(target).toMatchObject({ id: 'space-and-science', profiles: 2, topics: 2 });
    expect(await preferredOf('ada')).toEqual(['space-and-science', 'education']);
    expect(await preferredOf('bo')).toEqual(['space-and-science']);
    expect(await categoryOf('clinics')).toBe('space-and-science');
    expect(await categoryOf('vaccines')).toBe('space-and-science');
    const health = await find('health');
    expect(health).toMatchObject({ mergedInto: 'space-and-science', profiles: 0, topics: 0 });
    expect(health.retiredAt).not.toBeNull();
    expect(await publicIds()).not.toContain('health');
  });

  it('refuses merging into itself or a retired interest (409) and unknown interests (404)', async () => {
    expect(await errorOf(call('admin', 'POST', '/api/admin/interests/culture/merge', { into: 'culture' }))).toMatchObject({
      code: 'CONFLICT',
      message: INTEREST_MESSAGES.mergeIntoItself,
    });
    expect(await errorOf(call('admin', 'POST', '/api/admin/interests/culture/merge', { into: 'health' }))).toMatchObject({
      code: 'CONFLICT',
      message: INTEREST_MESSAGES.mergeIntoRetired,
    });
    expect((await errorOf(call('admin', 'POST', '/api/admin/interests/culture/merge', { into: 'nothing' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorOf(call('admin', 'POST', '/api/admin/interests/nothing/merge', { into: 'culture' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await call('admin', 'POST', '/api/admin/interests/culture/merge', {})).status).toBe(400);
    expect(await preferredOf('cy')).toEqual(['culture', 'economy']);
  });
});

describe('retiring', () => {
  it('hides an interest from the public vocabulary and keeps its references', async () => {
    const retired = await ok<AdminInterest>(call('admin', 'POST', '/api/admin/interests/culture/retire', {}));
    expect(retired.retiredAt).not.toBeNull();
    expect(retired).toMatchObject({ profiles: 1, topics: 1 });
    expect(await publicIds()).not.toContain('culture');
    expect(await preferredOf('cy')).toEqual(['culture', 'economy']);
    expect(await categoryOf('museums')).toBe('culture');
    expect((await errorOf(call('admin', 'POST', '/api/admin/interests/culture/retire', {}))).code).toBe('CONFLICT');
  });

  it('offers a retired interest again on restore, but not a merged one', async () => {
    const restored = await ok<AdminInterest>(call('admin', 'POST', '/api/admin/interests/culture/restore', {}));
    expect(restored.retiredAt).toBeNull();
    expect(await publicIds()).toContain('culture');
    expect(await errorOf(call('admin', 'POST', '/api/admin/interests/health/restore', {}))).toMatchObject({
      code: 'CONFLICT',
      message: INTEREST_MESSAGES.merged,
    });
  });
});

describe('the audit log', () => {
  it('has every change, with before → after, and the refused ones', async () => {
    const created = await auditOf('space-and-science');
    expect(created.filter((e) => e.outcome === 'succeeded').map((e) => e.action)).toEqual(['interest.create']);
    expect(created.some((e) => e.action === 'interest.create' && e.outcome === 'failed')).toBe(true);
    const economy = await auditOf('economy');
    expect(economy[0]).toMatchObject({
      action: 'interest.rename',
      outcome: 'succeeded',
      actorId: people.admin.userId,
      before: { label: 'Economy and work' },
      after: { label: 'Economy, work and trade' },
      reason: 'Trade belongs here',
    });
    expect(economy.some((e) => e.outcome === 'failed' && e.error?.startsWith('CONFLICT'))).toBe(true);
    const health = await auditOf('health');
    expect(health.map((e) => `${e.action} ${e.outcome}`)).toEqual([
      'interest.create failed',
      'interest.merge failed',
      'interest.merge succeeded',
      'interest.restore failed',
    ]);
    expect(health[2]?.after).toMatchObject({ mergedInto: 'space-and-science', profilesMoved: 2, topicsMoved: 2 });
    const culture = await auditOf('culture');
    expect(culture.map((e) => `${e.action} ${e.outcome}`)).toEqual(
      expect.arrayContaining(['interest.retire succeeded', 'interest.retire failed', 'interest.restore succeeded']),
    );
    const all = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetType, ['interest']));
    expect(all.every((e) => e.actorId === people.admin.userId)).toBe(true);
  });
});
