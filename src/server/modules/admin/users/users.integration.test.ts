// The admin area's people over HTTP on a real database: the list's search,
// filters and sort; a member's page; roles with the last-admin rule (also when
// two admins race); bans that end every session and refuse sign-in until
// lifted or over; sessions ended one by one or all; every change in the audit
// log, the refused ones too.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow } from '#shared/admin/users/contract.ts';
import { ADMIN_USER_MESSAGES } from '#shared/admin/users/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { auditLog, judges, users } from '#server/db/schema/index.ts';
import { rowsOf } from '#server/lib/sql.ts';
import {
  apiErrorOf as errorOf,
  callAs,
  createTestApp,
  expectJson as ok,
  jsonPost,
  signIn,
  signUp,
  type TestApp,
} from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['admin', 'admin2', 'member', 'target', 'judge'] as const;
type Person = (typeof NAMES)[number];
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;

const call = (who: Person | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const list = (query: string) => ok<Paginated<AdminUserRow>>(call('admin', 'GET', `/api/admin/users?${query}`));

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) {
    const email = `${who}@example.org`;
    people[who] = { ...(await signUp(t, email, 'Passw0rdOk', `${who} Person`)), email };
  }
  for (const who of ['admin', 'admin2'] as const) {
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people[who].userId));
  }
  await t.database.db
    .insert(judges)
    .values({ userId: people.judge.userId, experience: 'Years', formats: ['oxford'], paradigm: 'Clash first.' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function auditOf(userId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(auditLog.createdAt);
}

describe('the list of members', () => {
  it('is for admins only', async () => {
    expect((await call('anonymous', 'GET', '/api/admin/users')).status).toBe(401);
    expect((await errorOf(call('member', 'GET', '/api/admin/users'))).code).toBe('FORBIDDEN');
  });

  it('finds members by any part of the name or address, and filters by role, judge, verified and banned', async () => {
    expect((await list('q=target')).items.map((u) => u.id)).toEqual([people.target.userId]);
    expect((await list('q=arget%40example')).items.map((u) => u.id)).toEqual([people.target.userId]);
    expect((await list('q=ta')).items.map((u) => u.id)).toEqual([people.target.userId]);
    const admins = await list('role=admin&sort=name');
    expect(admins.items.map((u) => u.id)).toEqual([people.admin.userId, people.admin2.userId]);
    expect((await list('judge=judge')).items.map((u) => u.id)).toEqual([people.judge.userId]);
    expect((await list('verified=no')).items).toEqual([]);
    expect((await list('banned=yes')).items).toEqual([]);
    const newest = await list('limit=2');
    expect(newest.items.map((u) => u.id)).toEqual([people.judge.userId, people.target.userId]);
    expect(newest).toMatchObject({ total: NAMES.length, totalCapped: false, page: 1, limit: 2 });
    expect((await list('sort=oldest&limit=1')).items.map((u) => u.id)).toEqual([people.admin.userId]);
    expect((await list('sort=name&limit=1')).items.map((u) => u.id)).toEqual([people.admin.userId]);
    // The member who signed in last is the most recently active.
    people.member.cookie = await signIn(t, people.member.email);
    expect((await list('sort=last-active&limit=1')).items.map((u) => u.id)).toEqual([people.member.userId]);
    const row = newest.items[1] as AdminUserRow;
    expect(row).toMatchObject({ email: 'target@example.org', role: 'user', emailVerified: true, banned: false, judge: 'none' });
    expect(row.lastActiveAt).not.toBeNull();
  });

  it('counts a search up to 100 ("100+"), and a list without one as far as every list counts', async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: 105 }, (_, i) => ({
        id: `capped-${i}`,
        name: `Capped Person ${i}`,
        email: `capped${i}@example.org`,
      })),
    );
    const search = await list('q=capped');
    expect(search).toMatchObject({ total: 100, totalCapped: true });
    // Past the cap, the count goes one page further, so the pages always know whether there is a next.
    expect(await list('q=capped&page=6')).toMatchObject({ total: 105, totalCapped: false });
    expect(await list('limit=1')).toMatchObject({ total: NAMES.length + 105, totalCapped: false });
    await t.database.db.execute(sql`delete from users where id like 'capped-%'`);
  });

  it('refuses unknown filters and values with the field named', async () => {
    const error = await errorOf(call('admin', 'GET', '/api/admin/users?role=owner&sort=sideways'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['role', 'sort']));
    expect((await errorOf(call('admin', 'GET', '/api/admin/users?colour=red'))).code).toBe('VALIDATION_FAILED');
  });
});

describe("a member's page", () => {
  it('shows the account, its sign-in methods, sessions and activity', async () => {
    const detail = await ok<AdminUserDetail>(call('admin', 'GET', `/api/admin/users/${people.member.userId}`));
    expect(detail).toMatchObject({ id: people.member.userId, signInMethods: ['credential'], twoFactorEnabled: false });
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    expect(detail.activity).toEqual({
      debatesJoined: 0,
      debatesCreated: 0,
      ballotsSubmitted: 0,
      comments: 0,
      clubs: 0,
      eventsAttending: 0,
    });
    expect((await errorOf(call('admin', 'GET', '/api/admin/users/nobody'))).code).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  it('makes a member an admin and back, audited', async () => {
    const promoted = await ok<AdminUserDetail>(
      call('admin', 'POST', `/api/admin/users/${people.member.userId}/role`, { role: 'admin', reason: 'Runs the league' }),
    );
    expect(promoted.role).toBe('admin');
    // The new admin's own session carries the role at once.
    expect((await call('member', 'GET', '/api/admin/users')).status).toBe(200);
    await ok(call('admin', 'POST', `/api/admin/users/${people.member.userId}/role`, { role: 'user' }));
    expect((await call('member', 'GET', '/api/admin/users')).status).toBe(403);
    const entries = await auditOf(people.member.userId);
    expect(entries.map((e) => [e.action, e.outcome, e.before, e.after])).toEqual([
      ['user.set-role', 'succeeded', { role: 'user' }, { role: 'admin' }],
      ['user.set-role', 'succeeded', { role: 'admin' }, { role: 'user' }],
    ]);
    expect(entries[0]).toMatchObject({ actorId: people.admin.userId, reason: 'Runs the league', targetLabel: 'member Person' });
  });

  it('keeps the last admin: of two admins demoting each other at once, one succeeds', async () => {
    const [a, b] = await Promise.all([
      call('admin', 'POST', `/api/admin/users/${people.admin2.userId}/role`, { role: 'user' }),
      call('admin2', 'POST', `/api/admin/users/${people.admin.userId}/role`, { role: 'user' }),
    ]);
    const statuses = [a.status, b.status].sort();
    // The loser is refused as the last admin, or no longer an admin at all.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const remaining = admins[0]?.id === people.admin.userId ? 'admin' : 'admin2';
    const other = remaining === 'admin' ? 'admin2' : 'admin';
    // Nobody can demote the last one, themselves included; the refusal is audited.
    const refused = await errorOf(call(remaining, 'POST', `/api/admin/users/${people[remaining].userId}/role`, { role: 'user' }));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: ADMIN_USER_MESSAGES.lastAdmin });
    const failed = (await auditOf(people[remaining].userId)).filter((e) => e.outcome === 'failed');
    expect(failed.at(-1)).toMatchObject({ action: 'user.set-role', error: `CONFLICT: ${ADMIN_USER_MESSAGES.lastAdmin}` });
    // Restore both admins for the tests below.
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people[other].userId));
  });
});

describe('bans', () => {
  it('ends every session at once and refuses sign-in until lifted', async () => {
    const second = await signIn(t, people.target.email);
    const banned = await ok<AdminUserDetail>(
      call('admin', 'POST', `/api/admin/users/${people.target.userId}/ban`, { reason: 'Abusive comments' }),
    );
    expect(banned).toMatchObject({ banned: true, banReason: 'Abusive comments', banExpires: null, sessions: [] });
    for (const cookie of [people.target.cookie, second]) {
      expect((await callAs(t, cookie, 'GET', '/api/me/profile')).status).toBe(401);
    }
    const refused = await t.request('/api/auth/sign-in/email', jsonPost({ email: people.target.email, password: 'Passw0rdOk' }));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(ADMIN_USER_MESSAGES.bannedSignIn);
    expect((await list('banned=yes')).items.map((u) => u.id)).toEqual([people.target.userId]);
    expect((await errorOf(call('admin', 'POST', `/api/admin/users/${people.target.userId}/ban`, { reason: 'Again' }))).code).toBe(
      'CONFLICT',
    );

    await ok(call('admin', 'POST', `/api/admin/users/${people.target.userId}/unban`, {}));
    people.target.cookie = await signIn(t, people.target.email);
    expect((await callAs(t, people.target.cookie, 'GET', '/api/me/profile')).status).toBe(200);
    const actions = (await auditOf(people.target.userId)).map((e) => `${e.action}:${e.outcome}`);
    expect(actions).toEqual(['user.ban:succeeded', 'user.ban:failed', 'user.unban:succeeded']);
  });

  it('ends by itself at its end date', async () => {
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const banned = await ok<AdminUserDetail>(
      call('admin', 'POST', `/api/admin/users/${people.target.userId}/ban`, { reason: 'Cooling off', until }),
    );
    expect(banned.banExpires).toBe(until);
    await t.database.db.execute(
      sql`update users set ban_expires = now() - interval '1 second' where id = ${people.target.userId}`,
    );
    people.target.cookie = await signIn(t, people.target.email);
    expect((await list('banned=no&q=target')).items.map((u) => u.id)).toEqual([people.target.userId]);
  });

  it('refuses a ban of yourself (so the last admin is never banned), without a reason or ending in the past', async () => {
    expect(
      await errorOf(call('admin', 'POST', `/api/admin/users/${people.admin.userId}/ban`, { reason: 'Testing' })),
    ).toMatchObject({ code: 'CONFLICT', message: ADMIN_USER_MESSAGES.notYourself });
    const invalid = await errorOf(
      call('admin', 'POST', `/api/admin/users/${people.target.userId}/ban`, { reason: ' ', until: '2001-01-01T00:00:00Z' }),
    );
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.fields ?? {}).sort()).toEqual(['reason', 'until']);
  });
});

describe('sessions and addresses', () => {
  it('ends one session or all of them', async () => {
    const other = await signIn(t, people.judge.email);
    const before = await ok<AdminUserDetail>(call('admin', 'GET', `/api/admin/users/${people.judge.userId}`));
    expect(before.sessions).toHaveLength(2);
    const [newest] = before.sessions;
    const after = await ok<AdminUserDetail>(
      call('admin', 'DELETE', `/api/admin/users/${people.judge.userId}/sessions/${newest?.id}`),
    );
    expect(after.sessions).toHaveLength(1);
    expect((await callAs(t, other, 'GET', '/api/me/profile')).status).toBe(401);
    expect((await callAs(t, people.judge.cookie, 'GET', '/api/me/profile')).status).toBe(200);
    expect((await errorOf(call('admin', 'DELETE', `/api/admin/users/${people.judge.userId}/sessions/${newest?.id}`))).code).toBe(
      'NOT_FOUND',
    );
    const none = await ok<AdminUserDetail>(call('admin', 'DELETE', `/api/admin/users/${people.judge.userId}/sessions`));
    expect(none.sessions).toEqual([]);
    expect((await callAs(t, people.judge.cookie, 'GET', '/api/me/profile')).status).toBe(401);
    people.judge.cookie = await signIn(t, people.judge.email);
  });

  it('verifies an address once', async () => {
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, people.judge.userId));
    const verified = await ok<AdminUserDetail>(
      call('admin', 'POST', `/api/admin/users/${people.judge.userId}/verify-email`, { reason: 'Confirmed by phone' }),
    );
    expect(verified.emailVerified).toBe(true);
    expect((await errorOf(call('admin', 'POST', `/api/admin/users/${people.judge.userId}/verify-email`, {}))).code).toBe(
      'CONFLICT',
    );
    expect(verified.audit.map((e) => `${e.action}:${e.outcome}`).slice(0, 1)).toEqual(['user.verify-email:succeeded']);
  });
});

describe('deleting an account', () => {
  it('empties it of personal data, keeps the row, and refuses every later change', async () => {
    const leaving = await signUp(t, 'leaving@example.org', 'Passw0rdOk', 'Leaving Person');
    const path = `/api/admin/users/${leaving.userId}`;
    const mismatch = await errorOf(call('admin', 'DELETE', path, { confirmName: 'Someone', reason: 'Asked to be forgotten' }));
    expect(mismatch).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { confirmName: [ADMIN_USER_MESSAGES.confirmNameMismatch] },
    });
    const self = await errorOf(
      call('admin', 'DELETE', `/api/admin/users/${people.admin.userId}`, { confirmName: 'admin Person', reason: 'x' }),
    );
    expect(self.code).toBe('CONFLICT');

    const res = await call('admin', 'DELETE', path, { confirmName: 'Leaving Person', reason: 'Asked to be forgotten' });
    expect(res.status).toBe(204);
    expect((await callAs(t, leaving.cookie, 'GET', '/api/me/profile')).status).toBe(401);
    const signInAgain = await t.request(
      '/api/auth/sign-in/email',
      jsonPost({ email: 'leaving@example.org', password: 'Passw0rdOk' }),
    );
    expect(signInAgain.status).toBeGreaterThanOrEqual(400);
    expect((await call('member', 'GET', `/api/users/${leaving.userId}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, leaving.userId));
    expect(row).toMatchObject({ name: 'Former member', emailVerified: false, role: 'user' });
    expect(row?.email).not.toContain('leaving');
    expect(row?.deletedAt).not.toBeNull();
    const left = await t.database.db.execute(
      sql`select (select count(*)::int from accounts where user_id = ${leaving.userId}) as accounts,
                 (select count(*)::int from sessions where user_id = ${leaving.userId}) as sessions`,
    );
    expect(rowsOf(left)).toEqual([{ accounts: 0, sessions: 0 }]);

    expect((await list('q=leaving')).items).toEqual([]);
    expect((await list('deleted=yes')).items.map((u) => u.id)).toEqual([leaving.userId]);
    expect((await errorOf(call('admin', 'POST', `${path}/ban`, { reason: 'Too late' }))).code).toBe('NOT_FOUND');
    const detail = await ok<AdminUserDetail>(call('admin', 'GET', path));
    expect(detail.deletedAt).not.toBeNull();
    expect(detail.audit.map((e) => `${e.action}:${e.outcome}`)).toEqual([
      'user.ban:failed',
      'user.delete:succeeded',
      'user.delete:failed',
    ]);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even by the database owner', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (err: Error) => String(err.cause ?? err),
      );
    expect(await refusal(t.database.db.execute(sql`update audit_log set reason = 'edited'`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });
});
