// The moderation queue over HTTP on a real database: who may call it; reports
// grouped per comment, open ones first and oldest first; every decision — hide
// (others see a placeholder, the author and admins the text; the reporters and
// the author are mailed), restore, dismiss, warn (the author is mailed), ban (the
// author's sessions end) — resolving the comment's reports with who, when and
// why; two decisions at once ending in one state (the second gets 409); bad
// input as 400 with the fields named; and an audit entry for each attempt.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  type ModerationCounts,
  type ReportedCommentPage,
  type ReportedCommentView,
} from '#shared/admin/moderation/contract.ts';
import { COMMENT_MESSAGES, type CommentPage, type CommentView } from '#shared/comments/contract.ts';
import {
  auditLog,
  commentReports,
  comments,
  emailQueue,
  judges,
  rateLimits,
  sessions,
  topics,
  users,
} from '#server/db/schema/index.ts';
import { REALTIME_NOTIFY_CHANNEL } from '#server/realtime/realtime-hub.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['admin', 'admin2', 'author', 'banned', 'reporter', 'reporter2', 'member', 'judge'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;
let topicId = '';
const MISSING = '00000000-0000-4000-8000-000000000000';
const notified: { channel: string; event: string; payload: { commentId: string } }[] = [];
let stopListening: () => Promise<void>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const decide = (who: Who, commentId: string, body: unknown) =>
  call(who, 'POST', `/api/admin/moderation/comments/${commentId}/decisions`, body);

const queue = (query = '') => ok<ReportedCommentPage>(call('admin', 'GET', `/api/admin/moderation/comment-reports${query}`));

async function comment(who: Person, body: string): Promise<CommentView> {
  await t.database.db.delete(rateLimits);
  return ok<CommentView>(call(who, 'POST', '/api/comments', { targetType: 'topic', targetId: topicId, body }), 201);
}

async function report(who: Person, commentId: string, reason: string) {
  await t.database.db.delete(rateLimits);
  await ok(call(who, 'POST', `/api/comments/${commentId}/reports`, { reason }), 204);
}

/** The comment as `who` reads it in the topic's thread (top level or a reply). */
async function shownTo(who: Who, commentId: string): Promise<CommentView | undefined> {
  const page = await ok<CommentPage>(call(who, 'GET', `/api/comments?targetType=topic&targetId=${topicId}`));
  return page.items.flatMap((c) => [c, ...c.replies]).find((c) => c.id === commentId);
}

const mailsTo = (person: Person, templateId: string) =>
  t.database.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.userId, people[person].userId), eq(emailQueue.templateId, templateId)));

const auditOf = (commentId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, commentId)).orderBy(auditLog.createdAt);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of NAMES) {
    const email = `${who}-moderation@example.org`;
    people[who] = { ...(await signUp(t, email, 'Passw0rdOk', `${who} Person`)), email };
  }
  const db = t.database.db;
  for (const who of ['admin', 'admin2'] as const)
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, people[who].userId));
  await db.insert(judges).values({ userId: people.judge.userId, experience: 'Years', formats: ['oxford'], paradigm: 'Clash.' });
  const [topic] = await db.insert(topics).values({ title: 'This house would moderate', category: 'Health' }).returning();
  topicId = topic?.id as string;
  stopListening = await t.database.listen(REALTIME_NOTIFY_CHANNEL, (raw) => notified.push(JSON.parse(raw)));
}, 90_000);

afterAll(async () => {
  await stopListening();
  await t.close();
});

describe('who may use the queue', () => {
  it('answers 401 signed out, 403 to members and judges, 200 to admins, for every operation', async () => {
    const target = await comment('author', 'A comment for the permission check');
    await report('reporter', target.id, 'Checking who may decide');
    const operations = [
      ['GET', '/api/admin/moderation/counts', undefined],
      ['GET', '/api/admin/moderation/comment-reports', undefined],
      ['POST', `/api/admin/moderation/comments/${target.id}/decisions`, { decision: 'dismiss' }],
    ] as const;
    for (const [method, path, body] of operations) {
      expect((await call('anonymous', method, path, body)).status, path).toBe(401);
      for (const who of ['member', 'judge', 'author', 'reporter'] as const) {
        const error = await errorOf(call(who, method, path, body));
        expect(error.code, `${who} ${path}`).toBe('FORBIDDEN');
      }
      expect((await call('admin', method, path, body)).status, path).toBe(200);
    }
  });
});

describe('the queue', () => {
  it('groups reports per comment, open first and the longest-waiting first, with text, author, target and reasons', async () => {
    const first = await comment('author', 'The <b>first</b> reported comment');
    const second = await comment('author', 'The second reported comment');
    await report('reporter', first.id, 'It insults other members');
    await report('reporter2', first.id, 'Personal attack on a member');
    await report('reporter', second.id, 'Off topic and rude');

    const open = await queue();
    const ids = open.items.map((i) => i.commentId);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(open.items.every((i) => i.status === 'open')).toBe(true);
    const item = open.items.find((i) => i.commentId === first.id) as ReportedCommentView;
    expect(item).toMatchObject({
      body: 'The <b>first</b> reported comment',
      author: { id: people.author.userId, name: 'author Person' },
      target: { type: 'topic', id: topicId, title: 'This house would moderate' },
      isDeleted: false,
      hiddenAt: null,
      status: 'open',
      reportCount: 2,
      openReportCount: 2,
      lastDecision: null,
    });
    expect(item.reports.map((r) => r.reason).sort()).toEqual(['It insults other members', 'Personal attack on a member']);
    expect(item.reports.map((r) => r.reporter?.id).sort()).toEqual([people.reporter.userId, people.reporter2.userId].sort());
    expect(item.reports.map((r) => r.reporter?.name)).toContain('reporter Person');

    const paged = await queue('?limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: open.total, totalCapped: false });
    expect(paged.items.map((i) => i.commentId)).toEqual([ids[1]]);

    const counts = await ok<ModerationCounts>(call('admin', 'GET', '/api/admin/moderation/counts'));
    expect(counts.commentReports).toBe(open.total);
    await t.database.db.insert(topics).values({ title: 'This house waits', category: 'Health', status: 'pending' });
    const after = await ok<ModerationCounts>(call('admin', 'GET', '/api/admin/moderation/counts'));
    expect(after.topicSuggestions).toBe(counts.topicSuggestions + 1);
    expect(after.judgeApplications).toBe(0);
  });

  it('refuses bad input with 400 and the fields named', async () => {
    const target = await comment('author', 'A comment for bad input');
    await report('reporter', target.id, 'Checking the input rules');
    const noReason = await errorOf(decide('admin', target.id, { decision: 'hide' }));
    expect(noReason).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: [MODERATION_MESSAGES.reasonRequired] } });
    for (const decision of ['warn', 'ban'] as const) {
      const blank = await errorOf(decide('admin', target.id, { decision, reason: '   ' }));
      expect(blank.fields?.reason, decision).toEqual([MODERATION_MESSAGES.reasonRequired]);
    }
    const unknown = await errorOf(decide('admin', target.id, { decision: 'delete', reason: 'x' }));
    expect(unknown.fields?.decision).toEqual([MODERATION_MESSAGES.chooseDecision]);
    const long = await errorOf(decide('admin', target.id, { decision: 'hide', reason: 'x'.repeat(501) }));
    expect(long.fields?.reason).toEqual([MODERATION_MESSAGES.reasonTooLong]);
    const extra = await decide('admin', target.id, { decision: 'dismiss', sneaky: true });
    expect(extra.status).toBe(400);
    const wrongType = await errorOf(decide('admin', target.id, { decision: 'warn', reason: 'Rude', hideComment: 'yes' }));
    expect(wrongType.fields?.hideComment).toBeDefined();
    expect((await decide('admin', 'not-a-uuid', { decision: 'dismiss' })).status).toBe(400);
    expect((await errorOf(decide('admin', MISSING, { decision: 'dismiss' }))).code).toBe('NOT_FOUND');
    const badQuery = await errorOf(call('admin', 'GET', '/api/admin/moderation/comment-reports?status=closed&limit=500'));
    expect(Object.keys(badQuery.fields ?? {}).sort()).toEqual(['limit', 'status']);
    // Nothing was decided: the reports are still open.
    const [open] = await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, target.id));
    expect(open?.status).toBe('open');
  });
});

describe('hiding and restoring', () => {
  let hidden: CommentView;
  let reply: CommentView;

  it('hides a comment: others see the placeholder in its place, the author and admins still see it', async () => {
    hidden = await comment('author', 'You are all fools and I will say so');
    reply = await ok<CommentView>(
      call('member', 'POST', '/api/comments', { targetType: 'topic', targetId: topicId, parentId: hidden.id, body: 'A reply' }),
      201,
    );
    await report('reporter', hidden.id, 'Insults everyone here');
    await report('reporter2', hidden.id, 'Name-calling');

    const decided = await ok<ReportedCommentView>(
      decide('admin', hidden.id, { decision: 'hide', reason: 'Insults other members (rule 2)' }),
    );
    expect(decided).toMatchObject({
      status: 'resolved',
      openReportCount: 0,
      lastDecision: {
        resolution: 'hidden',
        note: 'Insults other members (rule 2)',
        resolvedBy: { id: people.admin.userId, name: 'admin Person' },
      },
    });
    expect(decided.hiddenAt).not.toBeNull();

    for (const who of ['anonymous', 'member', 'reporter'] as const) {
      const shown = await shownTo(who, hidden.id);
      expect(shown, who).toMatchObject({ isHidden: true, body: '', author: null, isDeleted: false });
      // The thread keeps its shape: the reply stays under the placeholder.
      expect(
        shown?.replies.map((r) => r.id),
        who,
      ).toEqual([reply.id]);
    }
    for (const who of ['author', 'admin'] as const) {
      const shown = await shownTo(who, hidden.id);
      expect(shown, who).toMatchObject({ isHidden: true, body: '<p>You are all fools and I will say so</p>' });
      expect(shown?.author?.id).toBe(people.author.userId);
    }
    const channelNotified = () =>
      notified.some((n) => n.event === 'comment_updated' && n.payload.commentId === hidden.id && n.channel.endsWith(topicId));
    expect(await until(channelNotified)).toBe(true);

    const reports = await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, hidden.id));
    expect(reports).toHaveLength(2);
    for (const r of reports) {
      expect(r).toMatchObject({ status: 'resolved', resolution: 'hidden', resolvedBy: people.admin.userId });
      expect(r.resolutionNote).toBe('Insults other members (rule 2)');
      expect(r.resolvedAt).toBeInstanceOf(Date);
    }
  });

  it('tells each reporter the outcome and the author why', async () => {
    for (const who of ['reporter', 'reporter2'] as const) {
      const mails = (await mailsTo(who, 'report_outcome')).filter(
        (m) => (m.templateData as { commentExcerpt: string }).commentExcerpt === 'You are all fools and I will say so',
      );
      expect(mails, who).toHaveLength(1);
      expect(mails[0]?.templateData).toMatchObject({ outcome: 'hidden', targetType: 'topic', targetId: topicId });
      expect(mails[0]?.category).toBeNull();
    }
    const authorMails = await mailsTo('author', 'comment_moderated');
    expect(authorMails.map((m) => m.templateData)).toContainEqual(
      expect.objectContaining({ decision: 'hidden', reason: 'Insults other members (rule 2)' }),
    );
  });

  it('refuses replies, likes, edits and reports on a hidden comment', async () => {
    await t.database.db.delete(rateLimits);
    const replied = await errorOf(
      call('member', 'POST', '/api/comments', { targetType: 'topic', targetId: topicId, parentId: hidden.id, body: 'Another' }),
    );
    expect(replied).toMatchObject({ code: 'CONFLICT', message: COMMENT_MESSAGES.hidden });
    expect((await errorOf(call('member', 'PUT', `/api/comments/${hidden.id}/like`))).code).toBe('CONFLICT');
    expect((await errorOf(call('author', 'PATCH', `/api/comments/${hidden.id}`, { body: 'Edited' }))).code).toBe('CONFLICT');
    expect((await errorOf(call('member', 'POST', `/api/comments/${hidden.id}/reports`, { reason: 'Still rude' }))).code).toBe(
      'CONFLICT',
    );
  });

  it('refuses a second decision on the resolved comment with 409, and logs the attempt', async () => {
    const again = await errorOf(decide('admin2', hidden.id, { decision: 'hide', reason: 'Also rude' }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyResolved });
    const dismissed = await errorOf(decide('admin2', hidden.id, { decision: 'dismiss' }));
    expect(dismissed.code).toBe('CONFLICT');
    const entries = await auditOf(hidden.id);
    expect(entries.map((e) => [e.action, e.outcome, e.actorId])).toEqual([
      ['comment.hide', 'succeeded', people.admin.userId],
      ['comment.hide', 'failed', people.admin2.userId],
      ['report.dismiss', 'failed', people.admin2.userId],
    ]);
    expect(entries[0]).toMatchObject({
      targetType: 'comment',
      reason: 'Insults other members (rule 2)',
      targetLabel: 'You are all fools and I will say so',
      before: { hidden: false, openReports: 2 },
      after: { decision: 'hide', hidden: true, reportsResolved: 2 },
    });
    expect(entries[1]?.error).toContain(MODERATION_MESSAGES.alreadyResolved);
  });

  it('restores a hidden comment for everyone, once', async () => {
    const restored = await ok<ReportedCommentView>(
      decide('admin2', hidden.id, { decision: 'restore', reason: 'On a second look it is a quote' }),
    );
    expect(restored.hiddenAt).toBeNull();
    const shown = await shownTo('member', hidden.id);
    expect(shown).toMatchObject({ isHidden: false, body: '<p>You are all fools and I will say so</p>' });
    const again = await errorOf(decide('admin', hidden.id, { decision: 'restore' }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: MODERATION_MESSAGES.notHidden });
    const entries = await auditOf(hidden.id);
    expect(entries.filter((e) => e.outcome === 'succeeded').map((e) => e.action)).toEqual(['comment.hide', 'comment.restore']);
    expect(entries.find((e) => e.action === 'comment.restore')?.reason).toBe('On a second look it is a quote');
  });

  it('lets two admins decide at once and ends in one state: one succeeds, the other gets 409', async () => {
    const raced = await comment('author', 'A comment two admins look at');
    await report('reporter', raced.id, 'Raced report');
    const answers = await Promise.all([
      decide('admin', raced.id, { decision: 'hide', reason: 'Rude' }),
      decide('admin2', raced.id, { decision: 'dismiss', reason: 'Fine by me' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const reports = await t.database.db.select().from(commentReports).where(eq(commentReports.commentId, raced.id));
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, raced.id));
    const winner = answers[0]?.status === 200 ? 'hidden' : 'dismissed';
    expect(reports.map((r) => r.resolution)).toEqual([winner]);
    expect(row?.hiddenAt !== null).toBe(winner === 'hidden');
  });
});

describe('dismissing, warning and banning', () => {
  it('dismisses: the reports close, the comment stays, nobody is mailed', async () => {
    const kept = await comment('author', 'A fair but blunt comment');
    await report('reporter', kept.id, 'I disagree strongly');
    const before = (await mailsTo('reporter', 'report_outcome')).length;
    const decided = await ok<ReportedCommentView>(decide('admin', kept.id, { decision: 'dismiss' }));
    expect(decided).toMatchObject({ status: 'resolved', hiddenAt: null, lastDecision: { resolution: 'dismissed', note: null } });
    expect(await shownTo('member', kept.id)).toMatchObject({ isHidden: false, body: '<p>A fair but blunt comment</p>' });
    expect((await mailsTo('reporter', 'report_outcome')).length).toBe(before);
    expect((await auditOf(kept.id)).map((e) => [e.action, e.outcome])).toEqual([['report.dismiss', 'succeeded']]);
    // Resolved comments show under their own filter; a new report opens the comment again.
    expect((await queue('?status=resolved')).items.map((i) => i.commentId)).toContain(kept.id);
    await report('reporter2', kept.id, 'Now it is spam');
    expect((await queue()).items.find((i) => i.commentId === kept.id)).toMatchObject({ status: 'open', openReportCount: 1 });
  });

  it('warns the author by mail with the reason; the comment stays unless asked to hide it', async () => {
    const warned = await comment('author', 'A borderline remark');
    await report('reporter', warned.id, 'Borderline rude');
    const decided = await ok<ReportedCommentView>(decide('admin', warned.id, { decision: 'warn', reason: 'Keep it civil' }));
    expect(decided).toMatchObject({ hiddenAt: null, lastDecision: { resolution: 'warned', note: 'Keep it civil' } });
    const mails = await mailsTo('author', 'comment_moderated');
    expect(mails.map((m) => m.templateData)).toContainEqual(
      expect.objectContaining({ decision: 'warned', reason: 'Keep it civil', commentExcerpt: 'A borderline remark' }),
    );
    expect(mails.find((m) => (m.templateData as { reason: string }).reason === 'Keep it civil')?.toEmail).toBe(
      people.author.email,
    );
    const outcome = (await mailsTo('reporter', 'report_outcome')).find(
      (m) => (m.templateData as { commentExcerpt: string }).commentExcerpt === 'A borderline remark',
    );
    expect(outcome?.templateData).toMatchObject({ outcome: 'actioned' });
    expect((await auditOf(warned.id)).map((e) => e.action)).toEqual(['user.warn']);

    const hiddenToo = await comment('author', 'Another borderline remark');
    await report('reporter', hiddenToo.id, 'Rude again');
    await ok(decide('admin', hiddenToo.id, { decision: 'warn', reason: 'Second warning', hideComment: true }));
    expect(await shownTo('member', hiddenToo.id)).toMatchObject({ isHidden: true, body: '' });
    expect((await mailsTo('author', 'comment_moderated')).map((m) => m.templateData)).toContainEqual(
      expect.objectContaining({ decision: 'warned_and_hidden', reason: 'Second warning' }),
    );
  });

  it('bans the author: banned with the reason, every session ended at once, the comment hidden', async () => {
    const abusive = await comment('banned', 'Abuse that earns a ban');
    await report('reporter', abusive.id, 'Threatening language');
    expect((await call('banned', 'GET', '/api/judging/me')).status).toBe(200);
    const decided = await ok<ReportedCommentView>(
      decide('admin', abusive.id, { decision: 'ban', reason: 'Threats are never acceptable' }),
    );
    expect(decided).toMatchObject({ lastDecision: { resolution: 'banned', note: 'Threats are never acceptable' } });
    expect(decided.hiddenAt).not.toBeNull();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, people.banned.userId));
    expect(account).toMatchObject({ banned: true, banReason: 'Threats are never acceptable' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, people.banned.userId))).toEqual([]);
    expect((await call('banned', 'GET', '/api/judging/me')).status).toBe(401);
    const [entry] = await auditOf(abusive.id);
    expect(entry).toMatchObject({ action: 'user.ban', targetType: 'comment', outcome: 'succeeded' });
    expect(entry?.after).toMatchObject({ author: { id: people.banned.userId, banned: true, sessionsEnded: 1 }, hidden: true });
    expect((await mailsTo('reporter', 'report_outcome')).map((m) => m.templateData)).toContainEqual(
      expect.objectContaining({ outcome: 'hidden', commentExcerpt: 'Abuse that earns a ban' }),
    );
  });

  it('refuses to ban oneself, and to hide a comment its author deleted', async () => {
    const own = await comment('admin', 'An admin’s own comment');
    await report('reporter', own.id, 'Even admins get reported');
    const self = await errorOf(decide('admin', own.id, { decision: 'ban', reason: 'Testing' }));
    expect(self.code).toBe('CONFLICT');
    const gone = await comment('author', 'A comment soon deleted');
    await report('reporter', gone.id, 'Reported before deletion');
    await ok(call('author', 'DELETE', `/api/comments/${gone.id}`), 204);
    const hide = await errorOf(decide('admin', gone.id, { decision: 'hide', reason: 'Too late' }));
    expect(hide).toMatchObject({ code: 'CONFLICT', message: MODERATION_MESSAGES.commentDeleted });
    const dismissed = await ok<ReportedCommentView>(decide('admin', gone.id, { decision: 'dismiss', reason: 'Deleted already' }));
    expect(dismissed).toMatchObject({ isDeleted: true, body: '', status: 'resolved' });
  });
});
