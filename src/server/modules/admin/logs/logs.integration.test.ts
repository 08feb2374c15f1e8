// The admin logs over HTTP on a real database: who may read them; a browser's
// error report stored with its breadcrumbs and grouped with a second one of the
// same error; a server 500 recorded with its request id without changing the
// answer; deleting a group (audited); the audit log's filters and CSV export
// (escaping, formula injection, more than one batch) and the append-only trigger.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#shared/admin/audit.ts';
import type { ErrorGroupDetail, ErrorGroupView } from '#shared/admin/logs/contract.ts';
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import { ERROR_REPORT_BREADCRUMBS } from '#shared/constants.ts';
import type { Paginated } from '#shared/validation.ts';
import { getSessionUser } from '#server/auth/session.ts';
import { analyticsEvents, auditLog, errorReports, rateLimits, users } from '#server/db/schema/index.ts';
import {
  apiErrorOf,
  callAs,
  createTestApp,
  expectJson as ok,
  jsonPost,
  signUp,
  type TestApp,
  uniqueClientIp,
} from '#tests/test-app.ts';

let t: TestApp;
const people = {} as Record<'member' | 'admin', { cookie: string; userId: string }>;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const admin = (method: string, path: string, body?: unknown) => callAs(t, people.admin.cookie, method, path, body);

const crumbs: Breadcrumb[] = [
  { type: 'navigation', at: 1_790_000_000_000, path: '/debates' },
  { type: 'click', at: 1_790_000_001_000, target: 'link "Open debate"' },
  { type: 'request', at: 1_790_000_001_100, method: 'GET', path: '/api/debates/abc', status: 500, ms: 42 },
];

function report(overrides: Record<string, unknown> = {}) {
  return {
    context: 'route error',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'title') in debate 4f1c2b7e-8d9a-4b3c-9e1f-0a2b3c4d5e6f",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'title')\n    at DebateCard (http://localhost:3999/assets/debate-B3x_9aQz.js:12:34)",
    path: '/debates/4f1c2b7e-8d9a-4b3c-9e1f-0a2b3c4d5e6f?token=secret',
    breadcrumbs: crumbs,
    ...overrides,
  };
}

function sendReport(
  body: unknown,
  { cookie, userAgent = FIREFOX, ip = uniqueClientIp() }: { cookie?: string; userAgent?: string; ip?: string } = {},
) {
  const init = jsonPost(body, { 'user-agent': userAgent, 'x-forwarded-for': ip });
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return t.request('/api/client-errors', init);
}

async function groups(query = '') {
  return ok<Paginated<ErrorGroupView>>(admin('GET', `/api/admin/logs/errors${query}`));
}

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would, on this test app only: after reading the session.
  t.app.get('/__test__/boom', async (c) => {
    await getSessionUser(c);
    throw new Error(`Database exploded on row ${Math.floor(Math.random() * 1000)}`);
  });
  people.member = await signUp(t, 'member-logs@example.org', 'Passw0rdOk', 'Logs Member');
  people.admin = await signUp(t, 'admin-logs@example.org', 'Passw0rdOk', 'Logs Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
});

afterAll(async () => {
  await t?.close();
});

describe('who may read the logs', () => {
  it.each([
    ['GET', '/api/admin/logs/errors'],
    ['GET', '/api/admin/logs/errors/0123456789abcdef0123456789abcdef'],
    ['DELETE', '/api/admin/logs/errors/0123456789abcdef0123456789abcdef'],
    ['GET', '/api/admin/logs/audit'],
    ['GET', '/api/admin/logs/audit/facets'],
    ['GET', '/api/admin/logs/audit/export'],
  ])('%s %s: 401 signed out, 403 for a member', async (method, path) => {
    expect((await callAs(t, null, method, path)).status).toBe(401);
    expect((await callAs(t, people.member.cookie, method, path)).status).toBe(403);
  });

  it('answers admins', async () => {
    await groups();
    await ok(admin('GET', '/api/admin/logs/audit'));
    await ok(admin('GET', '/api/admin/logs/audit/facets'));
    expect((await admin('GET', '/api/admin/logs/audit/export')).status).toBe(200);
  });

  it('refuses a malformed fingerprint and unknown filters with 400', async () => {
    expect((await admin('GET', '/api/admin/logs/errors/not-a-fingerprint')).status).toBe(400);
    expect((await admin('GET', '/api/admin/logs/errors?period=year')).status).toBe(400);
    expect((await admin('GET', '/api/admin/logs/audit?outcome=maybe')).status).toBe(400);
    expect((await admin('GET', '/api/admin/logs/audit?from=yesterday')).status).toBe(400);
  });
});

describe('client error reports', () => {
  it('stores a report and groups a second one of the same error with it', async () => {
    await ok(sendReport(report(), { cookie: people.member.cookie }), 204);
    await ok(
      sendReport(
        report({
          message: "Cannot read properties of undefined (reading 'title') in debate 0a0a0a0a-1b1b-4c4c-8d8d-2e2e2e2e2e2e",
          stack:
            "TypeError: Cannot read properties of undefined (reading 'title')\n    at DebateCard (http://localhost:3999/assets/debate-Zz9_8yXw.js:14:2)",
          breadcrumbs: [...crumbs, { type: 'navigation', at: 1_790_000_002_000, path: '/clubs' }],
        }),
        { userAgent: CHROME },
      ),
      204,
    );

    const page = await groups('?source=client');
    const group = page.items.find((g) => g.name === 'TypeError');
    expect(group).toMatchObject({
      source: 'client',
      count: 2,
      affectedUsers: 1,
      browsers: ['Chrome 131 on Windows', 'Firefox 133 on Linux'],
      lastPath: '/debates/4f1c2b7e-8d9a-4b3c-9e1f-0a2b3c4d5e6f',
    });
    expect(group?.message).toContain('0a0a0a0a-1b1b-4c4c-8d8d-2e2e2e2e2e2e');
    expect(Date.parse(group?.firstSeen ?? '')).toBeLessThanOrEqual(Date.parse(group?.lastSeen ?? ''));

    const detail = await ok<ErrorGroupDetail>(admin('GET', `/api/admin/logs/errors/${group?.fingerprint}`));
    expect(detail.occurrences).toHaveLength(2);
    // The latest first: the signed-out one in Chrome, with the longer trail.
    expect(detail.occurrences[0]).toMatchObject({
      source: 'client',
      user: null,
      browser: 'Chrome 131 on Windows',
      context: 'route error',
    });
    expect(detail.occurrences[1]?.user).toEqual({ id: people.member.userId, name: 'Logs Member' });
    expect(detail.occurrences.every((o) => o.requestId)).toBe(true);
    expect(detail.latest.breadcrumbs).toEqual([...crumbs, { type: 'navigation', at: 1_790_000_002_000, path: '/clubs' }]);
    expect(detail.latest.stack).toContain('DebateCard');
    expect(detail.latest.userAgent).toBe(CHROME);
  });

  it('keeps another error in its own group', async () => {
    await ok(sendReport(report({ name: 'RangeError', message: 'Invalid time value', breadcrumbs: undefined })), 204);
    const page = await groups();
    const names = page.items.map((g) => g.name);
    expect(names).toContain('RangeError');
    expect(names).toContain('TypeError');
    // Most recently seen first.
    expect(page.items[0]?.name).toBe('RangeError');
    expect((await groups('?source=server')).items.some((g) => g.name === 'RangeError')).toBe(false);
  });

  it('accepts a full trail and refuses one too long, an unknown kind or an oversized step', async () => {
    const full = Array.from({ length: ERROR_REPORT_BREADCRUMBS }, (_, i) => ({ type: 'navigation', at: i, path: `/p${i}` }));
    await ok(sendReport(report({ breadcrumbs: full })), 204);
    const tooMany = [...full, { type: 'navigation', at: 1, path: '/x' }];
    expect((await sendReport(report({ breadcrumbs: tooMany }))).status).toBe(400);
    expect((await sendReport(report({ breadcrumbs: [{ type: 'keypress', at: 1, key: 'a' }] }))).status).toBe(400);
    expect((await sendReport(report({ breadcrumbs: [{ type: 'click', at: 1, target: 'x'.repeat(500) }] }))).status).toBe(400);
    expect((await sendReport(report({ breadcrumbs: [{ type: 'click', at: 1, target: 'b', value: 'secret' }] }))).status).toBe(
      400,
    );
  });

  it('keeps the rate limit per client', async () => {
    await t.database.db.delete(rateLimits);
    const ip = uniqueClientIp();
    for (let i = 0; i < 10; i++) await ok(sendReport(report({ breadcrumbs: undefined }), { ip }), 204);
    const res = await sendReport(report(), { ip });
    expect(res.status).toBe(429);
    expect((await apiErrorOf(res)).code).toBe('RATE_LIMITED');
  });
});

describe('server errors', () => {
  it('answers 500 as before and records the error with its request id, path and user', async () => {
    const res = await t.request('/__test__/boom?token=secret', {
      headers: { cookie: people.member.cookie, 'user-agent': FIREFOX },
    });
    expect(res.status).toBe(500);
    expect((await apiErrorOf(res)).code).toBe('INTERNAL');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const [row] = await t.database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.requestId, requestId as string));
    expect(row).toMatchObject({
      source: 'server',
      name: 'Error',
      path: '/__test__/boom',
      userId: people.member.userId,
      browser: 'Firefox 133 on Linux',
    });
    expect(row?.message).toMatch(/^Database exploded on row \d+$/);
    expect(row?.stack).toContain('logs.integration.test.ts');
    // Spec section 8: the error also went to the analytics.
    const events = await t.database.db
      .select({ userId: analyticsEvents.userId, properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'error_reported'));
    expect(events).toContainEqual({
      userId: people.member.userId,
      properties: { type: 'server', category: 'Error', page: '/__test__/boom' },
    });
  });

  it('groups repeated server errors and lists them under the server source', async () => {
    await t.request('/__test__/boom');
    const page = await groups('?source=server&period=24h');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ source: 'server', count: 2, affectedUsers: 1, lastPath: '/__test__/boom' });
    const detail = await ok<ErrorGroupDetail>(admin('GET', `/api/admin/logs/errors/${page.items[0]?.fingerprint}`));
    expect(detail.occurrences.map((o) => o.requestId).every(Boolean)).toBe(true);
    expect(detail.latest.breadcrumbs).toEqual([]);
  });

  it('answers the same when the report cannot be written', async () => {
    await t.database.db.execute(sql`alter table error_reports rename to error_reports_away`);
    try {
      const res = await t.request('/__test__/boom');
      expect(res.status).toBe(500);
      expect((await apiErrorOf(res)).code).toBe('INTERNAL');
    } finally {
      await t.database.db.execute(sql`alter table error_reports_away rename to error_reports`);
    }
    expect((await groups('?source=server')).items[0]?.count).toBe(2);
  });
});

describe('deleting an error group', () => {
  it('deletes its reports, answers 404 afterwards and leaves an audit entry', async () => {
    await ok(sendReport(report({ name: 'SyntaxError', message: 'Unexpected end of input' })), 204);
    const group = (await groups()).items.find((g) => g.name === 'SyntaxError') as ErrorGroupView;
    const deleted = await ok<{ deleted: number }>(admin('DELETE', `/api/admin/logs/errors/${group.fingerprint}`));
    expect(deleted.deleted).toBe(1);
    expect((await admin('GET', `/api/admin/logs/errors/${group.fingerprint}`)).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/logs/errors/${group.fingerprint}`)).status).toBe(404);

    const entries = await ok<Paginated<AuditEntryView>>(
      admin('GET', `/api/admin/logs/audit?targetType=error-report&targetId=${group.fingerprint}`),
    );
    expect(entries.items.map((e) => [e.action, e.outcome])).toEqual([
      ['error-report.delete', 'failed'],
      ['error-report.delete', 'succeeded'],
    ]);
    expect(entries.items[1]).toMatchObject({
      actorId: people.admin.userId,
      actorName: 'Logs Admin',
      targetLabel: 'SyntaxError: Unexpected end of input',
      before: { source: 'client', count: 1 },
      after: null,
    });
    expect(entries.items[0]?.error).toBe('NOT_FOUND: Error group not found');
  });
});

describe('the audit log', () => {
  const base = { actorName: 'Ana Admin', targetType: 'user', outcome: 'succeeded' } as const;

  beforeAll(async () => {
    await t.database.db.insert(auditLog).values([
      {
        ...base,
        actorId: 'actor-ana',
        action: 'user.ban',
        targetId: 'u1',
        targetLabel: 'Bob',
        createdAt: new Date('2026-03-01T10:00:00Z'),
        before: { banned: false },
        after: { banned: true },
        reason: 'Spam, "repeated"',
        ipAddress: '203.0.113.5',
      },
      {
        ...base,
        actorId: 'actor-ana',
        action: 'user.unban',
        targetId: 'u1',
        targetLabel: 'Bob',
        createdAt: new Date('2026-03-02T23:59:59Z'),
      },
      {
        ...base,
        actorId: 'actor-cy',
        actorName: 'Cy Admin',
        action: 'settings.update',
        targetType: 'settings',
        targetId: null,
        targetLabel: '=HYPERLINK("http://evil.example","click")',
        createdAt: new Date('2026-03-03T00:00:00Z'),
      },
      {
        ...base,
        actorId: 'actor-cy',
        actorName: 'Cy Admin',
        action: 'user.ban',
        targetId: 'u2',
        targetLabel: '@Eve',
        outcome: 'failed',
        error: 'CONFLICT: already banned',
        createdAt: new Date('2026-03-04T12:00:00Z'),
      },
    ]);
  });

  const list = async (query: string) =>
    (await ok<Paginated<AuditEntryView>>(admin('GET', `/api/admin/logs/audit?${query}`))).items.filter((e) =>
      e.actorId?.startsWith('actor-'),
    );

  it('lists newest first with who, what, target, before → after, when and from where', async () => {
    const items = await list('');
    expect(items.map((e) => e.action)).toEqual(['user.ban', 'settings.update', 'user.unban', 'user.ban']);
    expect(items[3]).toMatchObject({
      actorName: 'Ana Admin',
      targetLabel: 'Bob',
      before: { banned: false },
      after: { banned: true },
      ipAddress: '203.0.113.5',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('filters by action, target, actor, outcome and whole UTC days', async () => {
    expect((await list('action=user.ban')).map((e) => e.targetId)).toEqual(['u2', 'u1']);
    expect((await list('targetType=settings')).map((e) => e.action)).toEqual(['settings.update']);
    expect((await list('targetType=user&targetId=u1')).map((e) => e.action)).toEqual(['user.unban', 'user.ban']);
    expect((await list('actorId=actor-cy')).map((e) => e.action)).toEqual(['user.ban', 'settings.update']);
    expect((await list('outcome=failed')).map((e) => e.error)).toEqual(['CONFLICT: already banned']);
    expect((await list('from=2026-03-02&to=2026-03-03')).map((e) => e.action)).toEqual(['settings.update', 'user.unban']);
    expect((await list('from=2026-03-04')).map((e) => e.action)).toEqual(['user.ban']);
  });

  it('pages with a total', async () => {
    const page = await ok<Paginated<AuditEntryView>>(admin('GET', '/api/admin/logs/audit?actorId=actor-ana&limit=1&page=2'));
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2, totalCapped: false });
    expect(page.items.map((e) => e.action)).toEqual(['user.ban']);
  });

  it('offers the actors and actions as filter choices', async () => {
    const facets = await ok<{ actors: { id: string; name: string }[]; actions: string[] }>(
      admin('GET', '/api/admin/logs/audit/facets'),
    );
    expect(facets.actors).toEqual(
      expect.arrayContaining([
        { id: 'actor-ana', name: 'Ana Admin' },
        { id: 'actor-cy', name: 'Cy Admin' },
      ]),
    );
    expect(facets.actions).toEqual(expect.arrayContaining(['settings.update', 'user.ban', 'user.unban']));
  });

  it('exports the filtered log as CSV, escaped and with formulas defused', async () => {
    const res = await admin('GET', '/api/admin/logs/audit/export?actorId=actor-ana');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'created_at,actor_id,actor_name,action,target_type,target_id,target_label,outcome,error,reason,before,after,ip_address,user_agent,request_id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('2026-03-02T23:59:59.000Z,actor-ana,Ana Admin,user.unban,user,u1,Bob,succeeded,,,,,,,');
    expect(lines[2]).toBe(
      '2026-03-01T10:00:00.000Z,actor-ana,Ana Admin,user.ban,user,u1,Bob,succeeded,,"Spam, ""repeated""","{""banned"":false}","{""banned"":true}",203.0.113.5,,',
    );

    const cy = await (await admin('GET', '/api/admin/logs/audit/export?actorId=actor-cy')).text();
    expect(cy).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(cy).toContain(",'@Eve,failed,CONFLICT: already banned,");
  });

  it('streams more rows than one batch, each once, newest first', async () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    // Two rows share each timestamp, so the cursor has to break ties by id.
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 1205 }, (_, i) => ({
        ...base,
        actorId: 'bulk-actor',
        action: 'user.verify',
        targetId: `bulk-${i}`,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    );
    const text = await (await admin('GET', '/api/admin/logs/audit/export?actorId=bulk-actor')).text();
    const rows = text.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1205);
    expect(new Set(rows.map((r) => r.split(',')[5])).size).toBe(1205);
    const times = rows.map((r) => Date.parse(r.split(',')[0] as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses to change or delete an entry (append-only)', async () => {
    await expect(t.database.db.execute(sql`update audit_log set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where actor_id = 'actor-ana'`)).rejects.toThrow();
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.actorId, 'actor-ana'));
    expect(row?.n).toBe(2);
  });
});
