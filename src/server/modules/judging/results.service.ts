// Ballots and results. A judge of a started debate submits one ballot, checked
// against the format (src/shared/judging/ballots.ts); the chair (or an admin) confirms
// the panel's decision, which locks it: calibration is written for every
// ballot, the debaters' ratings move (competitive debates only), and each
// speaker gets the score_notification mail. After that only an admin may change
// the result, leaving an audit entry; ratings are then replayed. Every step runs
// under the debate's row lock; the ballot's primary key and the result's
// primary key stop anything from counting twice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  ballots,
  debateJudges,
  debateParticipants,
  debateResults,
  debates,
  judgeFeedback,
  ratingChanges,
  ratings,
  resultAudit,
  users,
} from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import {
  type Ballot,
  type CountedBallot,
  calibrationScore,
  type Decision,
  decide,
  validateBallot,
} from '#shared/judging/ballots.ts';
import { AUDIENCE_ROLE, type DebateStatus } from '#shared/debates/contract.ts';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import { getFormat } from '#shared/formats/formats.ts';
import {
  type AdminResultChangeInput,
  ALL_FORMATS,
  type BallotFormView,
  type BallotInput,
  type JudgeFeedbackInput,
  JUDGE_MESSAGES,
  type JudgePosition,
  type PersonRef,
  RATED_DEBATE_TYPES,
  type ResultView,
  type SpeakerSeat,
} from '#shared/judging/contract.ts';
import { finishDebate, lockDebateOr404 } from '../debates/debate-lock.ts';
import { peopleById, unknownPerson } from './judge-people.ts';
import type { Skill } from './ratings.ts';

type Executor = Database | Transaction;
type DebateRow = typeof debates.$inferSelect;

function formatOf(debate: DebateRow): DebateFormat {
  const format = getFormat(debate.format);
  if (!format) throw new AppError('CONFLICT', `Unknown format ${debate.format}`);
  return format;
}

async function seatsOf(db: Executor, debate: DebateRow): Promise<SpeakerSeat[]> {
  const format = formatOf(debate);
  const rows = await db
    .select({ userId: debateParticipants.userId, role: debateParticipants.role })
    .from(debateParticipants)
    .where(and(eq(debateParticipants.debateId, debate.id), sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`));
  const people = await peopleById(
    db,
    rows.map((r) => r.userId),
  );
  return format.positions.flatMap((position) => {
    const row = rows.find((r) => r.role === position.id);
    if (!row) return [];
    return [
      {
        position: position.id,
        positionLabel: position.label,
        side: position.side,
        user: people.get(row.userId) ?? unknownPerson(row.userId),
      },
    ];
  });
}

async function panelOf(db: Executor, debateId: string) {
  return db
    .select({
      userId: debateJudges.userId,
      position: debateJudges.position,
      ballot: ballots.ballot,
      ballotPosition: ballots.position,
      submittedAt: ballots.submittedAt,
    })
    .from(debateJudges)
    .leftJoin(ballots, and(eq(ballots.debateId, debateJudges.debateId), eq(ballots.judgeId, debateJudges.userId)))
    .where(eq(debateJudges.debateId, debateId))
    .orderBy(
      sql`case ${debateJudges.position} when 'chair' then 0 when 'panellist' then 1 else 2 end`,
      asc(debateJudges.acceptedAt),
    );
}

/** Every submitted ballot of the debate, counted or not, with who submitted it. */
async function ballotsOf(db: Executor, debateId: string) {
  return db
    .select({ judgeId: ballots.judgeId, position: ballots.position, ballot: ballots.ballot, submittedAt: ballots.submittedAt })
    .from(ballots)
    .where(eq(ballots.debateId, debateId))
    .orderBy(asc(ballots.submittedAt));
}

function counted(rows: Awaited<ReturnType<typeof ballotsOf>>): CountedBallot[] {
  return rows
    .filter((row) => row.position !== 'trainee')
    .map((row) => ({ judgeId: row.judgeId, isChair: row.position === 'chair', ballot: row.ballot as Ballot }));
}

async function resultRow(db: Executor, debateId: string) {
  const [row] = await db.select().from(debateResults).where(eq(debateResults.debateId, debateId));
  return row ?? null;
}

const validationFailed = (fields: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', Object.values(fields)[0]?.[0] ?? 'Check the ballot', { fields });

export async function getBallotForm(db: Database, user: SessionUser, debateId: string): Promise<BallotFormView> {
  const [debate] = await db.select().from(debates).where(eq(debates.id, debateId));
  if (!debate) throw notFound('Debate');
  const panel = await panelOf(db, debateId);
  const mine = panel.find((j) => j.userId === user.id);
  if (!mine) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudgingIt);
  const [seats, result, people] = await Promise.all([
    seatsOf(db, debate),
    resultRow(db, debateId),
    peopleById(
      db,
      panel.map((j) => j.userId),
    ),
  ]);
  // The panel's tally so far is shown only to a judge who has submitted: it must not sway a ballot still to come.
  const decision =
    (result?.decision as Decision | undefined) ??
    (mine.ballot ? decide(formatOf(debate), counted(await ballotsOf(db, debateId))) : null);
  return {
    debate: {
      id: debate.id,
      title: debate.title,
      topic: debate.topic,
      format: debate.format,
      debateType: debate.debateType,
      status: debate.status as DebateStatus,
      startsAt: debate.startsAt.toISOString(),
    },
    myPosition: mine.position as JudgePosition,
    seats,
    panel: panel.map((j) => ({
      judge: people.get(j.userId) ?? unknownPerson(j.userId),
      position: j.position as JudgePosition,
      submitted: j.submittedAt !== null,
    })),
    myBallot: mine.ballot ? { ...(mine.ballot as BallotInput), submittedAt: (mine.submittedAt as Date).toISOString() } : null,
    decision,
    confirmed: result !== null,
    canConfirm: result === null && (mine.position === 'chair' || user.role === 'admin') && mine.ballot !== null,
  };
}

export async function submitBallot(
  db: Database,
  user: SessionUser,
  debateId: string,
  input: BallotInput,
): Promise<BallotFormView> {
  try {
    await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      const [mine] = await tx
        .select({ position: debateJudges.position })
        .from(debateJudges)
        .where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.userId, user.id)));
      if (!mine) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudgingIt);
      if (debate.status !== 'live' && debate.status !== 'finished') throw new AppError('CONFLICT', JUDGE_MESSAGES.notStarted);
      if (await resultRow(tx, debateId)) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
      const format = formatOf(debate);
      if (format.ballot.kind === 'ranks' && mine.position === 'panellist')
        throw new AppError('CONFLICT', JUDGE_MESSAGES.consensusByChair);
      const [already] = await tx
        .select({ judgeId: ballots.judgeId })
        .from(ballots)
        .where(and(eq(ballots.debateId, debateId), eq(ballots.judgeId, user.id)));
      if (already) throw new AppError('CONFLICT', JUDGE_MESSAGES.ballotTwice);
      const seats = await seatsOf(tx, debate);
      const ballot = { ...input, reason: input.reason.trim() } as Ballot;
      const errors = validateBallot(format, { positions: seats.map((s) => s.position) }, ballot);
      if (Object.keys(errors).length) throw validationFailed(errors);
      await tx.insert(ballots).values({ debateId, judgeId: user.id, position: mine.position, ballot });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', JUDGE_MESSAGES.ballotTwice);
    throw error;
  }
  return getBallotForm(db, user, debateId);
}

/** Speaker score (with reply) of a seat in a decision, for the mail. */
function seatScore(decision: Decision, position: string): number | null {
  const speaker = decision.speakerScores[position];
  if (speaker === undefined) return null;
  const reply = decision.kind === 'sides' ? (decision.replyScores[position] ?? 0) : 0;
  return Math.round((speaker + reply) * 100) / 100;
}

/** Moves the seated debaters' ratings, over every format and in the debate's own, and records the change. */
async function applyRatings(tx: Transaction, debate: DebateRow, seats: SpeakerSeat[], decision: Decision, at: Date) {
  if (!(RATED_DEBATE_TYPES as readonly string[]).includes(debate.debateType) || seats.length === 0) return;
  // The rating model (openskill and its maths libraries) loads on the first confirmed result, not at start-up.
  const { NEW_RATING, ordinalOf, placesOf, rateTeams } = await import('./ratings.ts');
  const places = placesOf(decision);
  const scopes = [ALL_FORMATS, debate.format];
  const current = await tx
    .select({ userId: ratings.userId, format: ratings.format, mu: ratings.mu, sigma: ratings.sigma })
    .from(ratings)
    .where(
      and(
        inArray(
          ratings.userId,
          seats.map((s) => s.user.id),
        ),
        inArray(ratings.format, scopes),
      ),
    );
  const skillOf = (userId: string, scope: string): Skill =>
    current.find((r) => r.userId === userId && r.format === scope) ?? NEW_RATING;
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const changeRows: (typeof ratingChanges.$inferInsert)[] = [];
  for (const scope of scopes) {
    const teams = Object.entries(places).map(([side, place]) => ({
      side,
      place,
      members: seats.filter((s) => s.side === side).map((s) => ({ userId: s.user.id, before: skillOf(s.user.id, scope) })),
    }));
    const after = rateTeams(teams);
    for (const team of teams) {
      for (const member of team.members) {
        const next = after.get(member.userId);
        if (!next) continue;
        const won = team.place === 1;
        ratingRows.push({
          userId: member.userId,
          format: scope,
          mu: next.mu,
          sigma: next.sigma,
          ordinal: ordinalOf(next),
          ratedDebates: 1,
          wins: won ? 1 : 0,
          updatedAt: at,
        });
        changeRows.push({
          debateId: debate.id,
          userId: member.userId,
          format: scope,
          muBefore: member.before.mu,
          sigmaBefore: member.before.sigma,
          muAfter: next.mu,
          sigmaAfter: next.sigma,
          place: team.place,
          won,
          createdAt: at,
        });
      }
    }
  }
  if (ratingRows.length === 0) return;
  await tx
    .insert(ratings)
    .values(ratingRows)
    .onConflictDoUpdate({
      target: [ratings.userId, ratings.format],
      set: {
        mu: sql`excluded.mu`,
        sigma: sql`excluded.sigma`,
        ordinal: sql`excluded.ordinal`,
        ratedDebates: sql`${ratings.ratedDebates} + 1`,
        wins: sql`${ratings.wins} + excluded.wins`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await tx.insert(ratingChanges).values(changeRows);
}

/**
 * Rebuilds every rating from the confirmed results in confirmation order: after
 * an admin changes a result, later results were rated from wrong starting points.
 */
async function replayRatings(tx: Transaction) {
  await tx.delete(ratingChanges);
  await tx.delete(ratings);
  const results = await tx
    .select({ debate: debates, decision: debateResults.decision, confirmedAt: debateResults.confirmedAt })
    .from(debateResults)
    .innerJoin(debates, eq(debates.id, debateResults.debateId))
    .orderBy(asc(debateResults.confirmedAt), asc(debates.id));
  for (const result of results) {
    await applyRatings(tx, result.debate, await seatsOf(tx, result.debate), result.decision as Decision, result.confirmedAt);
  }
}

async function writeCalibration(tx: Transaction, format: DebateFormat, debateId: string, decision: Decision) {
  for (const row of await ballotsOf(tx, debateId)) {
    await tx
      .update(ballots)
      .set({ calibration: calibrationScore(format, row.ballot as Ballot, decision) })
      .where(and(eq(ballots.debateId, debateId), eq(ballots.judgeId, row.judgeId)));
  }
}

export async function confirmResult(db: Database, user: SessionUser, debateId: string, now = new Date()): Promise<ResultView> {
  try {
    await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      const format = formatOf(debate);
      const panel = await panelOf(tx, debateId);
      const chair = panel.find((j) => j.position === 'chair');
      const isAdmin = user.role === 'admin';
      if (!isAdmin && chair?.userId !== user.id) {
        throw new AppError(
          'FORBIDDEN',
          panel.some((j) => j.userId === user.id) ? JUDGE_MESSAGES.notChairJudge : JUDGE_MESSAGES.notJudgingIt,
        );
      }
      if (debate.status !== 'live' && debate.status !== 'finished') throw new AppError('CONFLICT', JUDGE_MESSAGES.notStarted);
      if (await resultRow(tx, debateId)) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
      if (!chair) throw new AppError('CONFLICT', JUDGE_MESSAGES.needsChair);
      if (!chair.ballot) throw new AppError('CONFLICT', JUDGE_MESSAGES.chairBallotMissing);
      const decision = decide(format, counted(await ballotsOf(tx, debateId)));
      if (!decision) throw new AppError('CONFLICT', JUDGE_MESSAGES.noDecision);
      await tx.insert(debateResults).values({ debateId, decision, confirmedBy: user.id, confirmedAt: now });
      await writeCalibration(tx, format, debateId, decision);
      // A confirmed result ends the debate.
      await finishDebate(tx, debate);
      const seats = await seatsOf(tx, debate);
      await applyRatings(tx, debate, seats, decision, now);
      await notifySpeakers(tx, debate, seats, decision);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
    throw error;
  }
  return (await getResult(db, debateId, user)) as ResultView;
}

async function notifySpeakers(tx: Transaction, debate: DebateRow, seats: SpeakerSeat[], decision: Decision) {
  const submitted = counted(await ballotsOf(tx, debate.id));
  const addresses = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, seats.length ? seats.map((s) => s.user.id) : ['']));
  for (const seat of seats) {
    const to = addresses.find((a) => a.id === seat.user.id)?.email;
    const score = seatScore(decision, seat.position);
    if (!to || score === null) continue;
    const feedback = submitted
      .map((b) => b.ballot.feedback?.[seat.position]?.trim())
      .filter((text): text is string => Boolean(text))
      .join('\n\n')
      .slice(0, 5000);
    // Rendered by the mail worker: rendering here would hold the debate's lock for tens of ms per speaker.
    await enqueueEmail(tx, {
      to,
      userId: seat.user.id,
      templateId: 'score_notification',
      referenceKey: `debate:${debate.id}:user:${seat.user.id}:score`,
      templateData: {
        participantName: seat.user.name.slice(0, 100),
        debateId: debate.id,
        debateTitle: debate.title,
        score,
        ...(feedback ? { feedback } : {}),
      },
    });
  }
}

export async function changeResult(
  db: Database,
  admin: SessionUser,
  debateId: string,
  input: AdminResultChangeInput,
): Promise<ResultView> {
  await db.transaction(async (tx) => {
    const debate = await lockDebateOr404(tx, debateId);
    const result = await resultRow(tx, debateId);
    if (!result) throw new AppError('CONFLICT', JUDGE_MESSAGES.notConfirmed);
    const format = formatOf(debate);
    const seats = await seatsOf(tx, debate);
    const ballot = { ...input.ballot, reason: input.ballot.reason.trim() } as Ballot;
    const errors = validateBallot(format, { positions: seats.map((s) => s.position) }, ballot);
    if (Object.keys(errors).length)
      throw validationFailed(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`ballot.${k}`, v])));
    const decision = decide(format, [{ judgeId: admin.id, isChair: true, ballot }]) as Decision;
    await tx
      .insert(resultAudit)
      .values({ debateId, actorId: admin.id, before: result.decision, after: decision, note: input.note });
    await tx.update(debateResults).set({ decision, changedByAdmin: true }).where(eq(debateResults.debateId, debateId));
    await writeCalibration(tx, format, debateId, decision);
    await replayRatings(tx);
  });
  return (await getResult(db, debateId, admin)) as ResultView;
}

export async function getResult(db: Database, debateId: string, viewer: SessionUser | null): Promise<ResultView | null> {
  const [debate] = await db.select().from(debates).where(eq(debates.id, debateId));
  if (!debate) throw notFound('Debate');
  const result = await resultRow(db, debateId);
  if (!result) return null;
  const [seats, submitted, panel] = await Promise.all([seatsOf(db, debate), ballotsOf(db, debateId), panelOf(db, debateId)]);
  const people = await peopleById(db, [...submitted.map((b) => b.judgeId), ...panel.map((j) => j.userId)]);
  const countedRows = submitted.filter((b) => b.position !== 'trainee');
  const mySeat = viewer ? seats.find((s) => s.user.id === viewer.id) : undefined;
  let feedbackDue: PersonRef[] = [];
  if (mySeat && viewer) {
    const given = await db
      .select({ judgeId: judgeFeedback.judgeId })
      .from(judgeFeedback)
      .where(and(eq(judgeFeedback.debateId, debateId), eq(judgeFeedback.authorId, viewer.id)));
    feedbackDue = panel
      .filter((j) => j.position !== 'trainee' && !given.some((g) => g.judgeId === j.userId))
      .map((j) => people.get(j.userId) ?? unknownPerson(j.userId));
  }
  return {
    debateId,
    format: debate.format,
    decision: result.decision as Decision,
    confirmedAt: result.confirmedAt.toISOString(),
    seats,
    reasons: countedRows.map((row) => {
      const ballot = row.ballot as Ballot;
      return {
        judge: people.get(row.judgeId) ?? unknownPerson(row.judgeId),
        position: row.position as JudgePosition,
        reason: ballot.reason,
        ...(ballot.kind === 'sides' ? { winner: ballot.winner } : {}),
      };
    }),
    myFeedback: mySeat
      ? countedRows.flatMap((row) => {
          const text = (row.ballot as Ballot).feedback?.[mySeat.position]?.trim();
          return text ? [{ judge: people.get(row.judgeId) ?? unknownPerson(row.judgeId), text }] : [];
        })
      : [],
    feedbackDue,
    changedByAdmin: result.changedByAdmin,
  };
}

export async function giveJudgeFeedback(
  db: Database,
  user: SessionUser,
  debateId: string,
  judgeId: string,
  input: JudgeFeedbackInput,
): Promise<void> {
  const [debate] = await db.select().from(debates).where(eq(debates.id, debateId));
  if (!debate) throw notFound('Debate');
  const seats = await seatsOf(db, debate);
  if (!seats.some((s) => s.user.id === user.id)) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.feedbackNotDebater);
  if (!(await resultRow(db, debateId))) throw new AppError('CONFLICT', JUDGE_MESSAGES.notConfirmed);
  const [judge] = await db
    .select({ position: debateJudges.position })
    .from(debateJudges)
    .where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.userId, judgeId)));
  if (!judge || judge.position === 'trainee') throw notFound('Judge');
  try {
    await db.insert(judgeFeedback).values({ debateId, judgeId, authorId: user.id, rating: input.rating, comment: input.comment });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', JUDGE_MESSAGES.feedbackTwice);
    throw error;
  }
}
