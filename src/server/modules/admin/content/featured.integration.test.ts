// Featuring debates, events and clubs on the landing page, and the admin tables'
// "featured" and "reported" filters, over HTTP on a real database: feature and
// unfeature (audited, refused for cancelled, ended and private items and twice
// over), the public list (per-kind cap, latest featured first, filtered on read
// when an item is cancelled, ends, turns private or is deleted), the landing
// page's HTML carrying the list, and the open report counts per row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminClubRow, AdminDebateRow, AdminEventRow } from '#shared/admin/content/contract.ts';
import { FEATURED_MESSAGES, FEATURED_PER_KIND, type FeaturedList } from '#shared/admin/content/featured.ts';
import type { Paginated } from '#shared/validation.ts';
import { auditLog, clubs, commentReports, comments, debates, events, featuredItems, users } from '#server/db/schema/index.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';
import { findFeatured, forgetCachedFeatured } from './featured.service.ts';

let t: TestApp;
const people = {} as Record<'admin' | 'member', { cookie: string; userId: string }>;
const DAY = 24 * 60 * 60 * 1000;

const call = (who: 'admin' | 'member' | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

async function newDebate(title: string, status = 'scheduled'): Promise<string> {
  const [row] = await t.database.db
    .insert(debates)
    .values({
      title,
      topic: `This house would ${title.toLowerCase()}`,
      format: 'oxford',
      startsAt: new Date(Date.now() + 3 * DAY),
      maxParticipants: 4,
      status,
      createdBy: people.member.userId,
    })
    .returning({ id: debates.id });
  return row?.id as string;
}

async function newEvent(title: string, { startsInDays = 5, status = 'scheduled' } = {}): Promise<string> {
  const start = new Date(Date.now() + startsInDays * DAY);
  const [row] = await t.database.db
    .insert(events)
    .values({ title, dateStart: start, dateEnd: new Date(start.getTime() + 3 * 60 * 60 * 1000), status, location: 'Town Hall' })
    .returning({ id: events.id });
  return row?.id as string;
}

async function newClub(name: string, isPublic = true): Promise<string> {
  const [row] = await t.database.db.insert(clubs).values({ name, isPublic, location: 'Leeds' }).returning({ id: clubs.id });
  return row?.id as string;
}

/** A comment on the item with `open` open reports and `resolved` resolved ones. */
async function reportedComment(targetType: 'debate' | 'event' | 'club', targetId: string, open: number, resolved = 0) {
  const [comment] = await t.database.db
    .insert(comments)
    .values({ targetType, targetId, authorId: people.member.userId, body: '<p>Rude words</p>' })
    .returning({ id: comments.id });
  for (let i = 0; i < open + resolved; i += 1) {
    const reporter = await signUp(t, `reporter-${crypto.randomUUID()}@example.org`, 'Passw0rdOk', 'Reporter Person');
    await t.database.db.insert(commentReports).values({
      commentId: comment?.id as string,
      reporterId: reporter.userId,
      reason: 'This is abusive',
      status: i < open ? 'open' : 'resolved',
    });
  }
}

async function errorWith(status: number, pending: Promise<Response>) {
  const res = await pending;
  expect(res.status, await res.clone().text()).toBe(status);
  return errorOf(res);
}

const featured = async () => {
  const res = await call('anonymous', 'GET', '/api/featured');
  expect(res.headers.get('cache-control')).toContain('max-age=');
  return ok<FeaturedList>(res);
};
const featuredIds = async () => (await featured()).items.map((item) => `${item.kind}:${item.id}`);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'member'] as const) {
    people[who] = await signUp(t, `${who}@example.org`, 'Passw0rdOk', `${who} Person`);
  }
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
}, 60_000);

beforeEach(async () => {
  await t.database.db.delete(featuredItems);
  forgetCachedFeatured(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('featuring on the landing page', () => {
  it('features and unfeatures a debate, an event and a club, each audited', async () => {
    const debate = await newDebate('Free buses');
    const event = await newEvent('Spring open');
    const club = await newClub('Leeds Debaters');
    expect(await featured()).toEqual({ items: [] });

    for (const [kind, id] of [
      ['debates', debate],
      ['events', event],
      ['clubs', club],
    ] as const) {
      expect((await call('admin', 'POST', `/api/admin/${kind}/${id}/feature`)).status).toBe(204);
    }
    const list = await featured();
    expect(list.items.map((item) => item.kind)).toEqual(['debate', 'event', 'club']);
    expect(list.items[0]).toMatchObject({
      kind: 'debate',
      id: debate,
      title: 'Free buses',
      format: 'oxford',
      status: 'scheduled',
    });
    expect(list.items[1]).toMatchObject({ kind: 'event', id: event, title: 'Spring open', location: 'Town Hall' });
    expect(list.items[2]).toMatchObject({ kind: 'club', id: club, name: 'Leeds Debaters', memberCount: 0, location: 'Leeds' });

    expect((await call('admin', 'DELETE', `/api/admin/debates/${debate}/feature`)).status).toBe(204);
    expect(await featuredIds()).toEqual([`event:${event}`, `club:${club}`]);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, debate));
    expect(entries.map((e) => [e.action, e.targetType, e.outcome, e.targetLabel])).toEqual([
      ['debate.feature', 'debate', 'succeeded', 'Free buses'],
      ['debate.unfeature', 'debate', 'succeeded', 'Free buses'],
    ]);
    expect(entries[1]?.before).toMatchObject({ featured: true });
    expect(entries[1]?.after).toEqual({ featured: false });
    const clubEntries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, club));
    expect(clubEntries.map((e) => e.action)).toEqual(['club.feature']);
  });

  it('refuses cancelled debates and events, ended events and private clubs with 409 and a clear message, audited as failed', async () => {
    const cancelledDebate = await newDebate('Cancelled one', 'cancelled');
    const cancelledEvent = await newEvent('Called off', { status: 'cancelled' });
    const pastEvent = await newEvent('Last year', { startsInDays: -30 });
    const privateClub = await newClub('Invite only', false);
    const cases = [
      [`/api/admin/debates/${cancelledDebate}/feature`, FEATURED_MESSAGES.debateCancelled],
      [`/api/admin/events/${cancelledEvent}/feature`, FEATURED_MESSAGES.eventCancelled],
      [`/api/admin/events/${pastEvent}/feature`, FEATURED_MESSAGES.eventOver],
      [`/api/admin/clubs/${privateClub}/feature`, FEATURED_MESSAGES.clubPrivate],
    ] as const;
    for (const [path, message] of cases) {
      const error = await errorWith(409, call('admin', 'POST', path));
      expect(error).toMatchObject({ code: 'CONFLICT', message });
    }
    expect(await t.database.db.select().from(featuredItems)).toEqual([]);
    const [failed] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, privateClub));
    expect(failed).toMatchObject({ action: 'club.feature', outcome: 'failed' });
    expect(failed?.error).toContain(FEATURED_MESSAGES.clubPrivate);
  });

  it('answers 409 when featured twice or unfeatured when not featured, 404 for unknown items, 403 to members', async () => {
    const debate = await newDebate('Twice over');
    expect((await call('admin', 'POST', `/api/admin/debates/${debate}/feature`)).status).toBe(204);
    expect(await errorWith(409, call('admin', 'POST', `/api/admin/debates/${debate}/feature`))).toMatchObject({
      message: FEATURED_MESSAGES.alreadyFeatured,
    });
    expect((await call('admin', 'DELETE', `/api/admin/debates/${debate}/feature`)).status).toBe(204);
    expect(await errorWith(409, call('admin', 'DELETE', `/api/admin/debates/${debate}/feature`))).toMatchObject({
      message: FEATURED_MESSAGES.notFeatured,
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('admin', 'POST', `/api/admin/events/${unknown}/feature`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/api/admin/clubs/${unknown}/feature`)).status).toBe(404);
    expect((await call('member', 'POST', `/api/admin/debates/${debate}/feature`)).status).toBe(403);
    expect((await call('anonymous', 'POST', `/api/admin/debates/${debate}/feature`)).status).toBe(401);
  });

  it(`shows at most ${FEATURED_PER_KIND} of each kind, the latest featured first`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < FEATURED_PER_KIND + 2; i += 1) {
      const id = await newDebate(`Debate ${i}`);
      ids.push(id);
      expect((await call('admin', 'POST', `/api/admin/debates/${id}/feature`)).status).toBe(204);
    }
    const club = await newClub('Only club');
    expect((await call('admin', 'POST', `/api/admin/clubs/${club}/feature`)).status).toBe(204);
    const expected = ids
      .slice(-FEATURED_PER_KIND)
      .reverse()
      .map((id) => `debate:${id}`);
    expect(await featuredIds()).toEqual([...expected, `club:${club}`]);
  });

  it('leaves out, on read, what was cancelled, ended, turned private or deleted after it was featured', async () => {
    const debate = await newDebate('Soon cancelled');
    const keptDebate = await newDebate('Still on');
    const event = await newEvent('Soon cancelled event');
    const endingEvent = await newEvent('Soon over', { startsInDays: 1 });
    const club = await newClub('Soon private');
    const goneClub = await newClub('Soon gone');
    for (const [kind, id] of [
      ['debates', debate],
      ['debates', keptDebate],
      ['events', event],
      ['events', endingEvent],
      ['clubs', club],
      ['clubs', goneClub],
    ] as const) {
      expect((await call('admin', 'POST', `/api/admin/${kind}/${id}/feature`)).status).toBe(204);
    }
    expect(await featuredIds()).toHaveLength(6);

    // An admin's cancellation: this process's copy is forgotten at once.
    expect((await call('admin', 'POST', `/api/admin/debates/${debate}/cancel`, { reason: 'Venue closed' })).status).toBe(204);
    expect(await featuredIds()).not.toContain(`debate:${debate}`);

    // Changes made elsewhere (the owners' own pages, time passing): the next read leaves them out.
    await t.database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event));
    await t.database.db.update(clubs).set({ isPublic: false }).where(eq(clubs.id, club));
    await t.database.db.delete(clubs).where(eq(clubs.id, goneClub));
    const inTwoDays = new Date(Date.now() + 2 * DAY);
    const later = await findFeatured(t.database.db, inTwoDays);
    expect(later.items.map((item) => `${item.kind}:${item.id}`)).toEqual([`debate:${keptDebate}`]);
    // The featured row of the deleted club went with it; the others stay, only hidden.
    expect(await t.database.db.select().from(featuredItems).where(eq(featuredItems.clubId, goneClub))).toEqual([]);
    expect(await t.database.db.select().from(featuredItems).where(eq(featuredItems.clubId, club))).toHaveLength(1);
  });

  it('writes the list into the landing page’s HTML as inert JSON', async () => {
    const debate = await newDebate('A </script><script>alert(1)</script> title');
    expect((await call('admin', 'POST', `/api/admin/debates/${debate}/feature`)).status).toBe(204);
    const list = await findFeatured(t.database.db);
    const { pageDataTag } = await import('#server/web-assets.ts');
    const tag = pageDataTag({ elementId: 'featured-data', value: list });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="featured-data">(.*)<\/script>/.exec(tag)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(list);
  });
});

describe('the admin tables’ featured and reported filters', () => {
  it('marks and filters featured and reported debates, with the open report count per row', async () => {
    const plain = await newDebate('Plain debate');
    const reported = await newDebate('Reported debate');
    const starred = await newDebate('Starred debate');
    await reportedComment('debate', reported, 2, 1);
    expect((await call('admin', 'POST', `/api/admin/debates/${starred}/feature`)).status).toBe(204);

    const all = await ok<Paginated<AdminDebateRow>>(call('admin', 'GET', '/api/admin/debates?limit=100'));
    const byId = new Map(all.items.map((row) => [row.id, row]));
    expect(byId.get(plain)).toMatchObject({ featuredAt: null, openReports: 0 });
    expect(byId.get(reported)).toMatchObject({ featuredAt: null, openReports: 2 });
    expect(byId.get(starred)?.featuredAt).toEqual(expect.any(String));

    const onlyReported = await ok<Paginated<AdminDebateRow>>(call('admin', 'GET', '/api/admin/debates?only=reported'));
    expect(onlyReported.items.map((row) => row.id)).toEqual([reported]);
    expect(onlyReported.total).toBe(1);
    const onlyFeatured = await ok<Paginated<AdminDebateRow>>(call('admin', 'GET', '/api/admin/debates?only=featured&q=starred'));
    expect(onlyFeatured.items.map((row) => row.id)).toEqual([starred]);
    const none = await ok<Paginated<AdminDebateRow>>(call('admin', 'GET', '/api/admin/debates?only=featured&q=plain'));
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await errorOf(call('admin', 'GET', '/api/admin/debates?only=starred'))).fields).toHaveProperty('only');
  });

  it('does the same for events and clubs (comments attach to both)', async () => {
    const event = await newEvent('Reported event');
    const quiet = await newEvent('Quiet event');
    await reportedComment('event', event, 1);
    const club = await newClub('Reported club');
    const resolvedOnly = await newClub('Resolved club');
    await reportedComment('club', club, 3);
    await reportedComment('club', resolvedOnly, 0, 2);
    expect((await call('admin', 'POST', `/api/admin/clubs/${resolvedOnly}/feature`)).status).toBe(204);

    const events = await ok<Paginated<AdminEventRow>>(call('admin', 'GET', '/api/admin/events?only=reported'));
    expect(events.items.map((row) => [row.id, row.openReports])).toEqual([[event, 1]]);
    const allEvents = await ok<Paginated<AdminEventRow>>(call('admin', 'GET', '/api/admin/events?limit=100'));
    expect(allEvents.items.find((row) => row.id === quiet)).toMatchObject({ openReports: 0, featuredAt: null });

    const reportedClubs = await ok<Paginated<AdminClubRow>>(call('admin', 'GET', '/api/admin/clubs?only=reported'));
    expect(reportedClubs.items.map((row) => [row.id, row.openReports])).toEqual([[club, 3]]);
    const featuredClubs = await ok<Paginated<AdminClubRow>>(call('admin', 'GET', '/api/admin/clubs?only=featured'));
    expect(featuredClubs.items.map((row) => [row.id, row.openReports, Boolean(row.featuredAt)])).toEqual([
      [resolvedOnly, 0, true],
    ]);
  });
});
