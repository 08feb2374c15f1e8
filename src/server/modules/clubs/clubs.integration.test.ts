// Clubs over HTTP on a real database: the list, one club and its members (read
// part, on fixtures), then creating, editing, joining, approval, roles, logos and
// announcements, each mutation over the permission matrix {anonymous, member,
// officer, owner, other user, admin}, and the races decided in the database.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, notLike, or, sql } from 'drizzle-orm';
import { analyticsEvents, clubMembers, clubs, emailQueue, profiles, rateLimits, users } from '#server/db/schema/index.ts';
import { createEmailWorker } from '#server/email/email-worker.ts';
import { createSmtpTransport } from '#server/email/mail-transport.ts';
import { ApiErrorSchema } from '#shared/api-error.ts';
import {
  CLUB_MESSAGES,
  type ClubAnnouncementView,
  type ClubDetailView,
  type ClubMemberView,
  type ClubView,
  type MyClubView,
} from '#shared/clubs/contract.ts';
import { makePng } from '#tests/images.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { createTestApp, jsonPost, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

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
      {
        name: 'Harbour Debaters',
        location: 'Hull',
        meetingFrequency: 'weekly',
        memberCount: 3,
        createdAt: new Date(now - 3 * DAY),
      },
      { name: 'Quiet Society', description: 'Invitation only', isPublic: false, createdAt: new Date(now - 2 * DAY) },
      {
        name: 'Almond Forum',
        description: 'Meets at the harbour',
        location: 'Online',
        memberCount: 1,
        createdAt: new Date(now - DAY),
      },
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

const NAMES = ['owner', 'officer', 'member', 'other', 'admin', 'requester'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;

beforeAll(async () => {
  for (const who of NAMES) {
    const email = `${who}@clubs.example.org`;
    people[who] = { ...(await signUp(t, email, 'Passw0rdOk', `${who} Person`)), email };
  }
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
}, 60_000);

afterAll(async () => {
  await t.close();
});

function call(who: Who, method: string, path: string, body?: unknown, raw?: BodyInit) {
  const init: RequestInit =
    body === undefined
      ? {
          method,
          headers: { origin: TEST_BASE_URL, ...(raw !== undefined && { 'content-type': 'image/png' }) },
          ...(raw !== undefined && { body: raw }),
        }
      : { ...jsonPost(body), method };
  if (who !== 'anonymous') (init.headers as Record<string, string>).cookie = people[who].cookie;
  return t.request(path, init);
}

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(status);
  return (r.status === 204 ? undefined : await r.json()) as T;
}

async function errorOf(res: Response | Promise<Response>, status: number) {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(status);
  return ApiErrorSchema.parse(await r.json()).error;
}

const names = async (query = '') => {
  const res = await t.request(`/api/clubs${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { name: string; memberCount: number }[]; total: number };
  return body.items.map((c) => c.name);
};

describe('GET /api/clubs', () => {
  it('lists every club, open and by approval, newest first, with member counts', async () => {
    const res = await t.request('/api/clubs');
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(
      body.items.map((c: { name: string; memberCount: number; isPublic: boolean }) => [c.name, c.memberCount, c.isPublic]),
    ).toEqual([
      ['Almond Forum', 1, true],
      ['Quiet Society', 0, false],
      ['Harbour Debaters', 3, true],
    ]);
  });

  it('sorts by members and by name', async () => {
    expect(await names('?sort=popular')).toEqual(['Harbour Debaters', 'Almond Forum', 'Quiet Society']);
    expect(await names('?sort=alphabetical')).toEqual(['Almond Forum', 'Harbour Debaters', 'Quiet Society']);
    expect(await names('?sort=oldest')).toEqual(['Harbour Debaters', 'Quiet Society', 'Almond Forum']);
  });

  it('searches names, descriptions and places', async () => {
    expect(await names('?q=harbour&sort=alphabetical')).toEqual(['Almond Forum', 'Harbour Debaters']);
    expect(await names('?q=hull')).toEqual(['Harbour Debaters']);
    expect(await names('?q=invitation')).toEqual(['Quiet Society']);
    expect(await names('?q=100%25')).toEqual([]);
  });

  it('matches whole words only for a search under three letters (ADR 0027)', async () => {
    expect(await names('?q=at')).toEqual(['Almond Forum']);
    expect(await names('?q=hu')).toEqual([]);
    expect(await names('?q=hul')).toEqual(['Harbour Debaters']);
  });

  it('refuses a search longer than 100 characters with a clear message', async () => {
    const res = await t.request(`/api/clubs?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    const { error } = ApiErrorSchema.parse(await res.json());
    expect(error.fields?.q).toEqual(['Search query too long']);
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

describe('a club that approves its members', () => {
  it('is found by id like any other, so people can ask to join', async () => {
    const [club] = await t.database.db
      .insert(clubs)
      .values({ name: 'Secret Society', description: 'Members only.', isPublic: false })
      .returning({ id: clubs.id });
    expect(await ok(call('anonymous', 'GET', `/api/clubs/${club?.id}`))).toMatchObject({
      isPublic: false,
      membership: null,
      canManage: false,
    });
    expect((await t.request(`/api/clubs/${club?.id}/members`)).status).toBe(200);
  });
});

// ---------------------------------------------------------------- mutations

const CLUB = {
  name: 'Riverside Debating Society',
  description: '<p>We meet by the river.</p>',
  location: 'Riverside Library',
  meetingFrequency: 'weekly',
  isPublic: true,
};

async function createClub(fields: Record<string, unknown> = {}): Promise<string> {
  await t.database.db.delete(rateLimits);
  return (await ok<ClubDetailView>(call('owner', 'POST', '/api/clubs', { ...CLUB, ...fields }), 201)).id;
}

/** A club with an owner, an officer and a member; with `pending`, the requester has asked to join. */
async function staffedClub({ pending = false } = {}): Promise<string> {
  const id = await createClub({ isPublic: !pending });
  if (pending) await ok(call('owner', 'PATCH', `/api/clubs/${id}`, { isPublic: true }));
  await ok(call('officer', 'POST', `/api/clubs/${id}/join`));
  await ok(call('member', 'POST', `/api/clubs/${id}/join`));
  await ok(call('owner', 'PATCH', `/api/clubs/${id}/members/${people.officer.userId}`, { role: 'officer' }));
  if (pending) {
    await ok(call('owner', 'PATCH', `/api/clubs/${id}`, { isPublic: false }));
    await ok(call('requester', 'POST', `/api/clubs/${id}/join`));
  }
  return id;
}

const memberCountOf = async (id: string) =>
  (await t.database.db.select({ n: clubs.memberCount }).from(clubs).where(eq(clubs.id, id)))[0]?.n;

const mailsTo = (who: Person, templateId: string) =>
  t.database.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.toEmail, people[who].email), eq(emailQueue.templateId, templateId)));

const eventsOf = async (type: string, clubId: string) =>
  (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, type))).filter(
    (e) => e.properties.club_id === clubId,
  );

const PNG = new Uint8Array(makePng());

describe('creating a club', () => {
  it('makes the creator its owner, counts them, sanitizes the description and records club_created', async () => {
    await t.database.db.delete(rateLimits);
    const club = await ok<ClubDetailView>(
      call('owner', 'POST', '/api/clubs', {
        ...CLUB,
        description: '<p>Hello <strong>all</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
      201,
    );
    expect(club).toMatchObject({
      name: CLUB.name,
      description: '<p>Hello <strong>all</strong></p>',
      memberCount: 1,
      membership: { role: 'owner', status: 'active' },
      canManage: true,
      canChangeRoles: true,
      logoUrl: null,
    });
    expect(await eventsOf('club_created', club.id)).toHaveLength(1);
  });

  it('records no club_created for a visitor who refused statistics (DNT, Global Privacy Control, the Settings switch)', async () => {
    for (const [header, value] of [
      ['dnt', '1'],
      ['sec-gpc', '1'],
      ['x-sdc-no-analytics', '1'],
    ] as const) {
      await t.database.db.delete(rateLimits);
      const init = jsonPost({ ...CLUB, name: `Quiet club ${header}` });
      const club = await ok<ClubDetailView>(
        t.request('/api/clubs', { ...init, headers: { ...init.headers, cookie: people.owner.cookie, [header]: value } }),
        201,
      );
      expect(await eventsOf('club_created', club.id), header).toHaveLength(0);
    }
  });

  it('refuses anonymous visitors, missing, oversized and script-laden fields with field errors', async () => {
    expect((await errorOf(call('anonymous', 'POST', '/api/clubs', CLUB), 401)).code).toBe('UNAUTHENTICATED');
    const missing = await errorOf(call('owner', 'POST', '/api/clubs', {}), 400);
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['isPublic', 'location', 'meetingFrequency', 'name']);
    const bad = await errorOf(
      call('owner', 'POST', '/api/clubs', {
        ...CLUB,
        name: '<script>alert(1)</script>',
        location: 'x'.repeat(101),
        description: 'y'.repeat(2001),
        meetingFrequency: 'daily',
      }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.fields?.name).toEqual(['Use plain text: angle brackets are not allowed']);
    expect(bad.fields?.location).toEqual(['Location must be at most 100 characters']);
    expect(bad.fields?.description).toEqual(['Description must be at most 2000 characters']);
    expect(bad.fields?.meetingFrequency).toEqual(['Choose weekly or monthly']);
    const onlyScript = await errorOf(call('owner', 'POST', '/api/clubs', { ...CLUB, description: '<script>x</script>' }), 400);
    expect(Object.keys(onlyScript.fields ?? {})).toEqual(['description']);
    const malformed = await t.request('/api/clubs', {
      ...jsonPost({}),
      body: '{',
      headers: { ...jsonPost({}).headers, cookie: people.owner.cookie },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('joining an open club', () => {
  it('adds the member at once, counts them, mails club_welcome and records club_joined; twice is a 409', async () => {
    const id = await createClub();
    const joined = await ok<ClubDetailView>(call('other', 'POST', `/api/clubs/${id}/join`));
    expect(joined).toMatchObject({ memberCount: 2, membership: { role: 'member', status: 'active' }, canManage: false });
    const welcome = (await mailsTo('other', 'club_welcome')).filter((m) => (m.templateData as { clubId?: string }).clubId === id);
    expect(welcome).toHaveLength(1);
    expect(await eventsOf('club_joined', id)).toHaveLength(1);
    const twice = await errorOf(call('other', 'POST', `/api/clubs/${id}/join`), 409);
    expect(twice).toMatchObject({ code: 'CONFLICT', message: 'You are already a member of this club' });
    expect(await memberCountOf(id)).toBe(2);
  });

  it('keeps member_count right when joins race, and lets only one of the same person’s joins in', async () => {
    const id = await createClub();
    const results = await Promise.all(
      NAMES.filter((n) => n !== 'owner').map((who) => call(who, 'POST', `/api/clubs/${id}/join`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const same = await Promise.all([1, 2, 3, 4].map(() => call('requester', 'POST', `/api/clubs/${id}/leave`)));
    expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const again = await Promise.all([1, 2, 3, 4].map(() => call('requester', 'POST', `/api/clubs/${id}/join`)));
    expect(again.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const [active] = await t.database.db
      .select({ n: clubMembers.userId })
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, id), eq(clubMembers.status, 'active')));
    expect(active).toBeDefined();
    const members = await ok<{ items: ClubMemberView[] }>(call('anonymous', 'GET', `/api/clubs/${id}/members`));
    expect(await memberCountOf(id)).toBe(members.items.length);
    expect(members.items.length).toBe(6);
  });
});

describe('joining a club that approves its members', () => {
  it('takes a request, shows it to managers only, and an approval lets the person in with a welcome mail', async () => {
    const id = await createClub({ isPublic: false });
    const asked = await ok<ClubDetailView>(call('other', 'POST', `/api/clubs/${id}/join`));
    expect(asked).toMatchObject({ memberCount: 1, membership: { role: 'member', status: 'pending' } });
    expect(await eventsOf('club_join_requested', id)).toHaveLength(1);
    expect((await errorOf(call('other', 'POST', `/api/clubs/${id}/join`), 409)).message).toBe(
      'You have already asked to join this club',
    );
    const members = await ok<{ items: ClubMemberView[] }>(call('anonymous', 'GET', `/api/clubs/${id}/members`));
    expect(members.items.map((m) => m.userId)).toEqual([people.owner.userId]);
    const requests = await ok<{ items: ClubMemberView[] }>(call('owner', 'GET', `/api/clubs/${id}/requests`));
    expect(requests.items.map((m) => [m.userId, m.status])).toEqual([[people.other.userId, 'pending']]);

    const before = (await mailsTo('other', 'club_welcome')).length;
    await ok(call('owner', 'POST', `/api/clubs/${id}/members/${people.other.userId}/approve`));
    expect(await memberCountOf(id)).toBe(2);
    expect((await mailsTo('other', 'club_welcome')).length).toBe(before + 1);
    expect(await eventsOf('club_joined', id)).toHaveLength(1);
    expect((await errorOf(call('owner', 'POST', `/api/clubs/${id}/members/${people.other.userId}/approve`), 409)).message).toBe(
      'This member has already been approved',
    );
    expect((await errorOf(call('owner', 'POST', `/api/clubs/${id}/members/${people.member.userId}/approve`), 404)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lets a person withdraw a request without touching the count', async () => {
    const id = await createClub({ isPublic: false });
    await ok(call('other', 'POST', `/api/clubs/${id}/join`));
    await ok(call('other', 'POST', `/api/clubs/${id}/leave`));
    expect(await memberCountOf(id)).toBe(1);
    expect(await eventsOf('club_left', id)).toHaveLength(0);
  });
});

describe('telling the organizers about a request to join', () => {
  const requestMails = (who: Person) => mailsTo(who, 'club_join_request');
  const liveRequestMails = async (who: Person) =>
    (await requestMails(who)).filter((m) => m.status === 'pending' || m.status === 'sending' || m.status === 'sent');

  it('mails every active owner and officer, nobody else, and shows managers the count', async () => {
    const before = {
      owner: (await requestMails('owner')).length,
      officer: (await requestMails('officer')).length,
      member: (await requestMails('member')).length,
    };
    const id = await staffedClub({ pending: true });
    const toOwner = (await requestMails('owner')).filter((m) => m.referenceKey?.startsWith(`club:${id}:`));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      status: 'pending',
      userId: people.owner.userId,
      templateData: { name: 'owner Person', requesterName: 'requester Person', clubId: id },
    });
    expect((await requestMails('officer')).length).toBe(before.officer + 1);
    expect((await requestMails('member')).length).toBe(before.member);
    expect((await requestMails('owner')).length).toBe(before.owner + 1);
    expect(await requestMails('requester')).toHaveLength(0);

    // The count of open requests, for those who approve them only.
    expect((await ok<ClubDetailView>(call('owner', 'GET', `/api/clubs/${id}`))).pendingRequestCount).toBe(1);
    expect((await ok<ClubDetailView>(call('officer', 'GET', `/api/clubs/${id}`))).pendingRequestCount).toBe(1);
    expect((await ok<ClubDetailView>(call('admin', 'GET', `/api/clubs/${id}`))).pendingRequestCount).toBe(1);
    expect((await ok<ClubDetailView>(call('member', 'GET', `/api/clubs/${id}`))).pendingRequestCount).toBeNull();
    expect((await ok<ClubDetailView>(call('anonymous', 'GET', `/api/clubs/${id}`))).pendingRequestCount).toBeNull();
    const mine = async (who: Person) =>
      (await ok<{ items: MyClubView[] }>(call(who, 'GET', '/api/me/clubs'))).items.find((c) => c.id === id)?.pendingRequestCount;
    expect(await mine('owner')).toBe(1);
    expect(await mine('officer')).toBe(1);
    expect(await mine('member')).toBeNull();
    expect(await mine('requester')).toBeNull();

    // Answered: the count goes down, and notices not yet sent are dropped.
    await ok(call('officer', 'POST', `/api/clubs/${id}/members/${people.requester.userId}/approve`));
    expect(await mine('owner')).toBe(0);
    const after = (await requestMails('owner')).filter((m) => m.referenceKey?.startsWith(`club:${id}:`));
    expect(after.map((m) => m.status)).toEqual(['cancelled']);
  });

  it('does not mail the organizers twice when the same person asks again', async () => {
    const id = await staffedClub({ pending: true });
    const ofClub = async (who: Person) => (await liveRequestMails(who)).filter((m) => m.referenceKey?.startsWith(`club:${id}:`));
    expect(await ofClub('owner')).toHaveLength(1);
    // Delivered, then the request is withdrawn and made again: no second mail.
    await t.database.db
      .update(emailQueue)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailQueue.toEmail, people.owner.email));
    await ok(call('requester', 'POST', `/api/clubs/${id}/leave`));
    await ok(call('requester', 'POST', `/api/clubs/${id}/join`));
    expect(await ofClub('owner')).toHaveLength(1);
    expect((await ofClub('owner'))[0]?.status).toBe('sent');
    // The officer's was still waiting when the request was withdrawn: dropped, then queued once for the new request.
    const officers = (await requestMails('officer')).filter((m) => m.referenceKey?.startsWith(`club:${id}:`));
    expect(officers.map((m) => m.status).sort()).toEqual(['cancelled', 'pending']);
    await ok(call('requester', 'POST', `/api/clubs/${id}/leave`));
    await ok(call('requester', 'POST', `/api/clubs/${id}/join`));
    expect(await ofClub('officer')).toHaveLength(1);
    expect(await ofClub('owner')).toHaveLength(1);
  });

  it('respects an organizer who turned "Event and club updates" off', async () => {
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    const worker = createEmailWorker({
      database: t.database,
      transport,
      context: { siteUrl: t.config.baseUrl, secret: t.config.authSecret },
      from: 'SDC <no-reply@localhost>',
      log: pino({ level: 'silent' }),
      intervalMs: 60_000,
    });
    try {
      await ok(call('officer', 'PUT', '/api/me/email-preferences', { eventUpdates: false }));
      const id = await staffedClub({ pending: true });
      // Only this request's mails go out: the worker would otherwise deliver every other test's mail first.
      await t.database.db
        .update(emailQueue)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(emailQueue.status, 'pending'),
            or(isNull(emailQueue.referenceKey), notLike(emailQueue.referenceKey, `club:${id}:join-request:%`)),
          ),
        );
      await worker.runOnce();
      const statusOf = async (who: Person) =>
        (await requestMails(who)).find((m) => m.referenceKey?.startsWith(`club:${id}:`))?.status;
      expect(await statusOf('officer')).toBe('suppressed');
      expect(await statusOf('owner')).toBe('sent');
      const delivered = sink.received.filter((m) => m.parsed.subject === `requester Person asked to join ${CLUB.name}`);
      const recipients = delivered.flatMap((m) => [m.parsed.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address)));
      expect(recipients).toEqual([people.owner.email]);
      expect(delivered[0]?.parsed.text).toContain(`/clubs/${id}#join-requests`);
    } finally {
      await ok(call('officer', 'PUT', '/api/me/email-preferences', { eventUpdates: true }));
      await worker.stop();
      // The pooled connection closed first: the sink waits for its clients to leave.
      transport.close();
      await sink.close();
    }
  }, 60_000);
});

describe('leaving and owners', () => {
  it('keeps the only owner until someone else owns the club', async () => {
    const id = await staffedClub();
    const stuck = await errorOf(call('owner', 'POST', `/api/clubs/${id}/leave`), 409);
    expect(stuck.message).toBe('A club needs an owner: make someone else an owner before you leave');
    expect(
      (await errorOf(call('owner', 'PATCH', `/api/clubs/${id}/members/${people.owner.userId}`, { role: 'member' }), 409)).message,
    ).toBe('A club needs an owner: make someone else an owner first');
    await ok(call('owner', 'PATCH', `/api/clubs/${id}/members/${people.officer.userId}`, { role: 'owner' }));
    await ok(call('owner', 'POST', `/api/clubs/${id}/leave`));
    expect(await memberCountOf(id)).toBe(2);
    expect(await eventsOf('club_left', id)).toHaveLength(1);
    expect((await errorOf(call('owner', 'POST', `/api/clubs/${id}/leave`), 409)).message).toBe(
      'You are not a member of this club',
    );
  });

  it('lists the signed-in member’s clubs with their role, and refuses anonymous visitors', async () => {
    const id = await staffedClub({ pending: true });
    const mine = await ok<{ items: MyClubView[] }>(call('officer', 'GET', '/api/me/clubs'));
    expect(mine.items.find((c) => c.id === id)?.membership).toEqual({ role: 'officer', status: 'active' });
    const requested = await ok<{ items: MyClubView[] }>(call('requester', 'GET', '/api/me/clubs'));
    expect(requested.items.find((c) => c.id === id)?.membership).toEqual({ role: 'member', status: 'pending' });
    expect((await call('anonymous', 'GET', '/api/me/clubs')).status).toBe(401);
  });
});

describe('announcements', () => {
  it('mails every other active member at the announcement’s priority, plain text only', async () => {
    const id = await staffedClub({ pending: true });
    for (const [priority, expected] of [
      ['urgent', 10],
      ['high', 8],
      ['normal', 5],
    ] as const) {
      await t.database.db.delete(rateLimits);
      const sent = await ok<ClubAnnouncementView>(
        call('officer', 'POST', `/api/clubs/${id}/announcements`, {
          title: `Meeting moved (${priority})`,
          content: 'We meet on <b>Thursday</b> instead.<script>alert(1)</script>',
          priority,
        }),
        201,
      );
      expect(sent).toMatchObject({ priority, recipients: 2, content: 'We meet on Thursday instead.' });
      const rows = (await t.database.db.select().from(emailQueue).where(eq(emailQueue.templateId, 'club_announcement'))).filter(
        (m) => m.referenceKey?.includes(sent.id),
      );
      expect(rows.map((r) => r.toEmail).sort()).toEqual([people.member.email, people.owner.email]);
      expect(new Set(rows.map((r) => r.priority))).toEqual(new Set([expected]));
    }
    expect(await eventsOf('club_announcement_sent', id)).toHaveLength(3);
    const listed = await ok<{ items: ClubAnnouncementView[] }>(call('member', 'GET', `/api/clubs/${id}/announcements`));
    expect(listed.items).toHaveLength(3);
    expect((await call('requester', 'GET', `/api/clubs/${id}/announcements`)).status).toBe(403);
    const scripted = await errorOf(
      call('owner', 'POST', `/api/clubs/${id}/announcements`, { title: '<img src=x>', content: 'x'.repeat(5001) }),
      400,
    );
    expect(Object.keys(scripted.fields ?? {}).sort()).toEqual(['content', 'title']);
  });
});

describe('logos', () => {
  it('stores an image read from its bytes and serves it; refuses SVG and oversized files', async () => {
    const id = await createClub();
    const club = await ok<ClubDetailView>(call('owner', 'PUT', `/api/clubs/${id}/logo`, undefined, PNG));
    expect(club.logoUrl).toMatch(new RegExp(`^/api/clubs/${id}/logo\\?v=\\d+$`));
    const served = await t.request(club.logoUrl as string);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // The list writes the club as its own page does, logo address included, for a time with microseconds too.
    await t.database.db.execute(
      sql`update club_logos set updated_at = updated_at + interval '0.000987 seconds' where club_id = ${id}`,
    );
    const clubsPage = await ok<{ items: ClubView[] }>(call('anonymous', 'GET', '/api/clubs?limit=100'));
    const {
      membership: _,
      canManage: __,
      canChangeRoles: ___,
      pendingRequestCount: ____,
      ...listed
    } = await ok<ClubDetailView>(call('anonymous', 'GET', `/api/clubs/${id}`));
    expect(clubsPage.items.find((item) => item.id === id)).toStrictEqual(listed);
    expect(listed.logoUrl).toMatch(/\?v=\d+$/);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await errorOf(call('owner', 'PUT', `/api/clubs/${id}/logo`, undefined, svg), 415)).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const big = new Uint8Array(1000 * 1024 + 1);
    big.set(PNG);
    expect([413]).toContain((await call('owner', 'PUT', `/api/clubs/${id}/logo`, undefined, big)).status);
    const put = (bytes: Uint8Array, type: string) =>
      t.request(`/api/clubs/${id}/logo`, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { origin: TEST_BASE_URL, cookie: people.owner.cookie, 'content-type': type },
      });
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await errorOf(put(PNG, 'image/gif'), 415)).fields).toEqual({ logo: [CLUB_MESSAGES.logoTypeMismatch] });
    expect((await errorOf(put(new Uint8Array([...PNG, ...page]), 'image/png'), 400)).fields).toEqual({
      logo: [CLUB_MESSAGES.logoUnreadable],
    });
    expect((await errorOf(put(new Uint8Array(makePng(5000, 10)), 'image/png'), 400)).fields).toEqual({
      logo: [CLUB_MESSAGES.logoTooManyPixels],
    });
    const removed = await ok<ClubDetailView>(call('owner', 'DELETE', `/api/clubs/${id}/logo`));
    expect(removed.logoUrl).toBeNull();
    expect((await t.request(`/api/clubs/${id}/logo`)).status).toBe(404);
  });
});

// ---------------------------------------------------------------- the permission matrix

type Matrix = Record<Who, number>;
const MANAGERS: Matrix = { anonymous: 401, member: 403, officer: 200, owner: 200, other: 403, admin: 200, requester: 403 };
const OWNERS: Matrix = { anonymous: 401, member: 403, officer: 403, owner: 200, other: 403, admin: 200, requester: 403 };
const WHO: Who[] = ['anonymous', 'member', 'officer', 'owner', 'other', 'admin'];

const MUTATIONS: { name: string; pending?: boolean; expected: Matrix; run(who: Who, id: string): Promise<Response> }[] = [
  {
    name: 'edit the club',
    expected: MANAGERS,
    run: (who, id) => call(who, 'PATCH', `/api/clubs/${id}`, { name: 'Renamed Society', description: '<p>New</p>' }),
  },
  { name: 'upload a logo', expected: MANAGERS, run: (who, id) => call(who, 'PUT', `/api/clubs/${id}/logo`, undefined, PNG) },
  { name: 'remove the logo', expected: MANAGERS, run: (who, id) => call(who, 'DELETE', `/api/clubs/${id}/logo`) },
  {
    name: 'send an announcement',
    expected: { ...MANAGERS, officer: 201, owner: 201, admin: 201 },
    run: (who, id) => call(who, 'POST', `/api/clubs/${id}/announcements`, { title: 'Hello all', content: 'See you on Monday.' }),
  },
  {
    name: 'see join requests',
    pending: true,
    expected: MANAGERS,
    run: (who, id) => call(who, 'GET', `/api/clubs/${id}/requests`),
  },
  {
    name: 'approve a request',
    pending: true,
    expected: MANAGERS,
    run: (who, id) => call(who, 'POST', `/api/clubs/${id}/members/${people.requester.userId}/approve`),
  },
  {
    name: 'decline a request',
    pending: true,
    expected: { ...MANAGERS, officer: 204, owner: 204, admin: 204 },
    run: (who, id) => call(who, 'DELETE', `/api/clubs/${id}/members/${people.requester.userId}`),
  },
  {
    name: 'promote a member to officer',
    expected: OWNERS,
    run: (who, id) => call(who, 'PATCH', `/api/clubs/${id}/members/${people.member.userId}`, { role: 'officer' }),
  },
  {
    name: 'demote an officer',
    expected: OWNERS,
    run: (who, id) => call(who, 'PATCH', `/api/clubs/${id}/members/${people.officer.userId}`, { role: 'member' }),
  },
  {
    name: 'remove a member',
    expected: { ...OWNERS, owner: 204, admin: 204 },
    run: (who, id) => call(who, 'DELETE', `/api/clubs/${id}/members/${people.member.userId}`),
  },
  {
    name: 'join',
    expected: { anonymous: 401, member: 409, officer: 409, owner: 409, other: 200, admin: 200, requester: 200 },
    run: (who, id) => call(who, 'POST', `/api/clubs/${id}/join`),
  },
  {
    name: 'leave',
    expected: { anonymous: 401, member: 200, officer: 200, owner: 409, other: 409, admin: 409, requester: 409 },
    run: (who, id) => call(who, 'POST', `/api/clubs/${id}/leave`),
  },
];

describe.each(MUTATIONS)('who may $name', ({ pending, expected, run }) => {
  it.each(WHO)('%s', async (who) => {
    const id = await staffedClub({ pending });
    const countBefore = await memberCountOf(id);
    const res = await run(who, id);
    const status = expected[who];
    expect(res.status, await res.clone().text()).toBe(status);
    if (status >= 400) {
      const { error } = ApiErrorSchema.parse(await res.json());
      expect(error.message.length).toBeGreaterThan(0);
      expect(await memberCountOf(id)).toBe(countBefore);
    }
    const members = await ok<{ items: ClubMemberView[] }>(call('anonymous', 'GET', `/api/clubs/${id}/members`));
    expect(await memberCountOf(id)).toBe(members.items.length);
  });
});
