// Onboarding saved step by step (PUT /api/me/onboarding/progress): answers go
// onto the profile as each step is left, the step to resume at is remembered
// for any device, completing still happens once; and the private phone number
// of the profile form: international format only, stored as E.164, shown only
// to its owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { PHONE_MESSAGES } from '#shared/accounts/phone.ts';
import { profiles } from '#server/db/schema/index.ts';
import { createTestApp, jsonPost, signIn, signUp, TEST_BASE_URL, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
let newcomer: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  newcomer = await signUp(t, 'newcomer@example.org', 'Passw0rdOk', 'Nia Newcomer');
  other = await signUp(t, 'someone-else@example.org');
});
afterAll(async () => {
  await t.close();
});

function call(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { method, headers: { origin: TEST_BASE_URL } } : { ...jsonPost(body), method };
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return t.request(path, init);
}

const ownProfile = async (cookie: string) => (await (await call(cookie, 'GET', '/api/me/profile')).json()) as OwnProfile;
const saveStep = (cookie: string | undefined, body: unknown) => call(cookie, 'PUT', '/api/me/onboarding/progress', body);

describe('saving onboarding step by step', () => {
  it('a new profile has no saved step and offers the account’s name', async () => {
    const profile = await ownProfile(newcomer.cookie);
    expect(profile).toMatchObject({ onboardingStep: null, onboardingCompleted: false, fullName: 'Nia Newcomer' });
  });

  it('saves each step’s answers and the step reached, without completing onboarding', async () => {
    let res = await saveStep(newcomer.cookie, { fullName: 'Nia Okafor', nextStep: 'roles' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Nia Okafor', onboardingStep: 'roles', onboardingCompleted: false });

    res = await saveStep(newcomer.cookie, { primaryRole: 'judge', allRoles: ['debater'], nextStep: 'experience' });
    expect(res.status).toBe(200);
    // A skipped step sends only where to go next; nothing is cleared.
    res = await saveStep(newcomer.cookie, { nextStep: 'topics' });
    expect(res.status).toBe(200);

    // Read back (another device reads the same profile): the answers and where to resume.
    const profile = await ownProfile(newcomer.cookie);
    expect(profile).toMatchObject({
      fullName: 'Nia Okafor',
      primaryRole: 'judge',
      allRoles: ['judge', 'debater'],
      debateExperience: null,
      onboardingStep: 'topics',
      onboardingCompleted: false,
    });
  });

  it('resumes on another device: a second session reads the same step and answers', async () => {
    const secondDevice = await signIn(t, 'newcomer@example.org', 'Passw0rdOk');
    expect(secondDevice).not.toBe(newcomer.cookie);
    const profile = await ownProfile(secondDevice);
    expect(profile).toMatchObject({ onboardingStep: 'topics', primaryRole: 'judge', fullName: 'Nia Okafor' });
  });

  it('keeps the account’s name in step with the display name given', async () => {
    const session = (await (await call(newcomer.cookie, 'GET', '/api/auth/get-session')).json()) as {
      user: { name: string };
    };
    expect(session.user.name).toBe('Nia Okafor');
  });

  it('completes once: the last answers are written, the saved step is forgotten', async () => {
    const res = await call(newcomer.cookie, 'POST', '/api/me/onboarding', { preferredTopics: ['health'], stepsCompleted: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      onboardingCompleted: true,
      onboardingStep: null,
      preferredTopics: ['health'],
      primaryRole: 'judge',
      fullName: 'Nia Okafor',
    });
  });

  it('refuses an unknown step, a name against the rule, and fields it does not know, with fields', async () => {
    for (const [body, field] of [
      [{ nextStep: 'payment' }, 'nextStep'],
      [{}, 'nextStep'],
      [{ fullName: 'R2-D2', nextStep: 'roles' }, 'fullName'],
      [{ primaryRole: 'admin', nextStep: 'experience' }, 'primaryRole'],
    ] as const) {
      const res = await saveStep(other.cookie, body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { code: string; fields: Record<string, string[]> } }).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields[field]?.length).toBeGreaterThan(0);
    }
    // No way to name whose onboarding it is: the session decides.
    const res = await saveStep(other.cookie, { userId: newcomer.userId, nextStep: 'bio' });
    expect(res.status).toBe(400);
  });

  it('only the signed-in user writes their own onboarding', async () => {
    expect((await saveStep(undefined, { nextStep: 'bio' })).status).toBe(401);
    const before = await ownProfile(newcomer.cookie);
    const res = await saveStep(other.cookie, { fullName: 'Someone Else', bio: 'Not mine', nextStep: 'avatar' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as OwnProfile).id).toBe(other.userId);
    const after = await ownProfile(newcomer.cookie);
    expect(after).toMatchObject({ fullName: before.fullName, bio: before.bio, onboardingStep: before.onboardingStep });
  });
});

describe('onboarding answers on the profile form', () => {
  it('edits roles, experience and topics, and clears them with an empty value', async () => {
    let res = await call(newcomer.cookie, 'PATCH', '/api/me/profile', {
      displayName: 'Nia Okafor',
      primaryRole: 'organizer',
      allRoles: ['debater', 'debater'],
      debateExperience: 'advanced',
      preferredTopics: ['democracy', 'health'],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      primaryRole: 'organizer',
      allRoles: ['organizer', 'debater'],
      debateExperience: 'advanced',
      preferredTopics: ['democracy', 'health'],
    });
    res = await call(newcomer.cookie, 'PATCH', '/api/me/profile', {
      displayName: 'Nia Okafor',
      primaryRole: '',
      allRoles: [],
      debateExperience: '',
      preferredTopics: [],
    });
    expect(await res.json()).toMatchObject({ primaryRole: null, allRoles: [], debateExperience: null, preferredTopics: [] });
  });
});

describe('phone number', () => {
  it('stores a number in international format as E.164, shown to its owner only', async () => {
    const res = await call(newcomer.cookie, 'PATCH', '/api/me/profile', {
      displayName: 'Nia Okafor',
      phone: '+44 20 7946 0958',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as OwnProfile).phone).toBe('+442079460958');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, newcomer.userId));
    expect(row?.phone).toBe('+442079460958');

    for (const cookie of [undefined, other.cookie, newcomer.cookie]) {
      const publicPage = await call(cookie, 'GET', `/api/users/${newcomer.userId}`);
      const text = await publicPage.text();
      expect(JSON.parse(text)).not.toHaveProperty('phone');
      expect(text).not.toContain('2079460958');
    }
  });

  it('keeps the number when the field is left out, and clears it with an empty string', async () => {
    let profile = (await (
      await call(newcomer.cookie, 'PATCH', '/api/me/profile', { displayName: 'Nia Okafor' })
    ).json()) as OwnProfile;
    expect(profile.phone).toBe('+442079460958');
    profile = (await (
      await call(newcomer.cookie, 'PATCH', '/api/me/profile', { displayName: 'Nia Okafor', phone: '' })
    ).json()) as OwnProfile;
    expect(profile.phone).toBeNull();
  });

  it.each(['12', '020 7946 0958', '+44 20 7946', 'call me', '+44 20 7946 0958 ext. 1'])(
    'refuses %j with a 400 on fields.phone',
    async (phone) => {
      const res = await call(newcomer.cookie, 'PATCH', '/api/me/profile', { displayName: 'Nia Okafor', phone });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields.phone).toEqual([PHONE_MESSAGES.invalid]);
    },
  );
});
