// A judge's private flow sheet for one debate. Saves name the version they
// were edited from; an older copy never overwrites a newer one (409), so a
// draft kept offline in one tab cannot silently erase notes made in another.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { debateJudges, judgeNotes } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { type FlowSheet, JUDGE_MESSAGES, type NotesView, type SaveNotesInput } from '#shared/judging/contract.ts';

async function requireCommitment(db: Database, user: SessionUser, debateId: string) {
  const [mine] = await db
    .select({ position: debateJudges.position })
    .from(debateJudges)
    .where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.userId, user.id)));
  if (!mine) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudgingIt);
}

export async function getNotes(db: Database, user: SessionUser, debateId: string): Promise<NotesView> {
  await requireCommitment(db, user, debateId);
  const [row] = await db
    .select()
    .from(judgeNotes)
    .where(and(eq(judgeNotes.debateId, debateId), eq(judgeNotes.judgeId, user.id)));
  return row
    ? { sheet: row.sheet as FlowSheet, version: row.version, updatedAt: row.updatedAt.toISOString() }
    : { sheet: { rows: [] }, version: 0, updatedAt: null };
}

export async function saveNotes(db: Database, user: SessionUser, debateId: string, input: SaveNotesInput): Promise<NotesView> {
  await requireCommitment(db, user, debateId);
  const stale = () =>
    new AppError('CONFLICT', JUDGE_MESSAGES.notesStale, { fields: { baseVersion: [JUDGE_MESSAGES.notesStale] } });
  if (input.baseVersion === 0) {
    try {
      const [row] = await db
        .insert(judgeNotes)
        .values({ debateId, judgeId: user.id, sheet: input.sheet, version: 1 })
        .returning();
      return { sheet: input.sheet, version: 1, updatedAt: (row?.updatedAt ?? new Date()).toISOString() };
    } catch (error) {
      if (isUniqueViolation(error)) throw stale();
      throw error;
    }
  }
  const [row] = await db
    .update(judgeNotes)
    .set({ sheet: input.sheet, version: input.baseVersion + 1 })
    .where(and(eq(judgeNotes.debateId, debateId), eq(judgeNotes.judgeId, user.id), eq(judgeNotes.version, input.baseVersion)))
    .returning();
  if (!row) throw stale();
  return { sheet: input.sheet, version: row.version, updatedAt: row.updatedAt.toISOString() };
}
