// Judges' commitments: which debates still need judges, accepting a panel
// position with conflicts checked, withdrawing before the start, the panel of
// a debate, and the judge's dashboard. Accepting locks the debate row, as
// joining does, so the checks here and the join's trigger see each other.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameOf } from '#server/db/person-name.ts';
import {
  ballots,
  clubMembers,
  debateJudges,
  debateParticipants,
  debateResults,
  debates,
  judgeFeedback,
  judges,
  users,
} from '#server/db/schema/index.ts';
import { formatDebateDateTime } from '#server/email/debate-reminders.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import { pushJudgeAssigned } from '#server/modules/push/push-notifications.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { countLimitFor, countUpTo, pageOf } from '#server/lib/list-total.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { AUDIENCE_ROLE, type DebateStatus } from '#shared/debates/contract.ts';
import {
  type AcceptJudgingInput,
  type AvailableDebateView,
  type AvailableDebatesQuery,
  type CommitmentView,
  type DebateJudgeView,
  JUDGE_FEEDBACK_MIN_RESPONSES,
  JUDGE_MESSAGES,
  type JudgeDashboardView,
  type JudgePosition,
  JUDGES_WANTED,
  openJudgePositions,
} from '#shared/judging/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { lockDebateOr404 } from '../debates/debate-lock.ts';
import { peopleById, unknownPerson } from './judge-people.ts';

type Executor = Database | Transaction;
type DebateRow = typeof debates.$inferSelect;

async function panelsOf(db: Executor, debateIds: readonly string[]) {
  if (debateIds.length === 0) return new Map<string, { userId: string; position: JudgePosition; acceptedAt: Date }[]>();
  const rows = await db
    .select({
      debateId: debateJudges.debateId,
      userId: debateJudges.userId,
      position: debateJudges.position,
      acceptedAt: debateJudges.acceptedAt,
    })
    .from(debateJudges)
    .where(inArray(debateJudges.debateId, [...debateIds]))
    .orderBy(asc(debateJudges.acceptedAt));
  const panels = new Map<string, { userId: string; position: JudgePosition; acceptedAt: Date }[]>();
  for (const row of rows) {
    const list = panels.get(row.debateId) ?? [];
    list.push({ userId: row.userId, position: row.position as JudgePosition, acceptedAt: row.acceptedAt });
    panels.set(row.debateId, list);
  }
  return panels;
}

async function toAvailableViews(db: Executor, rows: DebateRow[]): Promise<AvailableDebateView[]> {
  const panels = await panelsOf(
    db,
    rows.map((r) => r.id),
  );
  const people = await peopleById(
    db,
    [...panels.values()].flat().map((j) => j.userId),
  );
  return rows.map((row) => {
    const panel = panels.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      topic: row.topic,
      format: row.format,
      debateType: row.debateType,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      venueType: row.venueType,
      location: row.location,
      status: row.status as DebateStatus,
      speakerCount: row.speakerCount,
      judges: panel.map((j) => ({ position: j.position, name: (people.get(j.userId) ?? unknownPerson(j.userId)).name })),
      openPositions: row.status === 'scheduled' || row.status === 'live' ? openJudgePositions(row.debateType, panel) : [],
    };
  });
}

const wantedSql = sql.raw(
  `case debates.debate_type ${Object.entries(JUDGES_WANTED)
    .map(([type, wanted]) => `when '${type}' then ${wanted}`)
    .join(' ')} else 1 end`,
);

/** Scheduled debates whose counted panel is short, that this judge may judge: not theirs, not conflicted, not already taken. */
export async function findAvailableDebates(
  db: Database,
  user: SessionUser,
  query: AvailableDebatesQuery,
  now = new Date(),
): Promise<Paginated<AvailableDebateView>> {
  const [judge] = await db.select().from(judges).where(eq(judges.userId, user.id));
  const conflictUsers = judge?.conflictUserIds ?? [];
  const conflictClubs = judge?.conflictClubIds ?? [];
  // Only the formats the judge was approved for (judges.formats): a judge is not offered debates they did not apply to judge.
  const approvedFormats = judge?.formats ?? [];
  const where = and(
    eq(debates.status, 'scheduled'),
    sql`${debates.startsAt} > ${now}`,
    approvedFormats.length ? inArray(debates.format, approvedFormats) : sql`false`,
    query.format ? eq(debates.format, query.format) : undefined,
    query.type ? eq(debates.debateType, query.type) : undefined,
    sql`(select count(*) from debate_judges j where j.debate_id = ${debates.id} and j.position <> 'trainee') < ${wantedSql}`,
    sql`not exists (select 1 from debate_judges j where j.debate_id = ${debates.id} and j.user_id = ${user.id})`,
    sql`not exists (select 1 from debate_participants p where p.debate_id = ${debates.id} and p.role <> ${AUDIENCE_ROLE}
      and (p.user_id = ${user.id}
        ${conflictUsers.length ? sql`or p.user_id in ${conflictUsers}` : sql``}
        ${conflictClubs.length ? sql`or exists (select 1 from club_members m where m.user_id = p.user_id and m.club_id in ${conflictClubs})` : sql``}))`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(debates)
      .where(where)
      .orderBy(asc(debates.startsAt), asc(debates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, debates, where, countLimitFor(query)),
  ]);
  return pageOf(await toAvailableViews(db, rows), query, total?.total ?? 0);
}

export async function listDebateJudges(db: Executor, debateId: string): Promise<DebateJudgeView[]> {
  const rows = await db
    .select({
      userId: debateJudges.userId,
      position: debateJudges.position,
      paradigm: judges.paradigm,
      ballot: ballots.judgeId,
    })
    .from(debateJudges)
    .leftJoin(judges, eq(judges.userId, debateJudges.userId))
    .leftJoin(ballots, and(eq(ballots.debateId, debateJudges.debateId), eq(ballots.judgeId, debateJudges.userId)))
    .where(eq(debateJudges.debateId, debateId))
    .orderBy(
      sql`case ${debateJudges.position} when 'chair' then 0 when 'panellist' then 1 else 2 end`,
      asc(debateJudges.acceptedAt),
    );
  const people = await peopleById(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => ({
    ...(people.get(row.userId) ?? unknownPerson(row.userId)),
    position: row.position as JudgePosition,
    paradigm: row.paradigm ?? '',
    ballotSubmitted: row.ballot !== null,
  }));
}

/** Why this judge may not judge this debate, or null. Runs under the debate's row lock. */
async function conflictFor(tx: Transaction, debateId: string, userId: string): Promise<string | null> {
  const speakers = await tx
    .select({ userId: debateParticipants.userId })
    .from(debateParticipants)
    .where(and(eq(debateParticipants.debateId, debateId), sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`));
  if (speakers.some((s) => s.userId === userId)) return JUDGE_MESSAGES.debatesInIt;
  const [judge] = await tx.select().from(judges).where(eq(judges.userId, userId));
  if (!judge) return JUDGE_MESSAGES.notJudge;
  const ids = speakers.map((s) => s.userId);
  if (ids.some((id) => judge.conflictUserIds.includes(id))) return JUDGE_MESSAGES.conflict;
  if (ids.length && judge.conflictClubIds.length) {
    const [member] = await tx
      .select({ userId: clubMembers.userId })
      .from(clubMembers)
      .where(and(inArray(clubMembers.userId, ids), inArray(clubMembers.clubId, judge.conflictClubIds)))
      .limit(1);
    if (member) return JUDGE_MESSAGES.conflict;
  }
  return null;
}

export async function acceptJudging(
  db: Database,
  user: SessionUser,
  debateId: string,
  input: AcceptJudgingInput,
): Promise<DebateJudgeView[]> {
  try {
    await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      if (debate.status !== 'scheduled' && debate.status !== 'live') throw new AppError('CONFLICT', JUDGE_MESSAGES.notOpen);
      const conflict = await conflictFor(tx, debateId, user.id);
      if (conflict === JUDGE_MESSAGES.notJudge) throw new AppError('FORBIDDEN', conflict);
      if (conflict) throw new AppError('CONFLICT', conflict);
      const panel = (await panelsOf(tx, [debateId])).get(debateId) ?? [];
      if (panel.some((j) => j.userId === user.id)) throw new AppError('CONFLICT', JUDGE_MESSAGES.alreadyJudging);
      if (!openJudgePositions(debate.debateType, panel).includes(input.position)) {
        const message =
          input.position === 'chair'
            ? JUDGE_MESSAGES.chairTaken
            : input.position === 'trainee'
              ? JUDGE_MESSAGES.traineesFull
              : JUDGE_MESSAGES.panelFull;
        throw new AppError('CONFLICT', message);
      }
      await tx.insert(debateJudges).values({ debateId, userId: user.id, position: input.position });
      await pushJudgeAssigned(tx, debate, user.id);
      const [judge] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      const judgeName = await personNameOf(tx, user.id);
      if (judge && judgeName) {
        await enqueueEmail(tx, {
          to: judge.email,
          userId: user.id,
          templateId: 'judge_assignment',
          referenceKey: `debate:${debateId}:judge:${user.id}:assignment`,
          templateData: {
            judgeName: judgeName.slice(0, 100),
            debateId,
            debateTitle: debate.title,
            ...formatDebateDateTime(debate.startsAt, debate.timeZone),
            ...(debate.location ? { debateLocation: debate.location } : {}),
          },
        });
      }
    });
  } catch (error) {
    // Two judges racing for the chair: the partial unique index decides.
    if (isUniqueViolation(error)) {
      const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '');
      throw new AppError('CONFLICT', constraint.includes('chair') ? JUDGE_MESSAGES.chairTaken : JUDGE_MESSAGES.alreadyJudging);
    }
    throw error;
  }
  return listDebateJudges(db, debateId);
}

export async function withdrawJudging(
  db: Database,
  user: SessionUser,
  debateId: string,
  now = new Date(),
): Promise<DebateJudgeView[]> {
  await db.transaction(async (tx) => {
    const debate = await lockDebateOr404(tx, debateId);
    const [mine] = await tx
      .select()
      .from(debateJudges)
      .where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.userId, user.id)));
    if (!mine) throw new AppError('CONFLICT', JUDGE_MESSAGES.notJudgingIt);
    if (debate.status !== 'scheduled' || debate.startsAt.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', JUDGE_MESSAGES.withdrawTooLate);
    }
    await tx.delete(debateJudges).where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.userId, user.id)));
    await tx.execute(sql`update email_queue set status = 'cancelled'
      where reference_key = ${`debate:${debateId}:judge:${user.id}:assignment`} and status = 'pending'`);
  });
  return listDebateJudges(db, debateId);
}

export async function getJudgeDashboard(db: Database, user: SessionUser): Promise<JudgeDashboardView> {
  const commitments = await db
    .select({
      debate: debates,
      position: debateJudges.position,
      acceptedAt: debateJudges.acceptedAt,
      submittedAt: ballots.submittedAt,
      calibration: ballots.calibration,
      confirmedAt: debateResults.confirmedAt,
    })
    .from(debateJudges)
    .innerJoin(debates, eq(debates.id, debateJudges.debateId))
    .leftJoin(ballots, and(eq(ballots.debateId, debateJudges.debateId), eq(ballots.judgeId, debateJudges.userId)))
    .leftJoin(debateResults, eq(debateResults.debateId, debateJudges.debateId))
    .where(eq(debateJudges.userId, user.id))
    .orderBy(asc(debates.startsAt));
  const views = new Map(
    (
      await toAvailableViews(
        db,
        commitments.map((c) => c.debate),
      )
    ).map((v) => [v.id, v]),
  );
  const commitment = (c: (typeof commitments)[number]): CommitmentView => ({
    debate: views.get(c.debate.id) as AvailableDebateView,
    position: c.position as JudgePosition,
    acceptedAt: c.acceptedAt.toISOString(),
    ballotSubmitted: c.submittedAt !== null,
    resultConfirmed: c.confirmedAt !== null,
  });
  const [feedback] = await db
    .select({ responses: count(), average: sql<number | null>`avg(${judgeFeedback.rating})::float8` })
    .from(judgeFeedback)
    .where(eq(judgeFeedback.judgeId, user.id));
  const calibrated = commitments.filter((c) => c.calibration !== null);
  const responses = feedback?.responses ?? 0;
  return {
    upcoming: commitments.filter((c) => c.debate.status === 'scheduled').map(commitment),
    ballotsDue: commitments
      .filter(
        (c) => (c.debate.status === 'live' || c.debate.status === 'finished') && c.submittedAt === null && c.confirmedAt === null,
      )
      .map(commitment),
    pastBallots: commitments
      .filter((c) => c.submittedAt !== null)
      .reverse()
      .map((c) => ({
        debate: views.get(c.debate.id) as AvailableDebateView,
        position: c.position as JudgePosition,
        submittedAt: (c.submittedAt as Date).toISOString(),
        calibration: c.calibration,
      })),
    feedback: {
      responses,
      average:
        responses >= JUDGE_FEEDBACK_MIN_RESPONSES && feedback?.average != null ? Math.round(feedback.average * 10) / 10 : null,
    },
    calibration: {
      ballots: calibrated.length,
      average: calibrated.length
        ? Math.round((calibrated.reduce((sum, c) => sum + (c.calibration ?? 0), 0) / calibrated.length) * 10) / 10
        : null,
    },
  };
}
