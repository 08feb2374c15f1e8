// Debates over HTTP on a real database: the list (filters, search, sort,
// pagination), detail, creating, editing and cancelling with their permission
// matrix, joining in a role (races for the last place included), My Debates,
// the calendar file, and the live room's timer: chair only, stale versions
// refused, states only forward, nothing lost across a restart.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debateParticipants, debates, emailQueue, rateLimits, topics, users } from '#server/db/schema/index.ts';
import { ApiErrorSchema } from '#shared/api-error.ts';
import type { DebateDetailView, DebateSummaryView, DebateTimerEventPayload } from '#shared/debates/contract.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { createTestApp, requestAs, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
type Who = 'anonymous' | 'creator' | 'other' | 'third' | 'admin';
const people: Record<Exclude<Who, 'anonymous'>, { cookie: string; userId: string }> = {} as never;
const DAY = 24 * 60 * 60 * 1000;
const MIN = 60 * 1000;
let topicId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['creator', 'other', 'third', 'admin'] as const) {
    people[who] = await signUp(t, `${who}@example.org`, 'Passw0rdOk', `${who[0]?.toUpperCase()}${who.slice(1)} Person`);
  }
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  const [topic] = await t.database.db
    .insert(topics)
    .values({ title: 'Transit', category: 'transport' })
    .returning({ id: topics.id });
  topicId = (topic as { id: string }).id;
});

afterAll(async () => {
  await t.close();
});

function call(who: Who, method: string, path: string, body?: unknown) {
  return requestAs(t, who === 'anonymous' ? undefined : people[who].cookie, method, path, body);
}

async function errorOf(res: Response) {
  return ApiErrorSchema.parse(await res.json()).error;
}

const validDebate = (overrides: Record<string, unknown> = {}) => ({
  title: 'Free public transit',
  description: '<p>Should cities make <b>buses</b> free?</p><script>alert(1)</script>',
  topic: 'This house would make public transit free',
  format: 'oxford',
  debateType: 'practice',
  startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
  timeZone: 'Europe/Berlin',
  venueType: 'hybrid',
  location: 'City Library, Room 2',
  onlineUrl: 'https://meet.example.org/transit',
  maxParticipants: 4,
  ...overrides,
});

async function create(who: Who = 'creator', overrides: Record<string, unknown> = {}): Promise<string> {
  // These tests create many debates; the creation limit has a test of its own.
  await t.database.db.delete(rateLimits);
  const res = await call(who, 'POST', '/api/debates', validDebate(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function detail(id: string, who: Who = 'anonymous'): Promise<DebateDetailView> {
  const res = await call(who, 'GET', `/api/debates/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DebateDetailView;
}

describe('creating a debate', () => {
  it('creates it for a signed-in user, sanitizing the description', async () => {
    const id = await create();
    const debate = await detail(id, 'creator');
    expect(debate).toMatchObject({
      title: 'Free public transit',
      format: 'oxford',
      status: 'scheduled',
      timeZone: 'Europe/Berlin',
      venueType: 'hybrid',
      participantCount: 0,
      viewer: { userId: people.creator.userId, role: null, canEdit: true, canRunTimer: true },
    });
    expect(debate.description).toBe('<p>Should cities make <b>buses</b> free?</p>');
  });

  it.each([
    ['a past date', { startsAt: new Date(Date.now() - MIN).toISOString() }, 'startsAt', DEBATE_MESSAGES.dateInFuture],
    ['a short title', { title: 'Tax' }, 'title', 'Title must be at least 5 characters'],
    ['a short description', { description: 'Too short' }, 'description', undefined],
    ['a short motion', { topic: 'Tax' }, 'topic', 'Motion must be at least 5 characters'],
    ['an unknown format', { format: 'chess' }, 'format', undefined],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
    ['a short location', { location: 'X' }, 'location', undefined],
    ['eleven speakers', { maxParticipants: 11 }, 'maxParticipants', 'At most 10 speakers'],
    [
      'more speakers than the format has',
      { format: 'lincoln-douglas', maxParticipants: 4 },
      'maxParticipants',
      'Lincoln-Douglas runs with 2 speakers.',
    ],
    [
      'a count Oxford cannot run',
      { format: 'oxford', maxParticipants: 3 },
      'maxParticipants',
      'Oxford runs with 2 or 4 speakers.',
    ],
    [
      'a count BP cannot run',
      { format: 'parliamentary', maxParticipants: 6 },
      'maxParticipants',
      'British Parliamentary runs with 4 or 8 speakers.',
    ],
    ['half a Policy debate', { format: 'policy', maxParticipants: 2 }, 'maxParticipants', 'Policy runs with 4 speakers.'],
    ['an http online link', { onlineUrl: 'http://meet.example.org' }, 'onlineUrl', undefined],
    ['an unknown topic', { topicId: '00000000-0000-4000-8000-000000000000' }, 'topicId', undefined],
    ['an unknown field', { status: 'live' }, '_', undefined],
  ])('refuses %s with 400 and the field named', async (_name, overrides, field, message) => {
    const res = await call('creator', 'POST', '/api/debates', validDebate(overrides));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.[field]).toBeDefined();
    if (message) expect(error.fields?.[field]).toContain(message);
  });

  it('needs a session', async () => {
    expect((await call('anonymous', 'POST', '/api/debates', validDebate())).status).toBe(401);
  });

  it('limits how many debates one user creates in an hour', async () => {
    await t.database.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call('third', 'POST', '/api/debates', validDebate())).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('editing and cancelling: who may', () => {
  it.each([
    ['anonymous', 401],
    ['other', 403],
    ['creator', 200],
    ['admin', 200],
  ] as const)('PATCH by %s → %i', async (who, status) => {
    const id = await create();
    const res = await call(who, 'PATCH', `/api/debates/${id}`, { title: 'A better title' });
    expect(res.status).toBe(status);
    expect((await detail(id)).title).toBe(status === 200 ? 'A better title' : 'Free public transit');
  });

  it.each([
    ['anonymous', 401],
    ['other', 403],
    ['creator', 200],
    ['admin', 200],
  ] as const)('cancel by %s → %i', async (who, status) => {
    const id = await create();
    expect((await call(who, 'POST', `/api/debates/${id}/cancel`)).status).toBe(status);
    expect((await detail(id)).status).toBe(status === 200 ? 'cancelled' : 'scheduled');
  });

  it('moves only forward: a cancelled debate cannot be edited, cancelled again or joined', async () => {
    const id = await create();
    await call('creator', 'POST', `/api/debates/${id}/cancel`);
    expect((await call('creator', 'PATCH', `/api/debates/${id}`, { title: 'Back again' })).status).toBe(409);
    expect((await call('creator', 'POST', `/api/debates/${id}/cancel`)).status).toBe(409);
    const join = await call('other', 'POST', `/api/debates/${id}/join`, { role: 'audience' });
    expect(join.status).toBe(409);
    expect((await errorOf(join)).message).toBe(DEBATE_MESSAGES.cancelled);
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(409);
  });

  it('moves the reminders when the start moves', async () => {
    const id = await create();
    await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' });
    const later = new Date(Date.now() + 5 * DAY);
    expect((await call('creator', 'PATCH', `/api/debates/${id}`, { startsAt: later.toISOString() })).status).toBe(200);
    const pending = await t.database.db
      .select({ sendAfter: emailQueue.sendAfter, templateId: emailQueue.templateId })
      .from(emailQueue)
      .where(
        and(
          eq(emailQueue.userId, people.other.userId),
          eq(emailQueue.status, 'pending'),
          eq(emailQueue.templateId, 'debate_reminder_1h'),
        ),
      );
    expect(pending.map((row) => row.sendAfter.getTime())).toContain(later.getTime() - 60 * MIN);
  });
});

describe('joining in a role', () => {
  it('joins a position, queues the confirmation with the role and both reminders, and leaves again', async () => {
    const id = await create();
    const res = await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' });
    expect(res.status).toBe(200);
    const debate = (await res.json()) as DebateDetailView;
    expect(debate).toMatchObject({ participantCount: 1, speakerCount: 1, viewer: { role: 'prop-1' } });
    expect(debate.participants).toEqual([expect.objectContaining({ userId: people.other.userId, role: 'prop-1' })]);
    const mails = await t.database.db
      .select({ templateId: emailQueue.templateId, status: emailQueue.status, data: emailQueue.templateData })
      .from(emailQueue)
      .where(eq(emailQueue.userId, people.other.userId));
    const forThis = mails.filter((m) => (m.data as { debateId?: string }).debateId === id);
    expect(forThis.map((m) => m.templateId).sort()).toEqual(['debate_confirmation', 'debate_reminder_1h', 'debate_reminder_24h']);
    expect(forThis.find((m) => m.templateId === 'debate_confirmation')?.data).toMatchObject({
      userRole: expect.stringContaining('Proposition'),
    });

    expect((await call('other', 'POST', `/api/debates/${id}/leave`)).status).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ participantCount: 0, speakerCount: 0, participants: [] });
    const reminders = await t.database.db
      .select({ status: emailQueue.status, data: emailQueue.templateData })
      .from(emailQueue)
      .where(and(eq(emailQueue.userId, people.other.userId), eq(emailQueue.templateId, 'debate_reminder_24h')));
    expect(reminders.filter((m) => (m.data as { debateId?: string }).debateId === id).map((m) => m.status)).toEqual([
      'cancelled',
    ]);
  });

  it('tells everyone who joined when the creator cancels, once, without a reason to give', async () => {
    const id = await create();
    await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' });
    await call('third', 'POST', `/api/debates/${id}/join`, { role: 'audience' });
    expect((await call('creator', 'POST', `/api/debates/${id}/cancel`)).status).toBe(200);
    const mails = await t.database.db
      .select({ userId: emailQueue.userId, data: emailQueue.templateData, status: emailQueue.status })
      .from(emailQueue)
      .where(eq(emailQueue.templateId, 'debate_cancelled'));
    const forThis = mails.filter((m) => (m.data as { debateId?: string }).debateId === id);
    expect(forThis.map((m) => m.userId).sort()).toEqual([people.other.userId, people.third.userId].sort());
    expect(forThis.every((m) => m.status === 'pending' && !('reason' in (m.data as object)))).toBe(true);
  });

  it('refuses a second role, a taken position, an unknown position and one the debate does not use', async () => {
    const id = await create('creator', { maxParticipants: 2 });
    expect((await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' })).status).toBe(200);

    const twice = await call('other', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' });
    expect([twice.status, (await errorOf(twice)).message]).toEqual([409, DEBATE_MESSAGES.alreadyJoined]);

    const taken = await call('third', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' });
    expect([taken.status, (await errorOf(taken)).message]).toEqual([409, DEBATE_MESSAGES.positionTaken]);

    const unknown = await call('third', 'POST', `/api/debates/${id}/join`, { role: 'prime-minister' });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields?.role).toEqual([DEBATE_MESSAGES.unknownPosition]);

    expect((await call('third', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' })).status).toBe(200);
    // Oxford with 2 speakers uses First Proposition and First Opposition only.
    const unused = await call('admin', 'POST', `/api/debates/${id}/join`, { role: 'prop-2' });
    expect([unused.status, (await errorOf(unused)).fields?.role]).toEqual([400, [DEBATE_MESSAGES.positionNotInUse]]);
    // The audience is not counted against the speakers.
    expect((await call('admin', 'POST', `/api/debates/${id}/join`, { role: 'audience' })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ participantCount: 3, speakerCount: 2 });
  });

  it('gives the last position to exactly one of two racing users', async () => {
    const id = await create('creator', { maxParticipants: 2 });
    await call('admin', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' });
    const [a, b] = await Promise.all([
      call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }),
      call('third', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(debateParticipants).where(eq(debateParticipants.debateId, id));
    expect(rows).toHaveLength(2);
    expect(await detail(id)).toMatchObject({ speakerCount: 2, participantCount: 2 });
  });

  it('gives one position to exactly one of two users racing for it, and one role to a user joining twice at once', async () => {
    const id = await create();
    const [a, b] = await Promise.all([
      call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }),
      call('third', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [c, d] = await Promise.all([
      call('admin', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' }),
      call('admin', 'POST', `/api/debates/${id}/join`, { role: 'opp-2' }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    expect(await detail(id)).toMatchObject({ speakerCount: 2, participantCount: 2 });
  });

  it('needs a session and an existing debate, and validates the body', async () => {
    const id = await create();
    expect((await call('anonymous', 'POST', `/api/debates/${id}/join`, { role: 'audience' })).status).toBe(401);
    expect(
      (await call('other', 'POST', '/api/debates/00000000-0000-4000-8000-000000000000/join', { role: 'audience' })).status,
    ).toBe(404);
    expect((await call('other', 'POST', `/api/debates/${id}/join`, {})).status).toBe(400);
    expect((await call('other', 'POST', `/api/debates/${id}/leave`)).status).toBe(409);
  });
});

describe('the list', () => {
  let listed: Record<string, string>;
  beforeAll(async () => {
    // A database of its own shape: insert directly, with counts as the join would keep them.
    const { db } = t.database;
    await db.delete(debates);
    const now = Date.now();
    const base = { description: '<p>About</p>', format: 'oxford', maxParticipants: 4, location: 'Hall' };
    const rows = await db
      .insert(debates)
      .values([
        {
          ...base,
          title: 'Banana tariffs',
          topic: 'This house would tax EU imports',
          startsAt: new Date(now + 2 * DAY),
          participantCount: 0,
        },
        {
          ...base,
          title: 'Apple orchards',
          topic: 'This house would subsidise farms',
          startsAt: new Date(now + DAY),
          participantCount: 3,
          speakerCount: 2,
          venueType: 'virtual',
          topicId,
        },
        {
          ...base,
          title: 'Cherry trees',
          topic: 'This house would plant 100% native trees',
          format: 'parliamentary',
          debateType: 'competitive',
          startsAt: new Date(now - DAY),
          status: 'finished',
          participantCount: 1,
        },
        {
          ...base,
          title: 'Date palms',
          topic: 'This house would irrigate deserts',
          startsAt: new Date(now - MIN),
          status: 'live',
        },
      ])
      .returning({ id: debates.id, title: debates.title });
    listed = Object.fromEntries(rows.map((row) => [row.title, row.id]));
    await db.insert(debateParticipants).values([
      {
        debateId: listed['Apple orchards'] as string,
        userId: people.creator.userId,
        role: 'prop-1',
        joinedAt: new Date(now - 3 * MIN),
      },
      {
        debateId: listed['Apple orchards'] as string,
        userId: people.other.userId,
        role: 'opp-1',
        joinedAt: new Date(now - 2 * MIN),
      },
      {
        debateId: listed['Apple orchards'] as string,
        userId: people.third.userId,
        role: 'audience',
        joinedAt: new Date(now - MIN),
      },
    ]);
  });

  async function titles(query = '') {
    const res = await t.request(`/api/debates${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: DebateSummaryView[]; total: number; page: number; limit: number };
    return body.items.map((d) => d.title);
  }

  it('lists live first, then the soonest upcoming, then the finished, with participants, counts and paging', async () => {
    const res = await t.request('/api/debates');
    const body = (await res.json()) as { items: DebateSummaryView[]; total: number; page: number; limit: number };
    expect(body).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(body.items.map((d) => d.title)).toEqual(['Date palms', 'Apple orchards', 'Banana tariffs', 'Cherry trees']);
    const apple = body.items.find((d) => d.title === 'Apple orchards');
    expect(apple?.participantCount).toBe(3);
    expect(apple?.participants.map((p) => p.role)).toEqual(['prop-1', 'opp-1', 'audience']);
    expect(JSON.stringify(body)).not.toContain('@example.org');
    expect(await titles('?sort=alphabetical&limit=2&page=2')).toEqual(['Cherry trees', 'Date palms']);
  });

  it('writes each debate as its own page does: the same fields, names and times, whatever the database stores', async () => {
    // A start with microseconds, as a timestamp written by the database itself can have.
    await t.database.db.execute(
      sql`update debates set starts_at = starts_at + interval '0.123456 seconds' where id = ${listed['Apple orchards']}`,
    );
    const { items } = (await (await t.request('/api/debates')).json()) as { items: DebateSummaryView[] };
    expect(items).toHaveLength(4);
    for (const item of items) {
      const { onlineUrl: _, createdBy: __, eventId: ___, viewer: ____, ...summary } = await detail(item.id);
      expect(item).toStrictEqual(summary);
    }
    expect(items.find((d) => d.title === 'Apple orchards')?.startsAt).toMatch(/\.\d{3}Z$/);
  });

  it.each([
    ['?sort=newest', ['Banana tariffs', 'Apple orchards', 'Date palms', 'Cherry trees']],
    ['?sort=oldest', ['Cherry trees', 'Date palms', 'Apple orchards', 'Banana tariffs']],
    ['?sort=popular', ['Apple orchards', 'Cherry trees', 'Banana tariffs', 'Date palms']],
    ['?format=parliamentary', ['Cherry trees']],
    ['?type=competitive', ['Cherry trees']],
    ['?state=upcoming&sort=oldest', ['Apple orchards', 'Banana tariffs']],
    ['?state=live', ['Date palms']],
    ['?state=finished', ['Cherry trees']],
    ['?venue=virtual', ['Apple orchards']],
    ['?q=BANANA', ['Banana tariffs']],
    ['?q=subsidise farms', ['Apple orchards']],
    ['?q=100%25', ['Cherry trees']],
    ['?q=_', []],
    // Under three letters a search matches whole words only: no index finds shorter parts of words (ADR 0027).
    ['?q=eu', ['Banana tariffs']],
    ['?q=ta', []],
    ['?q=tar', ['Banana tariffs']],
    // Parts of words in any case, in the title or the motion; never from the one into the other (ADR 0050).
    ['?q=ARIFF', ['Banana tariffs']],
    ['?q=ould%20subsid', ['Apple orchards']],
    ['?q=tariffs%0AThis%20hou', []],
  ])('%s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('filters by topic', async () => {
    expect(await titles(`?topic=${topicId}`)).toEqual(['Apple orchards']);
  });

  it.each([
    ['a search over 100 characters', `?q=${'a'.repeat(101)}`, 'q', 'Search query too long'],
    ['page 0', '?page=0', 'page', undefined],
    ['a limit over 100', '?limit=101', 'limit', undefined],
    ['an unknown sort', '?sort=best', 'sort', undefined],
    ['an unknown format', '?format=chess', 'format', undefined],
    ['an unknown state', '?state=paused', 'state', undefined],
    ['a malformed topic', '?topic=x', 'topic', undefined],
    ['an unknown parameter', '?colour=red', '_', undefined],
  ])('refuses %s with 400', async (_name, query, field, message) => {
    const res = await t.request(`/api/debates${query}`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields?.[field]).toBeDefined();
    if (message) expect(error.fields?.[field]).toContain(message);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('/api/debates/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await t.request('/api/debates/not-a-uuid');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.id).toEqual(['Invalid id']);
  });

  it('lists a user’s own debates, upcoming soonest first and past', async () => {
    const upcoming = await call('creator', 'GET', '/api/me/debates?when=upcoming');
    expect(((await upcoming.json()) as { items: { title: string; myRole: string }[] }).items).toEqual([
      expect.objectContaining({ title: 'Apple orchards', myRole: 'prop-1' }),
    ]);
    expect((await call('anonymous', 'GET', '/api/me/debates')).status).toBe(401);
    expect((await call('creator', 'GET', '/api/me/debates?limit=0')).status).toBe(400);
  });
});

describe('the calendar file', () => {
  it('is an iCalendar event with the title, start and link', async () => {
    const id = await create();
    const res = await t.request(`/api/debates/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Free public transit');
    expect(text).toContain(`/debates/${id}`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });
});

describe('the live room', () => {
  async function liveDebate(format = 'lincoln-douglas') {
    const id = await create('creator', { format, maxParticipants: 2, startsAt: new Date(Date.now() + 10 * MIN).toISOString() });
    // Both positions held, so the room gives every speech (an empty position's speeches are skipped).
    const [first, second] = format === 'lincoln-douglas' ? ['aff', 'neg'] : ['prop-1', 'opp-1'];
    expect((await call('other', 'POST', `/api/debates/${id}/join`, { role: first })).status).toBe(200);
    expect((await call('third', 'POST', `/api/debates/${id}/join`, { role: second })).status).toBe(200);
    const start = await call('creator', 'POST', `/api/debates/${id}/start`);
    expect(start.status, await start.clone().text()).toBe(200);
    return id;
  }

  async function command(who: Who, id: string, expectedVersion: number, cmd: Record<string, unknown>) {
    return call(who, 'POST', `/api/debates/${id}/timer`, { expectedVersion, command: cmd });
  }

  it.each([
    ['anonymous', 401],
    ['other', 403],
    ['third', 403],
  ] as const)('refuses to start for %s', async (who, status) => {
    const id = await create('creator', { startsAt: new Date(Date.now() + 10 * MIN).toISOString() });
    expect((await call(who, 'POST', `/api/debates/${id}/start`)).status).toBe(status);
    expect((await detail(id)).status).toBe('scheduled');
  });

  it('cannot start more than an hour early', async () => {
    const id = await create();
    const res = await call('creator', 'POST', `/api/debates/${id}/start`);
    expect([res.status, (await errorOf(res)).message]).toEqual([409, DEBATE_MESSAGES.tooEarly]);
  });

  it('lets an admin start it, but not twice', async () => {
    const id = await create('creator', { startsAt: new Date(Date.now() + 10 * MIN).toISOString() });
    expect((await call('admin', 'POST', `/api/debates/${id}/start`)).status).toBe(200);
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(409);
  });

  it.each([
    ['anonymous', 401],
    ['other', 403],
  ] as const)('refuses timer commands from %s', async (who, status) => {
    const id = await liveDebate();
    expect((await command(who, id, 0, { type: 'start-speech' })).status).toBe(status);
  });

  it('runs speeches by version, refuses stale and senseless commands, and finishes', async () => {
    const id = await liveDebate();
    const first = await command('creator', id, 0, { type: 'start-speech' });
    expect(first.status).toBe(200);
    const payload = (await first.json()) as DebateTimerEventPayload;
    expect(payload.timer).toMatchObject({ version: 1, phase: 'speech', speechIndex: 0, running: true });

    const stale = await command('creator', id, 0, { type: 'pause' });
    expect([stale.status, (await errorOf(stale)).message]).toEqual([409, DEBATE_MESSAGES.staleTimer]);

    const senseless = await command('creator', id, 1, { type: 'resume' });
    expect(senseless.status).toBe(409);
    expect((await command('creator', id, 1, { type: 'poi', action: 'offered' })).status).toBe(409);
    expect((await command('creator', id, 1, { type: 'warp' })).status).toBe(400);
    expect((await call('creator', 'POST', `/api/debates/${id}/timer`, { command: { type: 'pause' } })).status).toBe(400);

    expect((await command('creator', id, 1, { type: 'pause' })).status).toBe(200);
    expect((await command('creator', id, 2, { type: 'resume' })).status).toBe(200);
    expect((await command('creator', id, 3, { type: 'end-speech' })).status).toBe(200);
    expect((await command('admin', id, 4, { type: 'start-prep', side: 'negative' })).status).toBe(200);
    expect((await command('creator', id, 5, { type: 'end-prep' })).status).toBe(200);
    const finished = await command('creator', id, 6, { type: 'finish' });
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as DebateTimerEventPayload).status).toBe('finished');

    const room = await (await t.request(`/api/debates/${id}/room`)).json();
    expect(room.status).toBe('finished');
    expect(room.events.map((e: { version: number; type: string }) => `${e.version}:${e.type}`)).toEqual([
      '0:debate-started',
      '1:start-speech',
      '2:pause',
      '3:resume',
      '4:end-speech',
      '5:start-prep',
      '6:end-prep',
      '7:finish',
    ]);
    expect(room.events[4].payload).toMatchObject({ speechId: expect.any(String), elapsedMs: expect.any(Number) });

    // Finished is final.
    expect((await command('creator', id, 7, { type: 'start-speech' })).status).toBe(409);
    expect((await call('creator', 'POST', `/api/debates/${id}/cancel`)).status).toBe(409);
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(409);
    expect((await call('third', 'POST', `/api/debates/${id}/join`, { role: 'audience' })).status).toBe(409);
  });

  it('accepts exactly one of two commands sent for the same version at once', async () => {
    const id = await liveDebate();
    const [a, b] = await Promise.all([
      command('creator', id, 0, { type: 'start-speech' }),
      command('creator', id, 0, { type: 'start-prep', side: 'affirmative' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const room = await (await t.request(`/api/debates/${id}/room`)).json();
    expect(room.timer.version).toBe(1);
    expect(room.events).toHaveLength(2);
  });

  it('keeps the timer across a restart of the server', async () => {
    const id = await liveDebate();
    await command('creator', id, 0, { type: 'start-speech' });
    const before = await (await t.request(`/api/debates/${id}/room`)).json();
    const restarted = await createTestApp({}, t.database);
    const after = await (await restarted.request(`/api/debates/${id}/room`)).json();
    expect(after.timer).toEqual(before.timer);
    expect(after.timer.running).toBe(true);
    expect(after.serverTime).toBeGreaterThanOrEqual(before.serverTime);
  });
});

describe('positions in use', () => {
  const soon = () => new Date(Date.now() + 10 * MIN).toISOString();

  async function room(id: string) {
    return (await (await t.request(`/api/debates/${id}/room`)).json()) as {
      timer: { speechIds?: string[]; phase: string };
    };
  }

  it('lets speakers join only the positions a smaller debate uses, and the audience', async () => {
    const id = await create('creator', { format: 'parliamentary', maxParticipants: 4 });
    for (const role of ['mg', 'mo', 'gw', 'ow']) {
      const res = await call('other', 'POST', `/api/debates/${id}/join`, { role });
      expect([res.status, (await errorOf(res)).message], role).toEqual([400, DEBATE_MESSAGES.positionNotInUse]);
    }
    expect((await call('other', 'POST', `/api/debates/${id}/join`, { role: 'dlo' })).status).toBe(200);
    expect((await call('third', 'POST', `/api/debates/${id}/join`, { role: 'audience' })).status).toBe(200);
  });

  it('refuses fewer speakers when a joined speaker holds a position they would not use', async () => {
    const id = await create('creator', { format: 'oxford', maxParticipants: 4 });
    expect((await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-2' })).status).toBe(200);
    const res = await call('creator', 'PATCH', `/api/debates/${id}`, { maxParticipants: 2 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.maxParticipants).toEqual([
      'Second Proposition is taken, and 2 speakers do not use that position.',
    ]);
    const odd = await call('creator', 'PATCH', `/api/debates/${id}`, { maxParticipants: 3 });
    expect([odd.status, (await errorOf(odd)).fields?.maxParticipants]).toEqual([400, ['Oxford runs with 2 or 4 speakers.']]);
    expect((await call('other', 'POST', `/api/debates/${id}/leave`)).status).toBe(200);
    expect((await call('creator', 'PATCH', `/api/debates/${id}`, { maxParticipants: 2 })).status).toBe(200);
  });

  it('runs only the speeches of the positions in use', async () => {
    const id = await create('creator', { format: 'oxford', maxParticipants: 2, startsAt: soon() });
    await call('other', 'POST', `/api/debates/${id}/join`, { role: 'prop-1' });
    await call('third', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' });
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(200);
    expect((await room(id)).timer.speechIds).toEqual(['prop-1', 'opp-1']);
    const speechIds: string[] = [];
    for (let version = 0; version < 4; version += 2) {
      const started = await call('creator', 'POST', `/api/debates/${id}/timer`, {
        expectedVersion: version,
        command: { type: 'start-speech' },
      });
      speechIds.push(((await started.json()) as DebateTimerEventPayload).event.payload.speechId as string);
      await call('creator', 'POST', `/api/debates/${id}/timer`, {
        expectedVersion: version + 1,
        command: { type: 'end-speech' },
      });
    }
    expect(speechIds).toEqual(['prop-1', 'opp-1']);
    expect((await detail(id)).status).toBe('finished');
  });

  it('skips the speech of a position nobody holds when the room opens', async () => {
    const id = await create('creator', { format: 'oxford', maxParticipants: 2, startsAt: soon() });
    await call('other', 'POST', `/api/debates/${id}/join`, { role: 'opp-1' });
    expect((await call('creator', 'POST', `/api/debates/${id}/start`)).status).toBe(200);
    expect((await room(id)).timer.speechIds).toEqual(['opp-1']);
    const started = await call('creator', 'POST', `/api/debates/${id}/timer`, {
      expectedVersion: 0,
      command: { type: 'start-speech' },
    });
    expect(((await started.json()) as DebateTimerEventPayload).event.payload).toMatchObject({ speechId: 'opp-1' });
    const ended = await call('creator', 'POST', `/api/debates/${id}/timer`, {
      expectedVersion: 1,
      command: { type: 'end-speech' },
    });
    // The one speech given was the last: the debate is over.
    expect(((await ended.json()) as DebateTimerEventPayload).status).toBe('finished');
  });
});
