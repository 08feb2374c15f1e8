// One name per person (issue #17, docs/domain.md "People's names"): a member
// who signed up as sam.second@… was "sam_second" in member lists and
// "sam.second" on the ballot, leaderboard and comments. Every API that names a
// person must give the same name, by the one rule: the profile's full name,
// else the username. Checked before and after the member sets a full name.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubMembers,
  clubs,
  debateJudges,
  debates,
  emailQueue,
  judges,
  profiles,
  ratings,
  topics,
  users,
} from '#server/db/schema/index.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { rowsOf } from '#server/lib/sql.ts';
import { displayName } from '#shared/accounts/display-name.ts';
import type { ClubMemberView } from '#shared/clubs/contract.ts';
import type { CommentPage } from '#shared/comments/contract.ts';
import type { DebateDetailView, DebateRoomSnapshot } from '#shared/debates/contract.ts';
import type { DebateJudgeView } from '#shared/judging/contract.ts';
import { callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
let sam: { cookie: string; userId: string };
const ids = { debate: '', club: '', topic: '' };

/** The name each API gives Sam, by where it was read. */
async function namesEverywhere(): Promise<Record<string, string | undefined>> {
  const as = (method: string, path: string, body?: unknown) => callAs(t, sam.cookie, method, path, body);
  const debate = await ok<DebateDetailView>(as('GET', `/api/debates/${ids.debate}`));
  const members = await ok<{ items: ClubMemberView[] }>(as('GET', `/api/clubs/${ids.club}/members`));
  const comments = await ok<CommentPage>(as('GET', `/api/comments?targetType=topic&targetId=${ids.topic}`));
  const panel = await ok<DebateJudgeView[]>(as('GET', `/api/judging/debates/${ids.debate}/judges`));
  const room = await ok<DebateRoomSnapshot>(as('GET', `/api/debates/${ids.debate}/room`));
  const debaters = await ok<{ items: { id: string; name: string }[] }>(
    as('GET', '/api/leaderboards?kind=debaters&format=oxford'),
  );
  const judgeBoard = await ok<{ items: { id: string; name: string }[] }>(as('GET', '/api/leaderboards?kind=judges'));
  const session = await ok<{ user: { name: string } }>(as('GET', '/api/auth/get-session'));
  return {
    debateParticipants: debate.participants.find((p) => p.userId === sam.userId)?.name,
    clubMembers: members.items.find((m) => m.userId === sam.userId)?.name,
    comment: comments.items.find((c) => c.author?.id === sam.userId)?.author?.name,
    judgePanel: panel.find((j) => j.id === sam.userId)?.name,
    roomRunner: room.runner?.userId === sam.userId ? room.runner.name : undefined,
    debaterLeaderboard: debaters.items.find((row) => row.id === sam.userId)?.name,
    judgeLeaderboard: judgeBoard.items.find((row) => row.id === sam.userId)?.name,
    session: session.user.name,
  };
}

const everywhere = (name: string) => ({
  debateParticipants: name,
  clubMembers: name,
  comment: name,
  judgePanel: name,
  roomRunner: name,
  debaterLeaderboard: name,
  judgeLeaderboard: name,
  session: name,
});

beforeAll(async () => {
  t = await createTestApp();
  // As the sign-up form does: the account's name is the part of the address before the @.
  sam = await signUp(t, 'sam.second@example.org', 'Passw0rdOk', 'sam.second');
  const db = t.database.db;
  const [debate] = await db
    .insert(debates)
    .values({
      title: 'Names debate',
      topic: 'This house would use one name',
      format: 'oxford',
      startsAt: new Date(Date.now() + 86_400_000),
      maxParticipants: 4,
    })
    .returning();
  const [club] = await db.insert(clubs).values({ name: 'Names club' }).returning();
  const [topic] = await db.insert(topics).values({ title: 'This house would name people once', category: 'Health' }).returning();
  if (!debate || !club || !topic) throw new Error('fixtures not made');
  Object.assign(ids, { debate: debate.id, club: club.id, topic: topic.id });

  await ok(callAs(t, sam.cookie, 'POST', `/api/debates/${debate.id}/join`, { role: 'audience' }));
  await db.insert(clubMembers).values({ clubId: club.id, userId: sam.userId, role: 'member', status: 'active' });
  await ok(callAs(t, sam.cookie, 'POST', '/api/comments', { targetType: 'topic', targetId: topic.id, body: 'Hello' }), 201);
  await db
    .insert(judges)
    .values({ userId: sam.userId, experience: 'Some', formats: ['oxford'], paradigm: 'Clash first', approvedAt: new Date() });
  await db.insert(debateJudges).values({ debateId: debate.id, userId: sam.userId, position: 'chair' });
  await db
    .insert(ratings)
    .values({ userId: sam.userId, format: 'oxford', mu: 27, sigma: 5, ordinal: 12, ratedDebates: 1, wins: 1 });
});

afterAll(async () => {
  await t?.close();
});

describe('one name per person', () => {
  it('names a member without a full name by their username everywhere, never by the address', async () => {
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, sam.userId));
    expect(profile).toMatchObject({ username: 'sam_second', fullName: null });
    expect(await namesEverywhere()).toEqual(everywhere('sam_second'));
  });

  it.each(['email_verification', 'debate_confirmation'])(
    'greets the member by the same name in mail (%s)',
    async (templateId) => {
      const [mail] = await t.database.db
        .select({ templateData: emailQueue.templateData })
        .from(emailQueue)
        .where(and(eq(emailQueue.toEmail, 'sam.second@example.org'), eq(emailQueue.templateId, templateId)))
        .orderBy(desc(emailQueue.createdAt));
      expect(mail?.templateData?.name).toBe('sam_second');
    },
  );

  it('names them by their full name everywhere once they set one, the username staying a handle', async () => {
    const profile = await ok<{ fullName: string; username: string }>(
      callAs(t, sam.cookie, 'PATCH', '/api/me/profile', { displayName: 'Sam Second', username: 'sam_second' }),
    );
    expect(profile).toMatchObject({ fullName: 'Sam Second', username: 'sam_second' });
    expect(await namesEverywhere()).toEqual(everywhere('Sam Second'));
    const debate = await ok<DebateDetailView>(callAs(t, null, 'GET', `/api/debates/${ids.debate}`));
    expect(debate.participants.find((p) => p.userId === sam.userId)).toMatchObject({ username: 'sam_second' });
  });

  it('keeps the session name in step when only the username changes', async () => {
    // Onboarding may set a username alone; without a full name, the session shows the new username.
    await t.database.db.update(profiles).set({ fullName: '  ' }).where(eq(profiles.id, sam.userId));
    await ok(callAs(t, sam.cookie, 'POST', '/api/me/onboarding', { username: 'sam_third' }));
    const [user] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, sam.userId));
    expect(user?.name).toBe('sam_third');
  });
});

describe('the SQL expression and the shared function agree', () => {
  const cases: [string | null, string | null][] = [
    ['Sam Second', 'sam_second'],
    ['  Sam Second  ', 'sam_second'],
    [null, 'sam_second'],
    ['', 'sam_second'],
    ['   ', ' sam_second '],
    [null, null],
    ['', ''],
  ];
  it.each(cases)('full name %j, username %j', async (fullName, username) => {
    const expression = personNameSql({ fullName: sql`${fullName}::text`, username: sql`${username}::text` });
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select ${expression} as name`));
    expect(row?.name).toBe(displayName({ fullName, username }));
  });

  it('names a person whose account is gone "Former member"', async () => {
    const expression = personNameSql({ fullName: sql`null::text`, username: sql`null::text`, personId: sql`null::text` });
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select ${expression} as name`));
    expect(row?.name).toBe(displayName(null));
  });
});
