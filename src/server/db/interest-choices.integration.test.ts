// Choosing interests over HTTP (ADR 0032): the profile form, both onboarding
// requests and topic suggestions accept an interest an admin added, refuse a
// retired one as a new choice and an unknown one (400 on the field), and let a
// profile keep one it already holds after it was retired; the topics list, a
// topic's page and the search follow an admin's rename.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { INTEREST_CHOICE_MESSAGES, type InterestList } from '#shared/admin/interests/contract.ts';
import type { TopicView } from '#shared/topics/contract.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';
import { profiles, rateLimits, topics, users } from './schema/index.ts';

let t: TestApp;
const NAMES = ['admin', 'member', 'newcomer'] as const;
type Person = (typeof NAMES)[number];
const people = {} as Record<Person, { cookie: string; userId: string }>;

const call = (who: Person | 'anonymous', method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const preferredOf = async (who: Person) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, people[who].userId)))[0]?.preferredTopics ?? null;

const refusedOn = async (res: Promise<Response>, field: string) => {
  const error = await errorOf(res);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields).toEqual({ [field]: [INTEREST_CHOICE_MESSAGES.choose] });
};

async function suggest(category: string) {
  await t.database.db.delete(rateLimits);
  return call('member', 'POST', '/api/topics', { title: `This house would test a category ${Math.random()}`, category });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) people[who] = await signUp(t, `${who}-interests@example.org`, 'Passw0rdOk', `${who} Person`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  // An admin adds two interests and retires one of the civic areas.
  await ok(call('admin', 'POST', '/api/admin/interests', { label: 'Space and science' }), 201);
  await ok(call('admin', 'POST', '/api/admin/interests', { label: 'Sport' }), 201);
  // The member chose Sport before it was retired.
  await ok(call('member', 'PATCH', '/api/me/profile', { displayName: 'Member Person', preferredTopics: ['sport', 'health'] }));
  await ok(call('admin', 'POST', '/api/admin/interests/sport/retire', {}));
});

afterAll(async () => {
  await t.close();
});

describe('the public vocabulary', () => {
  it('lists the live interests, and every interest flagged with retired=include', async () => {
    const live = (await ok<InterestList>(call('anonymous', 'GET', '/api/interests'))).items;
    expect(live).toContainEqual({ id: 'space-and-science', label: 'Space and science', retired: false });
    expect(live.map((i) => i.id)).not.toContain('sport');
    const res = await call('anonymous', 'GET', '/api/interests?retired=include');
    // The forms read this one: a retirement shows at their next load.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const all = (await ok<InterestList>(res)).items;
    expect(all).toContainEqual({ id: 'sport', label: 'Sport', retired: true });
    expect(all).toContainEqual({ id: 'space-and-science', label: 'Space and science', retired: false });
    expect((await call('anonymous', 'GET', '/api/interests?retired=yes')).status).toBe(400);
  });
});

describe('preferred topics', () => {
  it('accepts an interest an admin added, in the profile form', async () => {
    const saved = await ok<OwnProfile>(
      call('member', 'PATCH', '/api/me/profile', {
        displayName: 'Member Person',
        preferredTopics: ['sport', 'health', 'space-and-science'],
      }),
    );
    expect(saved.preferredTopics).toEqual(['sport', 'health', 'space-and-science']);
  });

  it('keeps a retired interest the profile holds, and lets it go', async () => {
    await ok(call('member', 'PATCH', '/api/me/profile', { displayName: 'Member Person', preferredTopics: ['sport', 'health'] }));
    expect(await preferredOf('member')).toEqual(['sport', 'health']);
    await ok(call('member', 'PATCH', '/api/me/profile', { displayName: 'Member Person', preferredTopics: ['health'] }));
    expect(await preferredOf('member')).toEqual(['health']);
    // Once dropped it is a new choice again, and refused.
    await refusedOn(
      call('member', 'PATCH', '/api/me/profile', { displayName: 'Member Person', preferredTopics: ['health', 'sport'] }),
      'preferredTopics',
    );
    expect(await preferredOf('member')).toEqual(['health']);
  });

  it('refuses a retired or unknown interest as a new choice, on the field, and changes nothing', async () => {
    for (const id of ['sport', 'astrology']) {
      await refusedOn(
        call('newcomer', 'PATCH', '/api/me/profile', { displayName: 'Newcomer Person', preferredTopics: ['health', id] }),
        'preferredTopics',
      );
      await refusedOn(call('newcomer', 'POST', '/api/me/onboarding', { preferredTopics: [id] }), 'preferredTopics');
      await refusedOn(
        call('newcomer', 'PUT', '/api/me/onboarding/progress', { preferredTopics: [id], nextStep: 'location' }),
        'preferredTopics',
      );
    }
    const profile = await ok<OwnProfile>(call('newcomer', 'GET', '/api/me/profile'));
    expect(profile).toMatchObject({ preferredTopics: [], onboardingCompleted: false, onboardingStep: null });
  });

  it('accepts an added interest in onboarding, step by step and on completion', async () => {
    const step = await ok<OwnProfile>(
      call('newcomer', 'PUT', '/api/me/onboarding/progress', { preferredTopics: ['space-and-science'], nextStep: 'location' }),
    );
    expect(step.preferredTopics).toEqual(['space-and-science']);
    const done = await ok<OwnProfile>(
      call('newcomer', 'POST', '/api/me/onboarding', { preferredTopics: ['space-and-science', 'culture'], stepsCompleted: 1 }),
    );
    expect(done).toMatchObject({ onboardingCompleted: true, preferredTopics: ['space-and-science', 'culture'] });
  });

  it('refuses more than 20 interests', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `area-${i}`);
    const error = await errorOf(
      call('member', 'PATCH', '/api/me/profile', { displayName: 'Member Person', preferredTopics: many }),
    );
    expect(error.fields).toEqual({ preferredTopics: [INTEREST_CHOICE_MESSAGES.tooMany] });
  });
});

describe('topic categories', () => {
  it('accepts an interest an admin added, stores its id and shows its label', async () => {
    const topic = await ok<TopicView>(suggest('space-and-science'), 201);
    expect(topic.category).toBe('Space and science');
    const [row] = await t.database.db.select({ category: topics.category }).from(topics).where(eq(topics.id, topic.id));
    expect(row?.category).toBe('space-and-science');
  });

  it('refuses a retired or unknown category on the field', async () => {
    await refusedOn(suggest('sport'), 'category');
    await refusedOn(suggest('astrology'), 'category');
  });

  it('shows a renamed interest’s new label in the list, on the page and in the review, and finds it by the new words', async () => {
    const topic = await ok<TopicView>(suggest('space-and-science'), 201);
    await ok(call('admin', 'POST', `/api/topics/${topic.id}/review`, { decision: 'approve' }));
    await ok(call('admin', 'PATCH', '/api/admin/interests/space-and-science', { label: 'Astronomy and physics' }));

    const list = await ok<{ items: TopicView[] }>(call('anonymous', 'GET', '/api/topics'));
    expect(list.items.find((item) => item.id === topic.id)?.category).toBe('Astronomy and physics');
    expect((await ok<TopicView>(call('anonymous', 'GET', `/api/topics/${topic.id}`))).category).toBe('Astronomy and physics');
    const review = await ok<TopicView[]>(call('admin', 'GET', '/api/topics/review?status=approved'));
    expect(review.find((item) => item.id === topic.id)?.category).toBe('Astronomy and physics');

    // The search reads the labels from the table: words of the new label find it (neither the motion nor
    // the stored id holds them).
    const search = async (q: string) =>
      (await ok<{ items: TopicView[] }>(call('anonymous', 'GET', `/api/topics?q=${encodeURIComponent(q)}`))).items.map(
        (item) => item.id,
      );
    expect(await search('physics')).toContain(topic.id);
    expect(await search('astronomy')).toContain(topic.id);
    expect(await search('geology')).not.toContain(topic.id);
    // A retired interest keeps its label on the topics filed under it.
    await ok(call('admin', 'POST', '/api/admin/interests/space-and-science/retire', {}));
    expect((await ok<TopicView>(call('anonymous', 'GET', `/api/topics/${topic.id}`))).category).toBe('Astronomy and physics');
    expect(await search('physics')).toContain(topic.id);
  });
});
