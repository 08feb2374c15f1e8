// Events over HTTP on a real database: the upcoming list (soonest first unless
// a sort is asked for, spec section 7), one event, creating and editing with a
// schedule, RSVPs with capacity, waitlist and promotion (and the race for the
// last place), check-in, invitations, calendar files and the personal feed —
// every mutation over anonymous, attendee, organizer, other user and admin.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  clubMembers,
  clubs,
  debates,
  emailQueue,
  eventAttendees,
  events,
  rateLimits,
  users,
} from '#server/db/schema/index.ts';
import { emailPriority } from '#shared/email/contract.ts';
import {
  type EventAttendeeView,
  type EventDetailView,
  EVENT_MESSAGES,
  type EventSummaryView,
  type RsvpView,
} from '#shared/events/contract.ts';
import { createTestApp, signUp, type TestApp, callAs, expectJson as ok, apiErrorOf as errorOf } from '#tests/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(events)
    .values([
      {
        title: 'Zebra Open',
        dateStart: new Date(now + 10 * DAY),
        dateEnd: new Date(now + 11 * DAY),
        createdAt: new Date(now - 3 * DAY),
      },
      { title: 'Autumn Cup', dateStart: new Date(now + 2 * DAY), dateEnd: new Date(now + 2 * DAY + 8 * HOUR), location: 'Leeds' },
      // Started two and a half days ago, still running (events last up to three days): listed.
      { title: 'Marathon Weekend', dateStart: new Date(now - 2.5 * DAY), dateEnd: new Date(now + 8 * HOUR), venueType: 'hybrid' },
      { title: 'Last Year Finals', dateStart: new Date(now - 30 * DAY), dateEnd: new Date(now - 29 * DAY) },
    ])
    .returning({ id: events.id, title: events.title });
  for (const row of rows) ids[row.title] = row.id;
});

afterAll(async () => {
  await t.close();
});

const titles = async (query = '') => {
  const res = await t.request(`/api/events${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((e) => e.title);
};

describe('GET /api/events', () => {
  it('lists events not yet over, soonest first', async () => {
    expect(await titles()).toEqual(['Marathon Weekend', 'Autumn Cup', 'Zebra Open']);
  });

  it('uses the sort when one is given', async () => {
    expect(await titles('?sort=alphabetical')).toEqual(['Autumn Cup', 'Marathon Weekend', 'Zebra Open']);
  });

  it('holds events to three days in the database too, which the list relies on', async () => {
    const tooLong = { title: 'Endless Retreat', dateStart: new Date(now + DAY), dateEnd: new Date(now + 4 * DAY + HOUR) };
    await expect(t.database.db.insert(events).values(tooLong)).rejects.toThrow();
    const [row] = await t.database.db.select().from(events).where(eq(events.title, 'Endless Retreat'));
    expect(row).toBeUndefined();
  });

  it('writes each listed event as its own page does', async () => {
    // Times with microseconds, as a timestamp written by the database can have.
    await t.database.db.execute(
      sql`update events set created_at = created_at + interval '0.000456 seconds' where id = ${ids['Zebra Open']}`,
    );
    const page = await ok<{ items: EventSummaryView[] }>(t.request('/api/events'));
    expect(page.items).toHaveLength(3);
    for (const item of page.items) {
      const {
        onlineUrl: _,
        templateId: __,
        createdBy: ___,
        activities: ____,
        viewer: _____,
        tournamentId,
        ...summary
      } = await ok<EventDetailView>(t.request(`/api/events/${item.id}`));
      expect(item).toStrictEqual(summary);
      expect(tournamentId, 'no event here runs a tournament').toBeNull();
    }
  });

  it('searches and pages', async () => {
    expect(await titles('?q=leeds')).toEqual(['Autumn Cup']);
    expect(await titles('?q=finals')).toEqual([]);
    expect(await titles('?limit=1&page=2')).toEqual(['Autumn Cup']);
    const tooLong = await errorOf(t.request(`/api/events?q=${'a'.repeat(101)}`));
    expect(tooLong.fields?.q).toEqual(['Search query too long']);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event, ended ones too, with its dates as ISO instants', async () => {
    const res = await t.request(`/api/events/${ids['Last Year Finals']}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ title: 'Last Year Finals', venueType: 'in-person', clubId: null });
    expect(new Date(body.dateStart).getTime()).toBe(now - 30 * DAY);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/events/12345')).status).toBe(400);
  });
});

// ------------------------------------------------------------ organizing

const NAMES = ['organizer', 'attendee', 'other', 'admin', 'officer', 'm1', 'm2', 'm3', 'm4'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string }>;
let clubId = '';
let debateId = '';

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Spring Practice Day',
    description: '<p>Rounds and a <b>workshop</b>.</p>',
    venueType: 'hybrid',
    location: 'Town Hall',
    onlineUrl: 'https://meet.example.org/spring',
    dateStart: at(48),
    dateEnd: at(56),
    timeZone: 'Europe/London',
    capacity: 2,
    activities: [
      { title: 'Round 1', kind: 'debate', startsAt: at(48), endsAt: at(49.5), debateId },
      { title: 'Workshop', kind: 'workshop', startsAt: at(50), endsAt: at(51) },
    ],
    ...overrides,
  };
}

async function newEvent(overrides: Record<string, unknown> = {}, who: Who = 'organizer') {
  await t.database.db.delete(rateLimits);
  return (await ok<{ id: string }>(call(who, 'POST', '/api/events', eventBody(overrides)), 201)).id;
}

const rsvp = (who: Who, id: string) => call(who, 'POST', `/api/events/${id}/rsvp`);
const unrsvp = (who: Who, id: string) => call(who, 'DELETE', `/api/events/${id}/rsvp`);
const detail = (who: Who, id: string) => ok<EventDetailView>(call(who, 'GET', `/api/events/${id}`));

beforeAll(async () => {
  for (const who of NAMES) people[who] = await signUp(t, `${who}@example.org`, 'Passw0rdOk', `${who} Person`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  const [club] = await t.database.db
    .insert(clubs)
    .values({ name: 'Event Club', slug: 'event-club', description: 'A club for events' } as typeof clubs.$inferInsert)
    .returning({ id: clubs.id });
  clubId = (club as { id: string }).id;
  await t.database.db.insert(clubMembers).values({ clubId, userId: people.officer.userId, role: 'officer' });
  const [debate] = await t.database.db
    .insert(debates)
    .values({
      title: 'Round one debate',
      topic: 'This house would debate',
      format: 'oxford',
      maxParticipants: 4,
      location: 'Town Hall',
      startsAt: new Date(now + 48 * HOUR),
    } as typeof debates.$inferInsert)
    .returning({ id: debates.id });
  debateId = (debate as { id: string }).id;
}, 60_000);

describe('organizing events', () => {
  it('creates an event with its schedule, sanitized, with an analytics event', async () => {
    const id = await newEvent({
      title: 'Spring <script>alert(1)</script>Practice',
      description: '<p onclick="x()">Hi, rounds all day long<script>evil()</script></p>',
    });
    const event = await detail('organizer', id);
    expect(event.title).toBe('Spring Practice');
    expect(event.description).toBe('<p>Hi, rounds all day long</p>');
    expect(event.activities.map((a) => [a.title, a.kind, a.debateId, a.debateTitle])).toEqual([
      ['Round 1', 'debate', debateId, 'Round one debate'],
      ['Workshop', 'workshop', null, null],
    ]);
    expect(event.viewer.canEdit).toBe(true);
    expect((await detail('other', id)).viewer.canEdit).toBe(false);
    const recorded = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'event_created'));
    expect(recorded.some((r) => (r.properties as { event_id?: string }).event_id === id)).toBe(true);
  });

  it('refuses bad input with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      // The rules debates have (spec section 5): a description of 20 characters, a place for in-person and hybrid events.
      [{ description: undefined }, 'description'],
      [{ description: 'Rounds all day.' }, 'description'],
      [{ description: '<script>alert("a long enough script")</script>' }, 'description'],
      [{ venueType: 'in-person', location: undefined }, 'location'],
      [{ venueType: 'in-person', location: '' }, 'location'],
      [{ venueType: 'hybrid', location: null }, 'location'],
      [{ location: 'Hq' }, 'location'],
      [{ location: '<b></b><i>x</i>' }, 'location'],
      [{ dateEnd: at(40) }, 'dateEnd'],
      [{ dateEnd: at(48 + 24 * 4) }, 'dateEnd'],
      [{ dateStart: at(-2), dateEnd: at(2) }, 'dateStart'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ onlineUrl: 'javascript:alert(1)' }, 'onlineUrl'],
      [{ capacity: 0 }, 'capacity'],
      [{ activities: [{ title: 'Late', kind: 'social', startsAt: at(60), endsAt: at(61) }] }, 'activities.0.startsAt'],
      [
        {
          activities: [
            { title: 'Gone', kind: 'debate', startsAt: at(48), endsAt: at(49), debateId: '00000000-0000-4000-8000-000000000000' },
          ],
        },
        'activities.0.debateId',
      ],
      [{ clubId: '00000000-0000-4000-8000-000000000000' }, 'clubId'],
    ];
    for (const [overrides, field] of cases) {
      await t.database.db.delete(rateLimits);
      const res = await call('organizer', 'POST', '/api/events', eventBody(overrides));
      expect(res.status, field).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {}), field).toContain(field);
    }
    // A title of nothing but markup is refused rather than stored empty.
    expect((await call('organizer', 'POST', '/api/events', eventBody({ title: '<script>x</script><b></b>' }))).status).toBe(400);
  });

  it('refuses an in-person event without a location with the contract’s message, and takes a virtual one without', async () => {
    await t.database.db.delete(rateLimits);
    const bare = await call('organizer', 'POST', '/api/events', {
      title: 'Only a title',
      venueType: 'in-person',
      dateStart: at(48),
      dateEnd: at(52),
    });
    expect(bare.status).toBe(400);
    const error = await errorOf(bare);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      description: ['Enter a description'],
      location: [EVENT_MESSAGES.locationRequired],
    });
    const id = await newEvent({ venueType: 'virtual', location: null, onlineUrl: null });
    expect((await detail('organizer', id)).location).toBeNull();
  });

  it('edits an event already under way without touching its start, but refuses moving a start into the past', async () => {
    const startedAt = new Date(now - 2 * HOUR);
    const [row] = await t.database.db
      .insert(events)
      .values({
        title: 'Morning rounds',
        description: '<p>Rounds all morning, started on time.</p>',
        location: 'Town Hall',
        dateStart: startedAt,
        dateEnd: new Date(now + 4 * HOUR),
        createdBy: people.organizer.userId,
      })
      .returning({ id: events.id });
    const id = (row as { id: string }).id;
    const body = (overrides: Record<string, unknown>) =>
      eventBody({ dateStart: startedAt.toISOString(), dateEnd: at(4), activities: [], capacity: null, ...overrides });
    const fixed = await ok<EventDetailView>(
      call('organizer', 'PUT', `/api/events/${id}`, body({ title: 'Morning rounds (room 2)' })),
    );
    expect(fixed.title).toBe('Morning rounds (room 2)');
    expect(fixed.dateStart).toBe(startedAt.toISOString());
    // The form sends the start back to the minute: still the same start.
    const toMinute = new Date(Math.floor(startedAt.getTime() / 60_000) * 60_000).toISOString();
    expect((await call('organizer', 'PUT', `/api/events/${id}`, body({ dateStart: toMinute }))).status).toBe(200);

    const moved = await call('organizer', 'PUT', `/api/events/${id}`, body({ dateStart: at(-3) }));
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).fields).toEqual({ dateStart: [EVENT_MESSAGES.startInFuture] });
    const noPlace = await call('organizer', 'PUT', `/api/events/${id}`, body({ location: '' }));
    expect(noPlace.status).toBe(400);
    expect((await errorOf(noPlace)).fields?.location).toEqual([EVENT_MESSAGES.locationRequired]);
    const endBeforeStart = await call(
      'organizer',
      'PUT',
      `/api/events/${id}`,
      body({ dateEnd: new Date(now - 3 * HOUR).toISOString() }),
    );
    expect((await errorOf(endBeforeStart)).fields?.dateEnd).toEqual([EVENT_MESSAGES.endAfterStart]);
    // Moving a future start to another future time is an ordinary edit.
    expect((await call('organizer', 'PUT', `/api/events/${id}`, body({ dateStart: at(1), dateEnd: at(5) }))).status).toBe(200);
  });

  it('lets only club owners and officers host for their club', async () => {
    expect((await call('other', 'POST', '/api/events', eventBody({ clubId }))).status).toBe(403);
    const id = await newEvent({ clubId }, 'officer');
    expect((await detail('officer', id)).clubId).toBe(clubId);
  });

  it('edits: the permission matrix, and a capacity below the going count is refused', async () => {
    const id = await newEvent();
    const edit = (who: Who, body = eventBody({ title: `Edited by ${who}` })) => call(who, 'PUT', `/api/events/${id}`, body);
    await ok(rsvp('attendee', id));
    expect((await edit('anonymous')).status).toBe(401);
    expect((await edit('attendee')).status).toBe(403);
    expect((await edit('other')).status).toBe(403);
    expect((await ok<EventDetailView>(edit('organizer'))).title).toBe('Edited by organizer');
    expect((await ok<EventDetailView>(edit('admin'))).title).toBe('Edited by admin');
    expect((await ok<EventDetailView>(edit('organizer', eventBody({ activities: [] })))).activities).toEqual([]);
    await ok(rsvp('other', id));
    const below = await errorOf(edit('organizer', eventBody({ capacity: 1 })));
    expect(below.fields?.capacity).toBeDefined();
    // The club's officers organize the club's events.
    const clubEvent = await newEvent({ clubId }, 'admin');
    expect((await call('officer', 'PUT', `/api/events/${clubEvent}`, eventBody({ clubId, title: 'Officer edit' }))).status).toBe(
      200,
    );
    expect((await call('organizer', 'PUT', '/api/events/00000000-0000-4000-8000-000000000000', eventBody())).status).toBe(404);
  });

  it('cancels: organizer and admin only; RSVPs are then refused', async () => {
    const id = await newEvent();
    for (const who of ['anonymous', 'attendee', 'other'] as const) {
      expect((await call(who, 'POST', `/api/events/${id}/cancel`)).status).toBe(who === 'anonymous' ? 401 : 403);
    }
    await ok(call('organizer', 'POST', `/api/events/${id}/cancel`));
    expect((await errorOf(rsvp('attendee', id))).message).toBe(EVENT_MESSAGES.cancelled);
    const other = await newEvent();
    await ok(call('admin', 'POST', `/api/events/${other}/cancel`));
  });

  it('mails everyone going or waitlisted when an event is cancelled, and drops its pending mails', async () => {
    const id = await newEvent({ capacity: 1 });
    const busy = await newEvent({ capacity: 5 });
    await ok(rsvp('m1', id));
    expect(await ok<RsvpView>(rsvp('m2', id))).toMatchObject({ status: 'waitlisted' });
    await ok(rsvp('m3', busy));
    expect(await ok(call('organizer', 'POST', `/api/events/${id}/invitations`, { emails: ['guest@example.org'] }))).toEqual({
      sent: 1,
      skipped: 0,
    });
    const mailsOf = async (eventId: string) =>
      (await t.database.db.select().from(emailQueue)).filter((m) => m.templateData?.eventId === eventId);

    // Refused cancellations queue nothing.
    expect((await call('attendee', 'POST', `/api/events/${id}/cancel`)).status).toBe(403);
    expect((await mailsOf(id)).filter((m) => m.templateId === 'event_cancelled')).toHaveLength(0);

    await ok(call('organizer', 'POST', `/api/events/${id}/cancel`));
    const mails = await mailsOf(id);
    const cancelled = mails.filter((m) => m.templateId === 'event_cancelled');
    expect(cancelled.map((m) => m.userId).sort()).toEqual([people.m1.userId, people.m2.userId].sort());
    expect(cancelled.map((m) => m.toEmail).sort()).toEqual(['m1@example.org', 'm2@example.org']);
    for (const m of cancelled) {
      expect(m).toMatchObject({ status: 'pending', category: 'event_updates', priority: emailPriority('event_cancelled') });
      expect(m.templateData).toMatchObject({ name: expect.any(String), eventId: id, eventTitle: 'Spring Practice Day' });
    }
    // The confirmation and the invitation still waiting to go out are cancelled.
    const earlier = mails.filter((m) => m.templateId !== 'event_cancelled');
    expect(earlier.map((m) => m.templateId).sort()).toEqual(['event_confirmation', 'event_invitation']);
    expect(earlier.every((m) => m.status === 'cancelled')).toBe(true);
    // Nothing for anyone else, nor for the other event's attendees.
    expect((await mailsOf(busy)).filter((m) => m.templateId === 'event_cancelled')).toHaveLength(0);
    expect((await mailsOf(busy)).every((m) => m.status === 'pending')).toBe(true);

    // Cancelling again is refused and queues nothing more.
    expect((await call('organizer', 'POST', `/api/events/${id}/cancel`)).status).toBe(409);
    expect((await mailsOf(id)).filter((m) => m.templateId === 'event_cancelled')).toHaveLength(2);
  });
});

describe('RSVPs, capacity and the waitlist', () => {
  it('fills the places, waitlists the rest, and promotes the first in line when someone cancels', async () => {
    const id = await newEvent({ capacity: 2 });
    expect(await ok<RsvpView>(rsvp('m1', id))).toEqual({ status: 'going', waitlistPosition: null });
    expect(await ok<RsvpView>(rsvp('m2', id))).toEqual({ status: 'going', waitlistPosition: null });
    expect(await ok<RsvpView>(rsvp('m3', id))).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await ok<RsvpView>(rsvp('m4', id))).toEqual({ status: 'waitlisted', waitlistPosition: 2 });
    expect((await detail('m4', id)).viewer.rsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(await detail('anonymous', id)).toMatchObject({ attendeeCount: 2, waitlistCount: 2 });

    const again = await rsvp('m1', id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(EVENT_MESSAGES.alreadyRsvpd);

    const mails = () =>
      t.database.db
        .select()
        .from(emailQueue)
        .where(eq(emailQueue.templateId, 'event_confirmation'))
        .then((rows) => rows.filter((m) => m.templateData?.eventId === id).map((m) => m.userId));
    expect((await mails()).sort()).toEqual([people.m1.userId, people.m2.userId].sort());

    const after = await ok<EventDetailView>(unrsvp('m1', id));
    expect(after).toMatchObject({ attendeeCount: 2, waitlistCount: 1 });
    expect((await detail('m3', id)).viewer.rsvp).toMatchObject({ status: 'going' });
    expect((await detail('m4', id)).viewer.rsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await mails()).toContain(people.m3.userId);
    const [promoted] = await t.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.userId, people.m3.userId)));
    expect(promoted?.promotedAt).not.toBeNull();

    // Leaving the waitlist promotes nobody.
    await ok(unrsvp('m4', id));
    expect(await detail('anonymous', id)).toMatchObject({ attendeeCount: 2, waitlistCount: 0 });
    expect((await errorOf(unrsvp('m4', id))).message).toBe(EVENT_MESSAGES.notRsvpd);
    expect((await rsvp('anonymous', id)).status).toBe(401);
    expect((await unrsvp('anonymous', id)).status).toBe(401);

    const types = (await t.database.db.select().from(analyticsEvents))
      .filter((r) => (r.properties as { event_id?: string }).event_id === id)
      .map((r) => r.type);
    expect(types.filter((x) => x === 'event_rsvp')).toHaveLength(5);
    expect(types.filter((x) => x === 'event_rsvp_cancelled')).toHaveLength(2);
  });

  it('gives the last place to one of two racing RSVPs and waitlists the other', async () => {
    const id = await newEvent({ capacity: 3 });
    await ok(rsvp('m1', id));
    await ok(rsvp('m2', id));
    const results = await Promise.all([rsvp('m3', id), rsvp('m4', id)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const statuses = (await Promise.all(results.map((r) => r.json() as Promise<RsvpView>))).map((r) => r.status).sort();
    expect(statuses).toEqual(['going', 'waitlisted']);
    expect(await detail('anonymous', id)).toMatchObject({ attendeeCount: 3, waitlistCount: 1 });
  });

  it('lets one of two RSVPs of the same person through', async () => {
    const id = await newEvent({ capacity: 5 });
    const results = await Promise.all([rsvp('m1', id), rsvp('m1', id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await detail('anonymous', id)).toMatchObject({ attendeeCount: 1, waitlistCount: 0 });
  });

  it('promotes from the waitlist when the capacity grows, and answers 404 for a deleted event', async () => {
    const id = await newEvent({ capacity: 1 });
    await ok(rsvp('m1', id));
    await ok(rsvp('m2', id));
    await ok(call('organizer', 'PUT', `/api/events/${id}`, eventBody({ capacity: 5 })));
    expect((await detail('m2', id)).viewer.rsvp?.status).toBe('going');
    await t.database.db.delete(events).where(eq(events.id, id));
    expect((await rsvp('m3', id)).status).toBe(404);
    expect((await unrsvp('m1', id)).status).toBe(404);
    expect((await call('organizer', 'POST', `/api/events/${id}/check-in`, { code: 'ABCDEFGHJK' })).status).toBe(404);
  });
});

describe('check-in, invitations and calendars', () => {
  it('checks in by code, for organizers only, once', async () => {
    const id = await newEvent({ capacity: 1 });
    await ok(rsvp('attendee', id));
    await ok(rsvp('m1', id));
    const code = (await detail('attendee', id)).viewer.rsvp?.checkInCode as string;
    const waitlistedCode = (await detail('m1', id)).viewer.rsvp?.checkInCode as string;
    const checkIn = (who: Who, c = code) => call(who, 'POST', `/api/events/${id}/check-in`, { code: c });
    expect((await checkIn('anonymous')).status).toBe(401);
    expect((await checkIn('attendee')).status).toBe(403);
    expect((await checkIn('other')).status).toBe(403);
    expect((await errorOf(checkIn('organizer', waitlistedCode))).message).toBe(EVENT_MESSAGES.waitlistedCode);
    expect((await checkIn('organizer', 'ZZZZZ-ZZZZZ')).status).toBe(404);
    // Typed by hand: lower case, with the dash.
    const done = await ok<{ userId: string }>(checkIn('organizer', `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`));
    expect(done.userId).toBe(people.attendee.userId);
    expect((await errorOf(checkIn('admin'))).message).toBe(EVENT_MESSAGES.alreadyCheckedIn);
    const attendees = await ok<{ items: EventAttendeeView[] }>(call('organizer', 'GET', `/api/events/${id}/attendees`));
    expect(attendees.items.map((a) => [a.status, Boolean(a.checkedInAt)])).toEqual([
      ['going', true],
      ['waitlisted', false],
    ]);
    expect((await call('other', 'GET', `/api/events/${id}/attendees`)).status).toBe(403);
    expect((await call('anonymous', 'GET', `/api/events/${id}/attendees`)).status).toBe(401);
  });

  it('invites by mail, once per address, organizers only', async () => {
    const id = await newEvent();
    const invite = (who: Who, emails: string[]) => call(who, 'POST', `/api/events/${id}/invitations`, { emails });
    expect((await invite('anonymous', ['a@example.org'])).status).toBe(401);
    expect((await invite('attendee', ['a@example.org'])).status).toBe(403);
    expect((await invite('other', ['a@example.org'])).status).toBe(403);
    expect(await ok(invite('organizer', ['a@example.org', 'B@example.org']))).toEqual({ sent: 2, skipped: 0 });
    expect(await ok(invite('admin', ['a@example.org', 'c@example.org']))).toEqual({ sent: 1, skipped: 1 });
    expect((await invite('organizer', ['not-an-address'])).status).toBe(400);
    const mails = (await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'event_invitation'))).filter(
      (m) => m.templateData?.eventId === id,
    );
    expect(mails.map((m) => m.toEmail).sort()).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
  });

  it('serves the event as .ics and a personal feed of what the member joined', async () => {
    const id = await newEvent({ capacity: 10 });
    const ics = await call('anonymous', 'GET', `/api/events/${id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(await ics.text()).toContain('SUMMARY:Spring Practice Day');

    expect((await call('anonymous', 'GET', '/api/events/feed')).status).toBe(401);
    await ok(rsvp('m2', id));
    const feed = await ok<{ url: string; webcalUrl: string }>(call('m2', 'GET', '/api/events/feed'));
    expect(feed.webcalUrl.startsWith('webcal:')).toBe(true);
    const path = new URL(feed.url).pathname;
    const body = await (await t.request(path)).text();
    expect(body).toContain(`event-${id}@`);
    const rotated = await ok<{ url: string }>(call('m2', 'POST', '/api/events/feed/rotate'));
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(new URL(rotated.url).pathname)).status).toBe(200);
    expect((await t.request('/api/events/feed/nonsense.ics')).status).toBe(404);
  });

  it('finds the event of a debate in its schedule', async () => {
    const id = await newEvent();
    const found = await ok<EventDetailView>(call('anonymous', 'GET', `/api/events/for-debate/${debateId}`));
    expect(found.activities.some((a) => a.debateId === debateId)).toBe(true);
    expect(found.id).toBeDefined();
    expect(id).toBeDefined();
    expect((await call('anonymous', 'GET', '/api/events/for-debate/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
