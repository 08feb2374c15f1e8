// The debate row as other modules' transactions hold it: judging locks the
// debate while it seats a judge, takes a ballot or confirms a result, so that
// those steps and the debate's own (joins, timer, edits) are served one after
// the other; and a confirmed result is what finishes a debate that is still live.
import { eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { debates } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';

export type DebateRow = typeof debates.$inferSelect;

/** The debate, locked (FOR UPDATE) until the transaction ends; 404 'Debate not found' when there is none. */
export async function lockDebateOr404(tx: Transaction, debateId: string): Promise<DebateRow> {
  const [debate] = await tx.select().from(debates).where(eq(debates.id, debateId)).for('update');
  if (!debate) throw notFound('Debate');
  return debate;
}

/** Finishes a live debate; any other status stays, since a debate's states only move forward. */
export async function finishDebate(tx: Transaction, debate: Pick<DebateRow, 'id' | 'status'>): Promise<void> {
  if (debate.status === 'live') await tx.update(debates).set({ status: 'finished' }).where(eq(debates.id, debate.id));
}
