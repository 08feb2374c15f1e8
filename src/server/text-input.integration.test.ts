// Text that PostgreSQL cannot store (NUL) or that is not Unicode (half an emoji,
// broken UTF-8) is refused at the boundary with a 400 naming the field — in the
// path, the query string and every text field of a body — and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  clubAnnouncements,
  clubs,
  commentReports,
  comments,
  debates,
  eventActivities,
  events,
  judgeApplications,
  profiles,
  rateLimits,
  topics,
  users,
} from '#server/db/schema/index.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import { TEXT_MESSAGES } from '#shared/text.ts';
import { apiErrorOf, callAs, createTestApp, signUp, TEST_BASE_URL, type TestApp, uniqueClientIp } from '#tests/test-app.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
const people = {} as Record<'member' | 'other' | 'admin', { cookie: string; userId: string }>;
const ids = { debate: '', club: '', event: '', comment: '', topic: '', application: '' };
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const debate = {
  title: 'Free public transit',
  description: '<p>Should cities make buses free for everyone?</p>',
  topic: 'This house would make public transit free',
  format: 'oxford',
  debateType: 'practice',
  startsAt: inDays(3),
  timeZone: 'Europe/Berlin',
  venueType: 'hybrid',
  location: 'City Library',
  onlineUrl: 'https://meet.example.org/transit',
  maxParticipants: 4,
};
const club = {
  name: 'Riverside Debaters',
  description: '<p>We meet weekly.</p>',
  location: 'Riverside',
  meetingFrequency: 'weekly',
  isPublic: true,
};
const event = {
  title: 'Spring practice day',
  description: '<p>Rounds and a workshop.</p>',
  venueType: 'hybrid',
  location: 'Town Hall',
  onlineUrl: 'https://meet.example.org/spring',
  dateStart: inDays(2),
  dateEnd: inDays(2.2),
  timeZone: 'Europe/London',
  capacity: 20,
  activities: [{ title: 'Round one', kind: 'debate', startsAt: inDays(2), endsAt: inDays(2.05) }],
};
const application = {
  experience: 'Two seasons of school debating.',
  formats: ['oxford'],
  paradigm: 'I decide on the arguments made in the round, weighing clash and impact over style.',
};

const call = (who: keyof typeof people, method: string, path: string, body?: unknown) =>
  callAs(t, people[who].cookie, method, path, body);

async function created(res: Promise<Response>): Promise<string> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  people.member = await signUp(t, 'member@example.org', 'Passw0rdOk', 'Mia Member');
  people.other = await signUp(t, 'other@example.org', 'Passw0rdOk', 'Otto Other');
  people.admin = await signUp(t, 'admin@example.org', 'Passw0rdOk', 'Ada Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  ids.debate = await created(call('member', 'POST', '/api/debates', debate));
  ids.club = await created(call('member', 'POST', '/api/clubs', club));
  ids.event = await created(call('member', 'POST', '/api/events', event));
  ids.topic = await created(call('member', 'POST', '/api/topics', { title: 'Cities should ban cars', category: 'housing' }));
  ids.comment = await created(
    call('member', 'POST', '/api/comments', { targetType: 'debate', targetId: ids.debate, body: 'A fine motion.' }),
  );
  ids.application = await created(call('member', 'POST', '/api/judging/applications', application));
});

afterAll(async () => {
  await t.close();
});

/** Every row the requests below could write, to show that nothing changed. */
async function snapshot(): Promise<string> {
  const db = t.database.db;
  const tables = [
    debates,
    clubs,
    clubAnnouncements,
    events,
    eventActivities,
    comments,
    commentReports,
    topics,
    judgeApplications,
  ];
  const rows = await Promise.all([...tables.map((table) => db.select().from(table)), db.select().from(profiles)]);
  const analytics = await db.select({ n: analyticsEvents.id }).from(analyticsEvents);
  return JSON.stringify([rows, analytics.length]);
}

const BAD = [
  ['NUL', '\u0000'],
  ['half an emoji', '\ud83d'],
] as const;

describe('query strings and paths', () => {
  const LISTS = ['/api/debates', '/api/clubs', '/api/events', '/api/topics'];
  const QUERIES = [
    ['NUL', 'q=%00'],
    ['malformed UTF-8 (an encoded surrogate)', 'q=%ED%A0%80'],
    ['a truncated UTF-8 sequence', 'q=%E2%82'],
    ['NUL in the middle of a search', 'q=tran%00sit&page=1'],
  ];

  it.each(LISTS.flatMap((list) => QUERIES.map(([what, query]) => [list, what, query] as const)))(
    '%s?q= with %s answers 400 naming q',
    async (list, _what, query) => {
      const res = await t.request(`${list}?${query}`);
      expect(res.status).toBe(400);
      const error = await apiErrorOf(res);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.q).toEqual([TEXT_MESSAGES.disallowedCharacters]);
    },
  );

  it.each(LISTS)('%s still searches for ordinary text, a percent sign and emoji', async (list) => {
    for (const q of ['transit', '100%25', '%F0%9F%98%80', '100%']) {
      expect((await t.request(`${list}?q=${q}`)).status, q).toBe(200);
    }
  });

  it.each([
    '/api/users/%00',
    '/api/users/%00/avatar',
    '/api/judging/users/%00/record',
    '/api/users/%ED%A0%80',
    '/api/users/%ED%A0%80/avatar',
    '/api/judging/users/%ED%A0%80/record',
    '/api/debates/%00',
    '/api/clubs/x%00/members',
    '/debates/%00',
  ])('%s answers 400, never 500', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(400);
    expect((await apiErrorOf(res)).code).toBe('BAD_REQUEST');
  });

  it('a lone surrogate in a query name is refused too', async () => {
    const res = await t.request('/api/debates?%ED%A0%80=1');
    expect(res.status).toBe(400);
  });
});

/** [what, method, path, a valid body, the field to spoil] */
type Case = [string, string, () => string, () => Record<string, unknown>, (string | number)[]];

const CASES: Case[] = [
  ...['title', 'description', 'topic', 'location', 'onlineUrl', 'timeZone'].flatMap((field): Case[] => [
    ['create a debate', 'POST', () => '/api/debates', () => debate, [field]],
    [
      'edit a debate',
      'PATCH',
      () => `/api/debates/${ids.debate}`,
      () => ({ [field]: debate[field as keyof typeof debate] }),
      [field],
    ],
  ]),
  ['join a debate', 'POST', () => `/api/debates/${ids.debate}/join`, () => ({ role: 'audience' }), ['role']],
  ...['name', 'description', 'location'].flatMap((field): Case[] => [
    ['create a club', 'POST', () => '/api/clubs', () => club, [field]],
    ['edit a club', 'PATCH', () => `/api/clubs/${ids.club}`, () => ({ [field]: club[field as keyof typeof club] }), [field]],
  ]),
  ...['title', 'content'].map(
    (field): Case => [
      'announce',
      'POST',
      () => `/api/clubs/${ids.club}/announcements`,
      () => ({ title: 'Meeting moved', content: 'We meet on Friday this week.' }),
      [field],
    ],
  ),
  ...['title', 'description', 'location', 'onlineUrl', 'timeZone'].flatMap((field): Case[] => [
    ['create an event', 'POST', () => '/api/events', () => event, [field]],
    ['edit an event', 'PUT', () => `/api/events/${ids.event}`, () => event, [field]],
  ]),
  ['create an event', 'POST', () => '/api/events', () => event, ['activities', 0, 'title']],
  ['edit an event', 'PUT', () => `/api/events/${ids.event}`, () => event, ['activities', 0, 'title']],
  ['check in', 'POST', () => `/api/events/${ids.event}/check-in`, () => ({ code: 'ABCDE-23456' }), ['code']],
  [
    'comment',
    'POST',
    () => '/api/comments',
    () => ({ targetType: 'debate', targetId: ids.debate, body: 'Well argued.' }),
    ['body'],
  ],
  ['edit a comment', 'PATCH', () => `/api/comments/${ids.comment}`, () => ({ body: 'Well argued.' }), ['body']],
  [
    'report a comment',
    'POST',
    () => `/api/comments/${ids.comment}/reports`,
    () => ({ reason: 'Rude and off topic' }),
    ['reason'],
  ],
  ...['title', 'description'].map(
    (field): Case => [
      'suggest a topic',
      'POST',
      () => '/api/topics',
      () => ({ title: 'Cities should ban cars', category: 'housing', description: 'Traffic and air.' }),
      [field],
    ],
  ),
  [
    'decline a topic',
    'POST',
    () => `/api/topics/${ids.topic}/review`,
    () => ({ decision: 'decline', reason: 'Suggested twice already' }),
    ['reason'],
  ],
  ...['experience', 'paradigm'].map(
    (field): Case => ['apply to judge', 'POST', () => '/api/judging/applications', () => application, [field]],
  ),
  [
    'decline a judge',
    'POST',
    () => `/api/judging/applications/${ids.application}/review`,
    () => ({ decision: 'decline', reason: 'Not enough rounds yet' }),
    ['reason'],
  ],
  ...['displayName', 'bio', 'location'].map(
    (field): Case => [
      'edit the profile',
      'PATCH',
      () => '/api/me/profile',
      () => ({ displayName: 'Mia Member', bio: 'I like debating.', location: 'Berlin' }),
      [field],
    ],
  ),
];

function spoil(body: Record<string, unknown>, path: (string | number)[], bad: string) {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  // In the middle, so trimming cannot remove it.
  const value = String(node[last]);
  node[last] = `${value.slice(0, 3)}${bad}${value.slice(3)}`;
  return copy;
}

describe('text fields of bodies', () => {
  it.each(
    CASES.flatMap(([what, method, path, body, field]) =>
      BAD.map(([name, bad]) => [what, field.join('.'), name, method, path, body, field, bad] as const),
    ),
  )(
    '%s: %s with %s answers 400 naming the field, and nothing is saved',
    async (_what, _field, _name, method, path, body, field, bad) => {
      const who = path().includes('/review') ? 'admin' : 'member';
      const raw = JSON.stringify(spoil(body(), field, bad));
      // The escape travels as such in the body: "\u0000" or "\ud83d".
      expect(raw).toContain(bad === '\u0000' ? '\\u0000' : '\\ud83d');
      await t.database.db.delete(rateLimits);
      const before = await snapshot();
      const res = await t.request(path(), {
        method,
        headers: {
          'content-type': 'application/json',
          origin: TEST_BASE_URL,
          cookie: people[who].cookie,
          'x-forwarded-for': uniqueClientIp(),
        },
        body: raw,
      });
      expect(res.status, await res.clone().text()).toBe(400);
      const error = await apiErrorOf(res);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.[field.join('.')]).toContain(TEXT_MESSAGES.disallowedCharacters);
      expect(await snapshot()).toBe(before);
    },
  );

  it('a bad key in a body is refused at its object', async () => {
    const res = await call('member', 'PATCH', `/api/debates/${ids.debate}`, { 'title\u0000': 'Free public transit' });
    expect(res.status).toBe(400);
    expect((await apiErrorOf(res)).fields?._).toContain(TEXT_MESSAGES.disallowedCharacters);
  });

  it('an analytics event whose text holds NUL or half an emoji is stored cleaned, not failed', async () => {
    await recordAnalyticsEvent(t.database.db, 'club_created', people.member.userId, {
      club_name: 'Half \ud83d an emoji\u0000',
      club_id: ids.club,
    });
    const rows = await t.database.db.select({ properties: analyticsEvents.properties }).from(analyticsEvents);
    expect(rows.map((row) => row.properties)).toContainEqual({ club_name: 'Half \ufffd an emoji', club_id: ids.club });
  });

  it('whole emoji are fine: a club named with one saves, with its analytics event', async () => {
    const id = await created(call('other', 'POST', '/api/clubs', { ...club, name: 'Debaters 😀 Club' }));
    const [row] = await t.database.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, id));
    expect(row?.name).toBe('Debaters 😀 Club');
  });
});
