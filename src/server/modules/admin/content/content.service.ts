// The admin area's debates: the public list's query as it is (cancelled ones
// included through its state filter), and the changes an admin makes. Cancelling
// is the debates module's own cancellation (the same lock, checks and withdrawn
// reminders as when the creator cancels), run inside the audited transaction;
// the admin module comes after debates in the dependency order (STYLE.md), so it
// imports the service directly.
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_CONTENT_MESSAGES,
  type AdminDebateQuery,
  type AdminDebateRow,
  type DeleteDebateAdminInput,
} from '#shared/admin/content/contract.ts';
import type { DebateSummaryView } from '#shared/debates/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { comments, debateResults, debates } from '#server/db/schema/index.ts';
import { cancelDebateReminders } from '#server/email/debate-reminders.ts';
import { cancelPushDebateReminders } from '#server/modules/push/push-notifications.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { cancelDebate, findDebates } from '../../debates/debates.service.ts';
import { adminOnlyIds, withAdminFlags } from './featured.service.ts';

/**
 * The public list's query as it is (its search, filters, sorts and pages), the
 * admin filter narrowing it to the featured or reported debates' ids, and each
 * row with its featured date and open report count.
 */
export async function listAdminDebates(db: Database, query: AdminDebateQuery): Promise<Paginated<AdminDebateRow>> {
  const { only, ...listQuery } = query;
  const ids = only ? await adminOnlyIds(db, 'debate', only) : undefined;
  const page = JSON.parse((await findDebates(db, { ...listQuery, ids })).text) as Paginated<DebateSummaryView>;
  return { ...page, items: await withAdminFlags(db, 'debate', page.items) };
}

interface StepOutcome {
  label: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

async function debateFacts(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ title: debates.title, status: debates.status, participantCount: debates.participantCount })
    .from(debates)
    .where(eq(debates.id, id));
  if (!row) throw notFound('Debate');
  return row;
}

/** Cancels as the creator would (the admin may edit any debate): 409 when cancelled or finished already. */
export async function cancelDebateAsAdmin(tx: Transaction, admin: SessionUser, id: string, reason: string): Promise<StepOutcome> {
  const before = await debateFacts(tx, id);
  // The debates service opens its own transaction; inside ours it is a savepoint under the same row lock.
  const mailed = await cancelDebate(tx as unknown as Database, admin, id, reason);
  return { label: before.title, before: { status: before.status }, after: { status: 'cancelled', participantsMailed: mailed } };
}

/**
 * Deletes a debate: participants, judges, ballots, the room and its events go
 * with it (ON DELETE CASCADE), its comments (no foreign key: they name their
 * target) are deleted here, its pending reminder mails withdrawn. A confirmed
 * result refuses: it feeds speakers' records and judges' agreement.
 */
export async function deleteDebateAsAdmin(tx: Transaction, id: string, input: DeleteDebateAdminInput): Promise<StepOutcome> {
  const [row] = await tx
    .select({ title: debates.title, status: debates.status, participantCount: debates.participantCount })
    .from(debates)
    .where(eq(debates.id, id))
    .for('update');
  if (!row) throw notFound('Debate');
  if (input.confirmTitle.trim() !== row.title.trim()) {
    throw new AppError('VALIDATION_FAILED', ADMIN_CONTENT_MESSAGES.titleMismatch, {
      fields: { confirmTitle: [ADMIN_CONTENT_MESSAGES.titleMismatch] },
    });
  }
  const [result] = await tx.select({ id: debateResults.debateId }).from(debateResults).where(eq(debateResults.debateId, id));
  if (result) throw new AppError('CONFLICT', ADMIN_CONTENT_MESSAGES.hasResult);
  const removedComments = await tx
    .delete(comments)
    .where(and(eq(comments.targetType, 'debate'), eq(comments.targetId, id)))
    .returning({ id: comments.id });
  const withdrawnMails = await cancelDebateReminders(tx, id);
  await cancelPushDebateReminders(tx, id);
  await tx.delete(debates).where(eq(debates.id, id));
  return {
    label: row.title,
    before: { title: row.title, status: row.status, participants: row.participantCount },
    after: { deleted: true, comments: removedComments.length, mailsWithdrawn: withdrawnMails },
  };
}
