// The moderation queue (docs/admin.md "Moderation"): comment reports grouped per
// reported comment, the open items of every kind the queue holds, and an admin's
// decision on a reported comment. A decision runs inside `audited` with the
// comment's row locked (the lock every report of it takes too), so two admins
// deciding at once end in one state: the second finds the reports resolved, or
// the comment hidden already, and is refused with 409. The decision resolves
// every open report with who, when and why; the mails it sends (the author's
// reason, the reporters' outcome) are queued in the same transaction.
import type { Context } from 'hono';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { type EnqueueEmailInput, enqueueEmail, enqueueEmails } from '#server/email/email-queue.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { rowsOf } from '#server/lib/sql.ts';
import {
  COMMENT_DECISION_AUDIT_ACTIONS,
  type CommentDecisionInput,
  decisionHidesComment,
  MODERATION_MESSAGES,
  type ModerationCounts,
  REPORTS_SHOWN_PER_COMMENT,
  type ReportedCommentPage,
  type ReportedCommentView,
  type ReportQueueQuery,
  type ReportResolution,
} from '#shared/admin/moderation/contract.ts';
import type { CommentTargetType } from '#shared/comments/contract.ts';
import { emailPriority } from '#shared/email/contract.ts';
import { audited } from '../audit.ts';
import { ban } from '../users/users.service.ts';
import {
  type CommentPublisher,
  commentExcerpt,
  findOpenReports,
  lockCommentForModeration,
  type ModeratedComment,
  resolveOpenReports,
  setCommentHidden,
} from './comment-moderation.ts';

type Executor = Database | Transaction;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

// ---------------------------------------------------------------- the queue

/** Reports per comment: how many, how many open, when the first (open) one came, when the last decision was. */
const GROUPED = sql`
  select r.comment_id,
    count(*)::int as report_count,
    (count(*) filter (where r.status = 'open'))::int as open_count,
    min(r.created_at) filter (where r.status = 'open') as first_open_at,
    min(r.created_at) as first_reported_at,
    max(r.resolved_at) as last_resolved_at
  from comment_reports r
  group by r.comment_id`;

function statusCondition(status: ReportQueueQuery['status']): SQL {
  if (status === 'open') return sql`g.open_count > 0`;
  if (status === 'resolved') return sql`g.open_count = 0`;
  return sql`true`;
}

/** The display name of the person whose profile is joined under `alias`, whose id is `idColumn`. */
const nameOf = (alias: string, idColumn: string) =>
  personNameSql({
    fullName: sql.raw(`${alias}.full_name`),
    username: sql.raw(`${alias}.username`),
    personId: sql.raw(idColumn),
  });

const TARGET_TITLE = sql`case c.target_type
  when 'debate' then (select d.title from debates d where d.id = c.target_id)
  when 'club' then (select cl.name from clubs cl where cl.id = c.target_id)
  when 'event' then (select e.title from events e where e.id = c.target_id)
  when 'topic' then (select t.title from topics t where t.id = c.target_id)
end`;

interface GroupRow {
  comment_id: string;
  report_count: number;
  open_count: number;
  first_reported_at: string | Date;
  body: string;
  author_id: string | null;
  author_name: string;
  target_type: CommentTargetType;
  target_id: string;
  target_title: string | null;
  created_at: string | Date;
  deleted_at: string | Date | null;
  hidden_at: string | Date | null;
}

interface ReportRow {
  id: string;
  comment_id: string;
  reason: string;
  status: 'open' | 'resolved';
  reporter_id: string;
  reporter_name: string;
  created_at: string | Date;
}

interface DecisionRow {
  comment_id: string;
  resolution: ReportResolution;
  resolution_note: string | null;
  resolved_by: string | null;
  resolver_name: string | null;
  resolved_at: string | Date;
}

async function findGroups(db: Executor, where: SQL, order: SQL, limit: number, offset: number): Promise<GroupRow[]> {
  return rowsOf<GroupRow>(
    await db.execute(sql`
      with g as (${GROUPED})
      select g.comment_id, g.report_count, g.open_count, g.first_reported_at,
        c.body, c.author_id, ${nameOf('ap', 'c.author_id')} as author_name,
        c.target_type, c.target_id, ${TARGET_TITLE} as target_title,
        c.created_at, c.deleted_at, c.hidden_at
      from g
      join comments c on c.id = g.comment_id
      left join profiles ap on ap.id = c.author_id
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}`),
  );
}

/** The groups' reports (newest first, a bounded number each) and their latest decisions, in two queries. */
async function toViews(db: Executor, groups: GroupRow[]): Promise<ReportedCommentView[]> {
  if (groups.length === 0) return [];
  const ids = sql.join(
    groups.map((g) => sql`${g.comment_id}::uuid`),
    sql`, `,
  );
  const [reports, decisions] = await Promise.all([
    db.execute(sql`
      select * from (
        select r.id, r.comment_id, r.reason, r.status, r.reporter_id, ${nameOf('rp', 'r.reporter_id')} as reporter_name, r.created_at,
          row_number() over (partition by r.comment_id order by r.created_at desc, r.id) as n
        from comment_reports r
        left join profiles rp on rp.id = r.reporter_id
        where r.comment_id in (${ids})
      ) ranked
      where n <= ${REPORTS_SHOWN_PER_COMMENT}
      order by created_at desc, id`),
    db.execute(sql`
      select distinct on (r.comment_id) r.comment_id, r.resolution, r.resolution_note, r.resolved_by,
        case when r.resolved_by is null then null
          when u.id is null then null
          else ${nameOf('vp', 'u.id')} end as resolver_name,
        r.resolved_at
      from comment_reports r
      left join users u on u.id = r.resolved_by
      left join profiles vp on vp.id = r.resolved_by
      where r.comment_id in (${ids}) and r.resolved_at is not null
      order by r.comment_id, r.resolved_at desc, r.id`),
  ]);
  const reportsOf = new Map<string, ReportRow[]>();
  for (const report of rowsOf<ReportRow>(reports)) {
    const list = reportsOf.get(report.comment_id) ?? [];
    list.push(report);
    reportsOf.set(report.comment_id, list);
  }
  const decisionOf = new Map(rowsOf<DecisionRow>(decisions).map((d) => [d.comment_id, d]));
  return groups.map((g) => {
    const decision = decisionOf.get(g.comment_id);
    return {
      commentId: g.comment_id,
      body: g.deleted_at ? '' : g.body,
      author: g.author_id ? { id: g.author_id, name: g.author_name } : null,
      target: { type: g.target_type, id: g.target_id, title: g.target_title },
      commentCreatedAt: iso(g.created_at),
      isDeleted: g.deleted_at !== null,
      hiddenAt: isoOrNull(g.hidden_at),
      status: g.open_count > 0 ? 'open' : 'resolved',
      reportCount: g.report_count,
      openReportCount: g.open_count,
      firstReportedAt: iso(g.first_reported_at),
      reports: (reportsOf.get(g.comment_id) ?? []).map((r) => ({
        id: r.id,
        reason: r.reason,
        reporter: { id: r.reporter_id, name: r.reporter_name },
        status: r.status,
        createdAt: iso(r.created_at),
      })),
      lastDecision: decision
        ? {
            resolution: decision.resolution,
            note: decision.resolution_note,
            resolvedBy:
              decision.resolved_by && decision.resolver_name ? { id: decision.resolved_by, name: decision.resolver_name } : null,
            resolvedAt: iso(decision.resolved_at),
          }
        : null,
    };
  });
}

/**
 * Reported comments, a page at a time: open ones first, the longest-waiting
 * first; then resolved ones, the latest decision first.
 */
export async function findReportedComments(db: Database, query: ReportQueueQuery): Promise<ReportedCommentPage> {
  const where = statusCondition(query.status);
  const order = sql`(g.open_count = 0), g.first_open_at asc nulls last, g.last_resolved_at desc nulls last, g.comment_id`;
  const [groups, totals] = await Promise.all([
    findGroups(db, where, order, query.limit, (query.page - 1) * query.limit),
    db.execute(sql`with g as (${GROUPED}) select count(*)::int as total from g where ${where}`),
  ]);
  const total = rowsOf<{ total: number }>(totals)[0]?.total ?? 0;
  return { items: await toViews(db, groups), page: query.page, limit: query.limit, total, totalCapped: false };
}

/** One reported comment as the queue shows it; 404 when nobody reported it. */
export async function getReportedComment(db: Executor, commentId: string): Promise<ReportedCommentView> {
  const [group] = await findGroups(db, sql`g.comment_id = ${commentId}::uuid`, sql`g.comment_id`, 1, 0);
  if (!group) throw notFound('Reported comment');
  const [view] = await toViews(db, [group]);
  return view as ReportedCommentView;
}

/** What waits for a decision: reported comments, topic suggestions and judge applications. */
export async function countOpenItems(db: Database): Promise<ModerationCounts> {
  const [row] = rowsOf<ModerationCounts>(
    await db.execute(sql`
      select
        (select count(distinct comment_id)::int from comment_reports where status = 'open') as "commentReports",
        (select count(*)::int from topics where status = 'pending') as "topicSuggestions",
        (select count(*)::int from judge_applications where status = 'pending') as "judgeApplications"`),
  );
  return row ?? { commentReports: 0, topicSuggestions: 0, judgeApplications: 0 };
}

// ---------------------------------------------------------------- decisions

const RESOLUTION_OF = {
  hide: 'hidden',
  dismiss: 'dismissed',
  warn: 'warned',
  ban: 'banned',
  // Restoring closes any report still open as dismissed: the moderator looked and let the comment stand.
  restore: 'dismissed',
} as const satisfies Record<CommentDecisionInput['decision'], ReportResolution>;

/** Refuses a decision that no longer applies, with what changed. */
function checkDecisionApplies(row: ModeratedComment, openReports: number, input: CommentDecisionInput) {
  if (input.decision === 'restore') {
    if (row.deletedAt) throw new AppError('CONFLICT', MODERATION_MESSAGES.commentDeleted);
    if (!row.hiddenAt) throw new AppError('CONFLICT', MODERATION_MESSAGES.notHidden);
    return;
  }
  if (openReports === 0) throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyResolved);
  if (input.decision === 'hide') {
    if (row.deletedAt) throw new AppError('CONFLICT', MODERATION_MESSAGES.commentDeleted);
    if (row.hiddenAt) throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyHidden);
  }
  if ((input.decision === 'warn' || input.decision === 'ban') && !row.authorId)
    throw new AppError('CONFLICT', MODERATION_MESSAGES.authorGone);
}

interface Recipient {
  id: string;
  email: string;
  name: string;
}

async function recipients(tx: Transaction, ids: string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return rowsOf<Recipient>(
    await tx.execute(sql`
      select u.id, u.email, ${nameOf('p', 'u.id')} as name
      from users u left join profiles p on p.id = u.id
      where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
}

async function targetTitleOf(tx: Transaction, row: ModeratedComment): Promise<string> {
  const [found] = rowsOf<{ title: string | null }>(
    await tx.execute(sql`select ${TARGET_TITLE} as title from comments c where c.id = ${row.id}::uuid`),
  );
  return found?.title?.trim() || 'a discussion';
}

/**
 * An admin's decision on a reported comment: hide, restore, dismiss, warn or ban
 * its author. Returns the comment as the queue shows it afterwards.
 */
export async function decideOnComment(
  c: Context<AppEnv>,
  admin: SessionUser,
  publisher: CommentPublisher,
  commentId: string,
  input: CommentDecisionInput,
): Promise<ReportedCommentView> {
  const reason = input.reason?.trim() || null;
  const subject = {
    action: COMMENT_DECISION_AUDIT_ACTIONS[input.decision],
    targetType: 'comment' as const,
    targetId: commentId,
    reason,
  };
  await audited(c, admin, subject, async (tx) => {
    const row = await lockCommentForModeration(tx, commentId);
    const openReports = await findOpenReports(tx, commentId);
    checkDecisionApplies(row, openReports.length, input);
    const now = new Date();
    const isHiding = decisionHidesComment(input) && !row.hiddenAt && !row.deletedAt;
    const after: Record<string, unknown> = { decision: input.decision };

    // Named so the member's own audit trail (the people section) lists the warning.
    if (input.decision === 'warn') after.author = { id: row.authorId };
    if (input.decision === 'ban') {
      // The people section's ban: locks the member, refuses the last admin and oneself, ends every session.
      const banned = await ban(tx, admin.id, row.authorId as string, { reason: reason as string });
      after.author = { id: row.authorId, ...banned.after };
    }
    if (isHiding) await setCommentHidden(tx, publisher, row, admin.id, now);
    if (input.decision === 'restore') await setCommentHidden(tx, publisher, row, null, now);

    const reporterIds = await resolveOpenReports(tx, commentId, {
      resolution: RESOLUTION_OF[input.decision],
      note: reason,
      resolvedBy: admin.id,
      at: now,
    });
    after.reportsResolved = reporterIds.length;
    after.hidden = input.decision === 'restore' ? false : isHiding || row.hiddenAt !== null;

    const excerpt = commentExcerpt(row.body, 200) || '(no text)';
    const target = { targetType: row.targetType as CommentTargetType, targetId: row.targetId };
    if ((input.decision === 'hide' || input.decision === 'warn') && row.authorId && reason) {
      const [author] = await recipients(tx, [row.authorId]);
      if (author) {
        const decision = input.decision === 'hide' ? 'hidden' : isHiding ? 'warned_and_hidden' : 'warned';
        await enqueueEmail(tx, {
          to: author.email,
          userId: author.id,
          templateId: 'comment_moderated',
          templateData: {
            name: author.name.slice(0, 100),
            decision,
            reason,
            commentExcerpt: excerpt,
            ...target,
            targetTitle: await targetTitleOf(tx, row),
          },
        });
        after.authorMailed = true;
      }
    }
    // "The reporter is told the outcome when it matters": when a moderator acted, not when the reports were dismissed.
    if (input.decision === 'hide' || input.decision === 'warn' || input.decision === 'ban') {
      const targetTitle = await targetTitleOf(tx, row);
      const outcome = isHiding ? 'hidden' : 'actioned';
      const mails: EnqueueEmailInput[] = (await recipients(tx, reporterIds)).map((reporter) => ({
        to: reporter.email,
        userId: reporter.id,
        templateId: 'report_outcome',
        priority: emailPriority('report_outcome'),
        templateData: { name: reporter.name.slice(0, 100), outcome, commentExcerpt: excerpt, ...target, targetTitle },
      }));
      if (mails.length) after.reportersMailed = await enqueueEmails(tx, mails);
    }

    return {
      result: undefined,
      targetLabel: commentExcerpt(row.body, 80) || null,
      before: { hidden: row.hiddenAt !== null, openReports: openReports.length, authorId: row.authorId },
      after,
    };
  });
  // Every comment a decision applies to was reported (restoring needs a hidden comment, hiding needs reports).
  return getReportedComment(c.get('db'), commentId);
}
