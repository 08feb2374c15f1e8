// Applying for the judge role and an admin's review. Approval writes the judge
// (with the application's paradigm, formats and private conflicts) and sends
// the judge_application mail; a decline sends it with the reason. One pending
// application per person, kept by a partial unique index.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { judgeApplications, judges, profiles, users } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { readSiteSettings } from '#server/lib/site-settings.ts';
import {
  type ApplicationReviewInput,
  JUDGE_MESSAGES,
  type JudgeApplicationInput,
  type JudgeApplicationStatus,
  type JudgeApplicationView,
  type MyJudgeStatusView,
} from '#shared/judging/contract.ts';
import { clubsById, peopleById, unknownPerson } from './judge-people.ts';

type ApplicationRow = typeof judgeApplications.$inferSelect;

async function toViews(db: Database, rows: ApplicationRow[]): Promise<JudgeApplicationView[]> {
  const people = await peopleById(db, [...rows.map((r) => r.userId), ...rows.flatMap((r) => r.conflictUserIds)]);
  const clubIds = [...new Set(rows.flatMap((r) => r.conflictClubIds))];
  const clubs = new Map((await clubsById(db, clubIds)).map((c) => [c.id, c]));
  return rows.map((row) => ({
    id: row.id,
    applicant: people.get(row.userId) ?? unknownPerson(row.userId),
    experience: row.experience,
    formats: row.formats,
    paradigm: row.paradigm,
    conflictClubs: row.conflictClubIds.flatMap((id) => clubs.get(id) ?? []),
    conflictUsers: row.conflictUserIds.map((id) => people.get(id) ?? unknownPerson(id)),
    status: row.status as JudgeApplicationStatus,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

export async function isJudge(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: judges.userId }).from(judges).where(eq(judges.userId, userId));
  return Boolean(row);
}

export async function requireJudge(db: Database, user: SessionUser): Promise<void> {
  if (!(await isJudge(db, user.id))) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudge);
}

export async function getMyJudgeStatus(db: Database, user: SessionUser): Promise<MyJudgeStatusView> {
  const [latest] = await db
    .select()
    .from(judgeApplications)
    .where(eq(judgeApplications.userId, user.id))
    .orderBy(desc(judgeApplications.createdAt))
    .limit(1);
  const [judge] = await db.select({ formats: judges.formats }).from(judges).where(eq(judges.userId, user.id));
  return {
    isJudge: judge !== undefined,
    formats: judge?.formats ?? [],
    application: latest ? ((await toViews(db, [latest]))[0] ?? null) : null,
  };
}

export async function applyToJudge(db: Database, user: SessionUser, input: JudgeApplicationInput): Promise<JudgeApplicationView> {
  // Closed by an admin (admin settings): read from the database, so every process refuses at once.
  if (!(await readSiteSettings(db)).judgeApplicationsOpen) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.applicationsClosed);
  if (await isJudge(db, user.id)) throw new AppError('CONFLICT', JUDGE_MESSAGES.alreadyJudge);
  const conflictUserIds = [...new Set(input.conflictUserIds)].filter((id) => id !== user.id);
  if (conflictUserIds.length) {
    const known = await db.select({ id: users.id }).from(users).where(inArray(users.id, conflictUserIds));
    const missing = conflictUserIds.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) {
      throw new AppError('VALIDATION_FAILED', 'Some people could not be found', {
        fields: { conflictUserIds: ['Some people could not be found'] },
      });
    }
  }
  const conflictClubIds = [...new Set(input.conflictClubIds)];
  if ((await clubsById(db, conflictClubIds)).length !== conflictClubIds.length) {
    throw new AppError('VALIDATION_FAILED', 'Some clubs could not be found', {
      fields: { conflictClubIds: ['Some clubs could not be found'] },
    });
  }
  try {
    const [row] = await db
      .insert(judgeApplications)
      .values({
        userId: user.id,
        experience: input.experience,
        formats: [...new Set(input.formats)],
        paradigm: input.paradigm,
        conflictClubIds,
        conflictUserIds,
      })
      .returning();
    return (await toViews(db, [row as ApplicationRow]))[0] as JudgeApplicationView;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', JUDGE_MESSAGES.applicationPending);
    throw error;
  }
}

export async function listApplications(db: Database, status: JudgeApplicationStatus): Promise<JudgeApplicationView[]> {
  const rows = await db
    .select()
    .from(judgeApplications)
    .where(eq(judgeApplications.status, status))
    .orderBy(status === 'pending' ? judgeApplications.createdAt : desc(judgeApplications.reviewedAt))
    .limit(200);
  return toViews(db, rows);
}

export async function reviewApplication(
  db: Database,
  admin: SessionUser,
  id: string,
  input: ApplicationReviewInput,
  now = new Date(),
): Promise<JudgeApplicationView> {
  const row = await db.transaction(async (tx) => {
    const [application] = await tx.select().from(judgeApplications).where(eq(judgeApplications.id, id)).for('update');
    if (!application) throw notFound('Application');
    if (application.status !== 'pending') throw new AppError('CONFLICT', JUDGE_MESSAGES.applicationReviewed);
    const approved = input.decision === 'approve';
    const reason = input.decision === 'decline' ? input.reason : null;
    const [updated] = await tx
      .update(judgeApplications)
      .set({ status: approved ? 'approved' : 'declined', decisionReason: reason, reviewedBy: admin.id, reviewedAt: now })
      .where(and(eq(judgeApplications.id, id), eq(judgeApplications.status, 'pending')))
      .returning();
    if (approved) {
      const values = {
        experience: application.experience,
        formats: application.formats,
        paradigm: application.paradigm,
        conflictClubIds: application.conflictClubIds,
        conflictUserIds: application.conflictUserIds,
        approvedBy: admin.id,
        approvedAt: now,
      };
      await tx
        .insert(judges)
        .values({ userId: application.userId, ...values })
        .onConflictDoUpdate({ target: judges.userId, set: values });
    }
    const [applicant] = await tx
      .select({ email: users.email, name: personNameSql() })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, application.userId));
    if (applicant) {
      await enqueueEmail(tx, {
        to: applicant.email,
        userId: application.userId,
        templateId: 'judge_application',
        referenceKey: `judge-application:${id}`,
        templateData: {
          name: applicant.name.slice(0, 100),
          decision: approved ? 'approved' : 'declined',
          ...(reason ? { reason } : {}),
        },
      });
    }
    return updated as ApplicationRow;
  });
  return (await toViews(db, [row]))[0] as JudgeApplicationView;
}
