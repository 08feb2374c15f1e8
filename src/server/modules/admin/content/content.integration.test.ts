// The admin area's debates, events and clubs over HTTP on a real database: the public list's
// search and filters (cancelled ones included), cancelling with a reason (the
// participants' pending reminders withdrawn, once, even when two admins race),
// deleting with the title typed (refused with a confirmed result), and every
// change in the audit log, the refused ones too.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CLUB_MESSAGES,
  ADMIN_CONTENT_MESSAGES,
  ADMIN_EVENT_MESSAGES,
  type AdminClubRow,
} from '#shared/admin/content/contract.ts';
import type { EventSummaryView } from '#shared/events/contract.ts';
import type { DebateSummaryView } from '#shared/debates/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import {
  auditLog,
  clubMembers,
  clubs,
  comments,
  debateParticipants,
  debateResults,
  debates,
  emailQueue,
  events,
  rateLimits,
  users,
} from '#server/db/schema/index.ts';
import {
  apiErrorOf as errorOf,
  callAs,
  createTestApp,
  expectJson as ok,
  queuedMailCount,
  signUp,
  type TestApp,
} from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['admin', 'admin2', 'creator', 'member'] as const;
type Person = (typeof NAMES)[number];
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;
const DAY = 24 * 60 * 60 * 1000;

const call = (who: Person | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const list = (query: string) => ok<Paginated<DebateSummaryView>>(call('admin', 'GET', `/api/admin/debates?${query}`));

async function create(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  await t.database.db.delete(rateLimits);
  const res = await call('creator', 'POST', '/api/debates', {
    title,
    description: '<p>Should cities make <b>buses</b> free for everyone?</p>',
    topic: 'This house would make public transit free',
    format: 'oxford',
    debateType: 'practice',
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    timeZone: 'Europe/Berlin',
    venueType: 'in-person',
    location: 'City Library, Room 2',
    maxParticipants: 4,
    ...overrides,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function join(id: string, who: Person = 'member') {
  await t.database.db.delete(rateLimits);
  const res = await call(who, 'POST', `/api/debates/${id}/join`, { role: 'audience' });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function pendingMails(to: string, debateId: string) {
  const rows = await t.database.db
    .select({ templateId: emailQueue.templateId, status: emailQueue.status, key: emailQueue.referenceKey })
    .from(emailQueue)
    .where(eq(emailQueue.toEmail, to));
  return rows.filter((row) => row.status === 'pending' && row.key?.includes(debateId));
}

const auditOf = (id: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) {
    const email = `${who}@example.org`;
    people[who] = { ...(await signUp(t, email, 'Passw0rdOk', `${who} Person`)), email };
  }
  for (const who of ['admin', 'admin2'] as const) {
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people[who].userId));
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the list of debates', () => {
  it('has the public list’s search and filters, cancelled debates included', async () => {
    const transit = await create('Free public transit now');
    const zoos = await create('Closing the city zoos', { format: 'standard', topic: 'This house would close every city zoo' });
    await call('creator', 'POST', `/api/debates/${zoos}/cancel`);
    expect((await list('q=transit')).items.map((d) => d.id)).toEqual([transit]);
    expect((await list('q=zoos')).items.map((d) => d.id)).toEqual([zoos]);
    const cancelled = await list('state=cancelled');
    expect(cancelled.items.map((d) => d.id)).toEqual([zoos]);
    expect(cancelled.items[0]?.status).toBe('cancelled');
    expect((await list('format=standard')).items.map((d) => d.id)).toEqual([zoos]);
    expect((await list('state=upcoming&sort=alphabetical&limit=1')).items.map((d) => d.id)).toEqual([transit]);
  });

  it('refuses unknown filters with the field named, and is for admins only', async () => {
    const error = await errorOf(call('admin', 'GET', '/api/admin/debates?state=gone'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain('state');
    expect((await call('anonymous', 'GET', '/api/admin/debates')).status).toBe(401);
    expect((await call('member', 'GET', '/api/admin/debates')).status).toBe(403);
  });
});

describe('cancelling a debate', () => {
  it('needs a reason, cancels, withdraws the reminders and writes the audit entry', async () => {
    const id = await create('Cancel me with a reason');
    await join(id);
    expect((await pendingMails(people.member.email, id)).length).toBeGreaterThan(0);
    const refused = await errorOf(call('admin', 'POST', `/api/admin/debates/${id}/cancel`, { reason: ' ' }));
    expect(refused.code).toBe('VALIDATION_FAILED');

    const res = await call('admin', 'POST', `/api/admin/debates/${id}/cancel`, { reason: 'Venue closed' });
    expect(res.status).toBe(204);
    const [row] = await t.database.db.select({ status: debates.status }).from(debates).where(eq(debates.id, id));
    expect(row?.status).toBe('cancelled');
    // The reminders are withdrawn; what is left is the cancellation, with the reason.
    const left = await pendingMails(people.member.email, id);
    expect(left.map((m) => m.templateId)).toEqual(['debate_cancelled']);
    const [mail] = await t.database.db
      .select({ data: emailQueue.templateData, priority: emailQueue.priority })
      .from(emailQueue)
      .where(and(eq(emailQueue.toEmail, people.member.email), eq(emailQueue.templateId, 'debate_cancelled')));
    expect(mail?.data).toMatchObject({ debateId: id, debateTitle: 'Cancel me with a reason', reason: 'Venue closed' });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'debate.cancel',
      targetType: 'debate',
      targetLabel: 'Cancel me with a reason',
      reason: 'Venue closed',
      outcome: 'succeeded',
      actorId: people.admin.userId,
      before: { status: 'scheduled' },
      after: { status: 'cancelled', participantsMailed: 1 },
    });
  });

  it('lets one of two racing admins cancel; the other gets 409, in the log as failed', async () => {
    const id = await create('Two admins at once');
    const [a, b] = await Promise.all([
      call('admin', 'POST', `/api/admin/debates/${id}/cancel`, { reason: 'First' }),
      call('admin2', 'POST', `/api/admin/debates/${id}/cancel`, { reason: 'Second' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.outcome).sort()).toEqual(['failed', 'succeeded']);
  });

  it('answers 404 for no such debate, recorded as failed', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('admin', 'POST', `/api/admin/debates/${missing}/cancel`, { reason: 'Gone' })).status).toBe(404);
    expect((await auditOf(missing)).map((e) => e.outcome)).toEqual(['failed']);
  });
});

describe('deleting a debate', () => {
  it('asks for the title typed, then removes the debate, its participants and comments', async () => {
    const id = await create('Delete me entirely');
    await join(id);
    await t.database.db
      .insert(comments)
      .values({ targetType: 'debate', targetId: id, authorId: people.member.userId, body: 'A comment to go' });
    const wrong = await errorOf(
      call('admin', 'DELETE', `/api/admin/debates/${id}`, { confirmTitle: 'Delete me', reason: 'Spam' }),
    );
    expect(wrong.fields?.confirmTitle).toEqual([ADMIN_CONTENT_MESSAGES.titleMismatch]);

    const res = await call('admin', 'DELETE', `/api/admin/debates/${id}`, { confirmTitle: 'Delete me entirely', reason: 'Spam' });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(debates).where(eq(debates.id, id))).toEqual([]);
    expect(await t.database.db.select().from(debateParticipants).where(eq(debateParticipants.debateId, id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(comments)
        .where(and(eq(comments.targetType, 'debate'), eq(comments.targetId, id))),
    ).toEqual([]);
    expect(await pendingMails(people.member.email, id)).toEqual([]);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([
      ['debate.delete', 'failed'],
      ['debate.delete', 'succeeded'],
    ]);
    expect(entries[1]).toMatchObject({
      targetLabel: 'Delete me entirely',
      reason: 'Spam',
      after: { deleted: true, comments: 1 },
    });
  });

  it('refuses a debate with a confirmed result', async () => {
    const id = await create('A debate with a result');
    await t.database.db.insert(debateResults).values({ debateId: id, decision: { winner: 'proposition' } });
    const error = await errorOf(
      call('admin', 'DELETE', `/api/admin/debates/${id}`, { confirmTitle: 'A debate with a result', reason: 'Old' }),
    );
    expect(error).toMatchObject({ code: 'CONFLICT', message: ADMIN_CONTENT_MESSAGES.hasResult });
    expect(await t.database.db.select({ id: debates.id }).from(debates).where(eq(debates.id, id))).toHaveLength(1);
  });
});

const at = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

async function newEvent(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  await t.database.db.delete(rateLimits);
  const body = {
    title,
    description: '<p>Rounds and a <b>workshop</b>.</p>',
    venueType: 'in-person',
    location: 'Town Hall',
    dateStart: at(48),
    dateEnd: at(56),
    timeZone: 'Europe/London',
    capacity: 1,
    activities: [],
    ...overrides,
  };
  return (await ok<{ id: string }>(call('creator', 'POST', '/api/events', body), 201)).id;
}

const listEvents = (query: string) => ok<Paginated<EventSummaryView>>(call('admin', 'GET', `/api/admin/events?${query}`));

describe('events', () => {
  it('lists every event, past and cancelled ones included, with search and filters', async () => {
    const spring = await newEvent('Spring practice day');
    const autumn = await newEvent('Autumn open rounds');
    await t.database.db
      .update(events)
      .set({ dateStart: new Date(at(-30)), dateEnd: new Date(at(-28)) })
      .where(eq(events.id, autumn));
    const gone = await newEvent('Winter gala evening');
    expect((await call('creator', 'POST', `/api/events/${gone}/cancel`)).status).toBe(200);

    expect((await listEvents('q=spring')).items.map((e) => e.id)).toEqual([spring]);
    expect((await listEvents('q=gala')).items.map((e) => e.id)).toEqual([gone]);
    expect((await listEvents('status=cancelled')).items.map((e) => e.id)).toEqual([gone]);
    expect((await listEvents('when=past')).items.map((e) => e.id)).toEqual([autumn]);
    const all = await listEvents('');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.at(-1)?.id).toBe(autumn);
    expect((await errorOf(call('admin', 'GET', '/api/admin/events?when=later'))).fields).toHaveProperty('when');
  });

  it('cancels with a reason: going and waitlisted get the cancellation mail once, a second cancel is 409', async () => {
    const id = await newEvent('Cancelled by an admin');
    expect((await call('member', 'POST', `/api/events/${id}/rsvp`)).status).toBeLessThan(300);
    expect((await call('admin2', 'POST', `/api/events/${id}/rsvp`)).status).toBeLessThan(300);
    const [a, b] = await Promise.all([
      call('admin', 'POST', `/api/admin/events/${id}/cancel`, { reason: 'Hall flooded' }),
      call('admin2', 'POST', `/api/admin/events/${id}/cancel`, { reason: 'Hall flooded too' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    expect(await queuedMailCount(t, people.member.email, 'event_cancelled')).toBe(1);
    expect(await queuedMailCount(t, people.admin2.email, 'event_cancelled')).toBe(1);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.outcome]).sort()).toEqual([
      ['event.cancel', 'failed'],
      ['event.cancel', 'succeeded'],
    ]);
    expect(entries.find((e) => e.outcome === 'succeeded')).toMatchObject({
      targetType: 'event',
      targetLabel: 'Cancelled by an admin',
      after: { status: 'cancelled', mailsQueued: 2 },
    });
  });

  it('deletes a cancelled or past event with the title typed; one people are going to must be cancelled first', async () => {
    const id = await newEvent('Delete this event');
    expect((await call('member', 'POST', `/api/events/${id}/rsvp`)).status).toBeLessThan(300);
    const refused = await errorOf(
      call('admin', 'DELETE', `/api/admin/events/${id}`, { confirmTitle: 'Delete this event', reason: 'Duplicate' }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', message: ADMIN_EVENT_MESSAGES.cancelFirst });
    await call('admin', 'POST', `/api/admin/events/${id}/cancel`, { reason: 'Duplicate' });
    const wrong = await errorOf(
      call('admin', 'DELETE', `/api/admin/events/${id}`, { confirmTitle: 'Delete', reason: 'Duplicate' }),
    );
    expect(wrong.fields?.confirmTitle).toEqual([ADMIN_EVENT_MESSAGES.titleMismatch]);
    const res = await call('admin', 'DELETE', `/api/admin/events/${id}`, {
      confirmTitle: 'Delete this event',
      reason: 'Duplicate',
    });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    expect((await auditOf(id)).map((e) => [e.action, e.outcome])).toEqual([
      ['event.delete', 'failed'],
      ['event.cancel', 'succeeded'],
      ['event.delete', 'failed'],
      ['event.delete', 'succeeded'],
    ]);
  });
});

describe('clubs', () => {
  async function newClub(name: string, isPublic: boolean) {
    const [club] = await t.database.db
      .insert(clubs)
      .values({ name, description: `${name}, a club for debates`, isPublic, memberCount: 1 })
      .returning({ id: clubs.id });
    const id = (club as { id: string }).id;
    await t.database.db.insert(clubMembers).values({ clubId: id, userId: people.creator.userId, role: 'owner' });
    return id;
  }

  const listClubs = (query: string) => ok<Paginated<AdminClubRow>>(call('admin', 'GET', `/api/admin/clubs?${query}`));

  it('lists public and private clubs with their counts and owners, searched and filtered', async () => {
    const open = await newClub('Riverside Debaters', true);
    const closed = await newClub('Hilltop Orators', false);
    await t.database.db.insert(clubMembers).values({ clubId: closed, userId: people.member.userId, status: 'pending' });
    expect((await listClubs('q=riverside')).items.map((c) => c.id)).toEqual([open]);
    const privateOnes = await listClubs('visibility=private');
    expect(privateOnes.items.map((c) => c.id)).toEqual([closed]);
    expect(privateOnes.items[0]).toMatchObject({ isPublic: false, memberCount: 1, pendingCount: 1, owners: ['creator Person'] });
    expect((await listClubs('visibility=public&sort=alphabetical')).items.map((c) => c.id)).toContain(open);
    expect((await errorOf(call('admin', 'GET', '/api/admin/clubs?visibility=hidden'))).fields).toHaveProperty('visibility');
  });

  it('deletes a club with its name typed; its memberships go, the audit entry stays', async () => {
    const id = await newClub('Club to delete', true);
    const wrong = await errorOf(call('admin', 'DELETE', `/api/admin/clubs/${id}`, { confirmName: 'Club', reason: 'Spam' }));
    expect(wrong.fields?.confirmName).toEqual([ADMIN_CLUB_MESSAGES.nameMismatch]);
    const res = await call('admin', 'DELETE', `/api/admin/clubs/${id}`, { confirmName: 'Club to delete', reason: 'Spam' });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(clubMembers).where(eq(clubMembers.clubId, id))).toEqual([]);
    expect((await auditOf(id)).map((e) => [e.action, e.targetType, e.outcome])).toEqual([
      ['club.delete', 'club', 'failed'],
      ['club.delete', 'club', 'succeeded'],
    ]);
    expect((await call('admin', 'DELETE', `/api/admin/clubs/${id}`, { confirmName: 'x', reason: 'Again' })).status).toBe(404);
  });
});

describe('an admin acting through a member’s own pages', () => {
  const entriesFor = (debateId: string) =>
    t.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome, actorId: auditLog.actorId, error: auditLog.error })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'debate'), eq(auditLog.targetId, debateId)));

  it('is in the audit log, succeeded or failed; the member’s own edits are not', async () => {
    const id = await create('Night buses for every district');
    expect((await call('creator', 'PATCH', `/api/debates/${id}`, { title: 'Night buses in every district' })).status).toBe(200);
    expect(await entriesFor(id)).toEqual([]);

    expect((await call('admin', 'PATCH', `/api/debates/${id}`, { title: 'Night buses, district by district' })).status).toBe(200);
    expect((await call('admin', 'POST', `/api/debates/${id}/cancel`)).status).toBe(200);
    // Cancelling twice is refused: the attempt is kept as failed.
    expect((await call('admin', 'POST', `/api/debates/${id}/cancel`)).status).toBe(409);
    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.action, e.outcome, e.actorId]).sort()).toEqual([
      ['debate.cancelDebate', 'failed', people.admin.userId],
      ['debate.cancelDebate', 'succeeded', people.admin.userId],
      ['debate.updateDebate', 'succeeded', people.admin.userId],
    ]);
    expect(entries.find((e) => e.outcome === 'failed')?.error).toMatch(/^CONFLICT: /);
  });
});
