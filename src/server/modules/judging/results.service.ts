// Ballots and results. A judge of a started debate submits one ballot, checked
// against the format (src/shared/judging/ballots.ts); the chair (or an admin) confirms
// the panel's decision, which locks it: calibration is written for every
// ballot, the debaters' ratings move (competitive debates only), and each
// speaker gets the score_notification mail. After that only an admin may change
// the result, leaving an audit entry; ratings are then replayed. Every step runs
// under the debate's row lock; the ballot's primary key and the result's
// primary key stop anything from counting twice, and a ballot sent again with its
// idempotency key is answered as already received. Under the lock, one statement
// reads the debate's judging (judgingOf) and the answer is built from it: a
// ballot or a confirmation costs a handful of round trips, not thirty.
import { and, asc, eq, inArray, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  ballots,
  debateJudges,
  debateParticipants,
  debateResults,
  debates,
  judgeFeedback,
  profiles,
  ratingChanges,
  ratings,
  resultAudit,
  users,
} from '#server/db/schema/index.ts';
import { type EnqueueEmailInput, enqueueEmails } from '#server/email/email-queue.ts';
import { pushResultsOut } from '#server/modules/push/push-notifications.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isoTimeSql, jsonArraySql, namedColumns } from '#server/lib/json-sql.ts';
import { isUniqueViolation, rowsOf } from '#server/lib/sql.ts';
import {
  type Ballot,
  type CountedBallot,
  calibrationScore,
  type Decision,
  decide,
  validateBallot,
} from '#shared/judging/ballots.ts';
import { AUDIENCE_ROLE, type DebateStatus } from '#shared/debates/contract.ts';
import { emailPriority } from '#shared/email/contract.ts';
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
  type SubmitBallotInput,
} from '#shared/judging/contract.ts';
import { finishDebate, lockDebateOr404 } from '../debates/debate-lock.ts';
import type { Skill } from './ratings.ts';

type Executor = Database | Transaction;
type DebateRow = typeof debates.$inferSelect;

function formatOf(debate: Pick<DebateRow, 'format'>): DebateFormat {
  const format = getFormat(debate.format);
  if (!format) throw new AppError('CONFLICT', `Unknown format ${debate.format}`);
  return format;
}

/** A person as the judging pages show them; "Former member" once the account is gone (unknownPerson). */
const personFields = {
  name: personNameSql({ fullName: profiles.fullName, username: profiles.username, personId: users.id }),
  username: profiles.username,
};

interface PanelEntry extends PersonRef {
  position: JudgePosition;
}
interface BallotEntry {
  judgeId: string;
  position: string;
  ballot: Ballot;
  submittedAt: string;
  name: string;
  username: string | null;
}
interface SeatEntry {
  userId: string;
  role: string;
  name: string;
  username: string | null;
  email?: string | null;
}
interface RatingEntry {
  userId: string;
  format: string;
  mu: number;
  sigma: number;
}

/** A debate's judging as judgingOf reads it; times as toISOString() writes them. */
interface Judging {
  title: string;
  topic: string;
  format: string;
  debateType: string;
  status: string;
  startsAt: string;
  decision: Decision | null;
  confirmedAt: string | null;
  changedByAdmin: boolean | null;
  panel: PanelEntry[];
  ballots: BallotEntry[];
  seats: SeatEntry[];
  ratings: RatingEntry[];
  feedbackGiven: { judgeId: string }[];
}

interface JudgingShape {
  viewer: boolean;
  addresses: boolean;
  ratings: boolean;
}

/** The statement judgingOf sends for one shape, its values as placeholders (debateId, viewerId, format). */
function judgingStatement(db: Executor, shape: JudgingShape) {
  const debateId = sql.placeholder('debateId');
  const panel = db
    .select(namedColumns({ id: debateJudges.userId, ...personFields, position: debateJudges.position }))
    .from(debateJudges)
    .leftJoin(users, eq(users.id, debateJudges.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(debateJudges.debateId, debateId))
    .orderBy(
      sql`case ${debateJudges.position} when 'chair' then 0 when 'panellist' then 1 else 2 end`,
      asc(debateJudges.acceptedAt),
    );
  const submitted = db
    .select(
      namedColumns({
        judgeId: ballots.judgeId,
        position: ballots.position,
        ballot: ballots.ballot,
        submittedAt: isoTimeSql(ballots.submittedAt),
        ...personFields,
      }),
    )
    .from(ballots)
    .leftJoin(users, eq(users.id, ballots.judgeId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(ballots.debateId, debateId))
    .orderBy(asc(ballots.submittedAt));
  const speaking = and(eq(debateParticipants.debateId, debateId), sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`);
  const seats = db
    .select(
      namedColumns({
        userId: debateParticipants.userId,
        role: debateParticipants.role,
        ...personFields,
        ...(shape.addresses ? { email: users.email } : {}),
      }),
    )
    .from(debateParticipants)
    .leftJoin(users, eq(users.id, debateParticipants.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(speaking);
  // The speakers' ratings before a confirmation, over all formats and in the debate's.
  const current = db
    .select(namedColumns({ userId: ratings.userId, format: ratings.format, mu: ratings.mu, sigma: ratings.sigma }))
    .from(ratings)
    .where(
      and(
        inArray(ratings.userId, db.select({ userId: debateParticipants.userId }).from(debateParticipants).where(speaking)),
        inArray(ratings.format, [ALL_FORMATS, sql.placeholder('format')]),
      ),
    )
    .orderBy(asc(ratings.userId), asc(ratings.format));
  const given = db
    .select(namedColumns({ judgeId: judgeFeedback.judgeId }))
    .from(judgeFeedback)
    .where(and(eq(judgeFeedback.debateId, debateId), eq(judgeFeedback.authorId, sql.placeholder('viewerId'))));
  const none = sql`'[]'::json`;
  return db
    .select(
      namedColumns({
        title: debates.title,
        topic: debates.topic,
        format: debates.format,
        debateType: debates.debateType,
        status: debates.status,
        startsAt: isoTimeSql(debates.startsAt),
        decision: debateResults.decision,
        confirmedAt: isoTimeSql(debateResults.confirmedAt),
        changedByAdmin: debateResults.changedByAdmin,
        panel: jsonArraySql(panel),
        ballots: jsonArraySql(submitted),
        seats: jsonArraySql(seats),
        ratings: shape.ratings ? jsonArraySql(current) : none,
        feedbackGiven: shape.viewer ? jsonArraySql(given) : none,
      }),
    )
    .from(debates)
    .leftJoin(debateResults, eq(debateResults.debateId, debates.id))
    .where(eq(debates.id, debateId))
    .toSQL();
}

// Each shape's statement is composed once: Drizzle spent about half a millisecond
// of CPU composing it per request, more than PostgreSQL takes to run it.
const judgingStatements = new Map<string, ReturnType<typeof judgingStatement>>();

/** A composed statement with this request's values in place of its placeholders. */
function bound(statement: { sql: string; params: unknown[] }, values: Record<string, unknown>): SQL {
  // Drizzle numbers the parameters $1, $2… in the order they appear in the text.
  const [head = '', ...rest] = statement.sql.split(/\$\d+\b/);
  const chunks = [sql.raw(head)];
  rest.forEach((text, i) => {
    const param = statement.params[i];
    chunks.push(sql`${is(param, Placeholder) ? values[param.name] : param}`, sql.raw(text));
  });
  return sql.join(chunks);
}

/**
 * A debate's judging as one statement reads it (a round trip per list cost more
 * than the work): the result, the panel in its order (chair, panellists,
 * trainees, then by acceptance), every ballot in the order submitted, the seated
 * speakers; for a confirmation also their addresses and current ratings
 * (`ratingFormat`: the debate's format), and for a viewer the judges they already
 * gave feedback on. Null when there is no debate.
 */
async function judgingOf(
  db: Executor,
  debateId: string,
  options: { viewerId?: string; withAddresses?: boolean; ratingFormat?: string } = {},
): Promise<Judging | null> {
  const shape = {
    viewer: options.viewerId !== undefined,
    addresses: options.withAddresses === true,
    ratings: options.ratingFormat !== undefined,
  };
  const key = `${shape.viewer} ${shape.addresses} ${shape.ratings}`;
  let statement = judgingStatements.get(key);
  if (!statement) judgingStatements.set(key, (statement = judgingStatement(db, shape)));
  const result = await db.execute(bound(statement, { debateId, viewerId: options.viewerId, format: options.ratingFormat }));
  return rowsOf<Judging>(result)[0] ?? null;
}

const personOf = (entry: { name: string; username: string | null }, id: string): PersonRef => ({
  id,
  name: entry.name,
  username: entry.username,
});

/** The seated speakers in the format's order of positions. */
function seatsIn(format: DebateFormat, entries: readonly SeatEntry[]): SpeakerSeat[] {
  return format.positions.flatMap((position) => {
    const entry = entries.find((e) => e.role === position.id);
    if (!entry) return [];
    return [{ position: position.id, positionLabel: position.label, side: position.side, user: personOf(entry, entry.userId) }];
  });
}

function counted(rows: readonly Pick<BallotEntry, 'judgeId' | 'position' | 'ballot'>[]): CountedBallot[] {
  return rows
    .filter((row) => row.position !== 'trainee')
    .map((row) => ({ judgeId: row.judgeId, isChair: row.position === 'chair', ballot: row.ballot }));
}

/** Every submitted ballot of the debate, counted or not, in the order submitted. */
async function ballotsOf(db: Executor, debateId: string) {
  const rows = await db
    .select({ judgeId: ballots.judgeId, position: ballots.position, ballot: ballots.ballot })
    .from(ballots)
    .where(eq(ballots.debateId, debateId))
    .orderBy(asc(ballots.submittedAt));
  return rows.map((row) => ({ ...row, ballot: row.ballot as Ballot }));
}

async function resultRow(db: Executor, debateId: string) {
  const [row] = await db.select().from(debateResults).where(eq(debateResults.debateId, debateId));
  return row ?? null;
}

const validationFailed = (fields: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', Object.values(fields)[0]?.[0] ?? 'Check the ballot', { fields });

function ballotFormView(judging: Judging, debateId: string, user: SessionUser): BallotFormView {
  const mine = judging.panel.find((j) => j.id === user.id);
  if (!mine) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudgingIt);
  const myBallot = judging.ballots.find((b) => b.judgeId === user.id);
  const confirmed = judging.confirmedAt !== null;
  // The panel's tally so far is shown only to a judge who has submitted: it must not sway a ballot still to come.
  const decision = judging.decision ?? (myBallot ? decide(formatOf(judging), counted(judging.ballots)) : null);
  return {
    debate: {
      id: debateId,
      title: judging.title,
      topic: judging.topic,
      format: judging.format,
      debateType: judging.debateType,
      status: judging.status as DebateStatus,
      startsAt: judging.startsAt,
    },
    myPosition: mine.position,
    seats: seatsIn(formatOf(judging), judging.seats),
    panel: judging.panel.map((j) => ({
      judge: personOf(j, j.id),
      position: j.position,
      submitted: judging.ballots.some((b) => b.judgeId === j.id),
    })),
    myBallot: myBallot ? { ...(myBallot.ballot as BallotInput), submittedAt: myBallot.submittedAt } : null,
    decision,
    confirmed,
    canConfirm: !confirmed && (mine.position === 'chair' || user.role === 'admin') && myBallot !== undefined,
  };
}

export async function getBallotForm(db: Database, user: SessionUser, debateId: string): Promise<BallotFormView> {
  const judging = await judgingOf(db, debateId);
  if (!judging) throw notFound('Debate');
  return ballotFormView(judging, debateId, user);
}

/**
 * Whose ballot holds an idempotency key: the answer to a key sent again. This
 * judge's ballot of this debate → it was received (a retry, the outbox sent again);
 * any other ballot → the key was used elsewhere; null when no ballot holds it.
 */
async function keyHolder(db: Executor, key: string, debateId: string, judgeId: string): Promise<string | null> {
  const [held] = await db
    .select({ debateId: ballots.debateId, judgeId: ballots.judgeId })
    .from(ballots)
    .where(eq(ballots.idempotencyKey, key));
  if (!held) return null;
  return held.debateId === debateId && held.judgeId === judgeId ? JUDGE_MESSAGES.ballotReceived : JUDGE_MESSAGES.ballotKeyUsed;
}

export async function submitBallot(
  db: Database,
  user: SessionUser,
  debateId: string,
  input: SubmitBallotInput,
): Promise<BallotFormView> {
  const { idempotencyKey = null, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      // A ballot sent again with its key is answered before anything that may have
      // changed since it was received (the panel, the lock on the result).
      if (idempotencyKey) {
        const prior = await keyHolder(tx, idempotencyKey, debateId, user.id);
        if (prior === JUDGE_MESSAGES.ballotReceived) throw new AppError('CONFLICT', prior);
      }
      const judging = (await judgingOf(tx, debateId)) as Judging;
      const mine = judging.panel.find((j) => j.id === user.id);
      if (!mine) throw new AppError('FORBIDDEN', JUDGE_MESSAGES.notJudgingIt);
      if (debate.status !== 'live' && debate.status !== 'finished') throw new AppError('CONFLICT', JUDGE_MESSAGES.notStarted);
      if (judging.confirmedAt !== null) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
      const format = formatOf(debate);
      if (format.ballot.kind === 'ranks' && mine.position === 'panellist')
        throw new AppError('CONFLICT', JUDGE_MESSAGES.consensusByChair);
      if (judging.ballots.some((b) => b.judgeId === user.id)) throw new AppError('CONFLICT', JUDGE_MESSAGES.ballotTwice);
      const seats = seatsIn(format, judging.seats);
      const ballot = { ...fields, reason: fields.reason.trim() } as Ballot;
      const errors = validateBallot(format, { positions: seats.map((s) => s.position) }, ballot);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const [inserted] = await tx
        .insert(ballots)
        .values({ debateId, judgeId: user.id, position: mine.position, ballot, idempotencyKey })
        .returning({ submittedAt: ballots.submittedAt });
      // The form as it stands with this ballot in, read under the lock: nothing else about the panel changes before the commit.
      const mineIn: BallotEntry = {
        judgeId: user.id,
        position: mine.position,
        ballot,
        submittedAt: (inserted?.submittedAt ?? new Date()).toISOString(),
        name: mine.name,
        username: mine.username,
      };
      const withMine = [...judging.ballots, mineIn].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
      return ballotFormView({ ...judging, status: debate.status, ballots: withMine }, debateId, user);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The primary key (one ballot per judge) or the key's unique index stopped a second row.
    const holder = idempotencyKey ? await keyHolder(db, idempotencyKey, debateId, user.id) : null;
    throw new AppError('CONFLICT', holder ?? JUDGE_MESSAGES.ballotTwice);
  }
}

/** Speaker score (with reply) of a seat in a decision, for the mail. */
function seatScore(decision: Decision, position: string): number | null {
  const speaker = decision.speakerScores[position];
  if (speaker === undefined) return null;
  const reply = decision.kind === 'sides' ? (decision.replyScores[position] ?? 0) : 0;
  return Math.round((speaker + reply) * 100) / 100;
}

type RatedDebate = Pick<DebateRow, 'id' | 'format' | 'debateType'>;
type RatedSeat = { side: string; user: { id: string } };
type RatingRow = typeof ratings.$inferInsert;
type RatingChangeRow = typeof ratingChanges.$inferInsert;

const isRated = (debate: RatedDebate) => (RATED_DEBATE_TYPES as readonly string[]).includes(debate.debateType);

// The rating model (openskill and its maths libraries) loads on the first confirmed result, not at start-up.
const loadRatings = () => import('./ratings.ts');

/**
 * The seated debaters' new ratings, over every format and in the debate's own,
 * from their ratings before (`skillOf`), and the change records.
 */
function ratingsAfter(
  model: Awaited<ReturnType<typeof loadRatings>>,
  debate: RatedDebate,
  seats: readonly RatedSeat[],
  decision: Decision,
  at: Date,
  skillOf: (userId: string, scope: string) => Skill,
) {
  const { ordinalOf, placesOf, rateTeams } = model;
  const places = placesOf(decision);
  const ratingRows: RatingRow[] = [];
  const changeRows: RatingChangeRow[] = [];
  for (const scope of [ALL_FORMATS, debate.format]) {
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
  return { ratingRows, changeRows };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Moves the seated debaters' ratings (read with the debate's judging), over every format and in the debate's own, and records the change. */
async function applyRatings(
  tx: Transaction,
  debate: RatedDebate,
  seats: readonly RatedSeat[],
  decision: Decision,
  at: Date,
  current: readonly RatingEntry[],
) {
  if (!isRated(debate) || seats.length === 0) return;
  const model = await loadRatings();
  const skillOf = (userId: string, scope: string): Skill =>
    current.find((r) => r.userId === userId && r.format === scope) ?? model.NEW_RATING;
  const { ratingRows, changeRows } = ratingsAfter(model, debate, seats, decision, at, skillOf);
  if (ratingRows.length === 0) return;
  // Rows locked in one order (person, then scope) by every confirmation: two confirmations
  // rating the same debaters on opposite sides would otherwise each wait for the other's rows.
  const ordered = [...ratingRows].sort((a, b) => byText(a.userId, b.userId) || byText(a.format, b.format));
  const upsert = tx
    .insert(ratings)
    .values(ordered)
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
  // The ratings and their change records in one statement: one round trip fewer.
  await tx.execute(sql`with recorded as (${tx.insert(ratingChanges).values(changeRows).getSQL()}) ${upsert.getSQL()}`);
}

// Rows per INSERT when a replay writes every rating again: well under PostgreSQL's 65,535 parameters.
const REPLAY_ROWS_PER_INSERT = 1000;

/** The advisory-lock space of the ratings (the first key of pg_advisory_xact_lock's two). */
const RATINGS_LOCK_SPACE = 0x5344_4352;
/** The key of every rating at once: a replay holds it alone, a confirmation shares it. */
const ALL_RATINGS_LOCK = 0;

/**
 * A confirmation reads its speakers' ratings and writes them moved. Two confirmations
 * sharing a speaker (two rooms confirmed at once) must not both read a rating before the
 * other has written it, or one change is lost: each takes a transaction lock per speaker,
 * in one order (the keys'), before reading. Advisory locks, since a speaker's rating row
 * may not exist yet; a replay (replayRatings) waits for every confirmation, and they for it.
 */
async function lockSpeakersRatings(tx: Transaction, debateId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RATINGS_LOCK_SPACE}, ${ALL_RATINGS_LOCK})`);
  await tx.execute(sql`
    select pg_advisory_xact_lock(${RATINGS_LOCK_SPACE}, k)
    from (select distinct hashtext(${debateParticipants.userId}) as k from ${debateParticipants}
          where ${debateParticipants.debateId} = ${debateId} and ${debateParticipants.role} <> ${AUDIENCE_ROLE} order by k) speakers`);
}

/**
 * Rebuilds every rating from the confirmed results in confirmation order: after
 * an admin changes a result, later results were rated from wrong starting points.
 * The history is read in two statements and rated in memory; the ratings and
 * changes are written in batches, not a round trip per result.
 */
async function replayRatings(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_SPACE}, ${ALL_RATINGS_LOCK})`);
  await tx.delete(ratingChanges);
  await tx.delete(ratings);
  const results = await tx
    .select({
      id: debates.id,
      format: debates.format,
      debateType: debates.debateType,
      decision: debateResults.decision,
      confirmedAt: debateResults.confirmedAt,
    })
    .from(debateResults)
    .innerJoin(debates, eq(debates.id, debateResults.debateId))
    .orderBy(asc(debateResults.confirmedAt), asc(debates.id));
  const rated = results.filter(isRated);
  if (rated.length === 0) return;
  const participants = await tx
    .select({ debateId: debateParticipants.debateId, userId: debateParticipants.userId, role: debateParticipants.role })
    .from(debateParticipants)
    .innerJoin(debateResults, eq(debateResults.debateId, debateParticipants.debateId))
    .where(sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`);
  const byDebate = new Map<string, typeof participants>();
  for (const p of participants) byDebate.set(p.debateId, [...(byDebate.get(p.debateId) ?? []), p]);
  const model = await loadRatings();
  const current = new Map<string, RatingRow>();
  const changes: RatingChangeRow[] = [];
  for (const result of rated) {
    const rows = byDebate.get(result.id) ?? [];
    const seats = formatOf(result).positions.flatMap((position) => {
      const row = rows.find((r) => r.role === position.id);
      return row ? [{ side: position.side, user: { id: row.userId } }] : [];
    });
    if (seats.length === 0) continue;
    const skillOf = (userId: string, scope: string): Skill => current.get(`${userId}\n${scope}`) ?? model.NEW_RATING;
    const after = ratingsAfter(model, result, seats, result.decision as Decision, result.confirmedAt, skillOf);
    for (const row of after.ratingRows) {
      const key = `${row.userId}\n${row.format}`;
      const before = current.get(key);
      current.set(key, {
        ...row,
        ratedDebates: (before?.ratedDebates ?? 0) + 1,
        wins: (before?.wins ?? 0) + (row.wins ?? 0),
      });
    }
    changes.push(...after.changeRows);
  }
  const ratingRows = [...current.values()];
  for (let i = 0; i < ratingRows.length; i += REPLAY_ROWS_PER_INSERT) {
    await tx.insert(ratings).values(ratingRows.slice(i, i + REPLAY_ROWS_PER_INSERT));
  }
  for (let i = 0; i < changes.length; i += REPLAY_ROWS_PER_INSERT) {
    await tx.insert(ratingChanges).values(changes.slice(i, i + REPLAY_ROWS_PER_INSERT));
  }
}

/** The statement writing each ballot's agreement with the decision (there is at least one ballot). */
function calibrationUpdate(
  tx: Transaction,
  format: DebateFormat,
  debateId: string,
  submitted: readonly { judgeId: string; ballot: Ballot }[],
  decision: Decision,
) {
  const scores = sql.join(
    submitted.map((row) => sql`when ${row.judgeId} then ${calibrationScore(format, row.ballot, decision)}::double precision`),
    sql` `,
  );
  return tx
    .update(ballots)
    .set({ calibration: sql`case ${ballots.judgeId} ${scores} end` })
    .where(
      and(
        eq(ballots.debateId, debateId),
        inArray(
          ballots.judgeId,
          submitted.map((row) => row.judgeId),
        ),
      ),
    );
}

function resultView(judging: Judging, debateId: string, viewer: SessionUser | null): ResultView | null {
  // A result row always holds its decision.
  if (judging.confirmedAt === null || judging.decision === null) return null;
  const seats = seatsIn(formatOf(judging), judging.seats);
  const countedRows = judging.ballots.filter((b) => b.position !== 'trainee');
  const mySeat = viewer ? seats.find((s) => s.user.id === viewer.id) : undefined;
  const feedbackDue =
    mySeat && viewer
      ? judging.panel
          .filter((j) => j.position !== 'trainee' && !judging.feedbackGiven.some((g) => g.judgeId === j.id))
          .map((j) => personOf(j, j.id))
      : [];
  return {
    debateId,
    format: judging.format,
    decision: judging.decision,
    confirmedAt: judging.confirmedAt,
    seats,
    reasons: countedRows.map((row) => ({
      judge: personOf(row, row.judgeId),
      position: row.position as JudgePosition,
      reason: row.ballot.reason,
      ...(row.ballot.kind === 'sides' ? { winner: row.ballot.winner } : {}),
    })),
    myFeedback: mySeat
      ? countedRows.flatMap((row) => {
          const text = row.ballot.feedback?.[mySeat.position]?.trim();
          return text ? [{ judge: personOf(row, row.judgeId), text }] : [];
        })
      : [],
    feedbackDue,
    changedByAdmin: judging.changedByAdmin ?? false,
  };
}

/**
 * How a confirmation is authorised. By default the chair (or an admin) confirms.
 * `confirmerIsAuthorised`: the caller composing this module (a tournament's tab
 * routes) has checked that the user may confirm this debate without sitting on
 * its panel — a tab director confirming a round's results. The chair's ballot is
 * still needed: the decision rests on it.
 */
export interface ConfirmResultOptions {
  confirmerIsAuthorised?: boolean;
  /**
   * Runs under the debate's lock with the ballots as they will be counted, before
   * anything is written; throwing refuses the confirmation (the tab refuses
   * conflicting ballots that were not acknowledged).
   */
  beforeConfirm?: (ballots: readonly { judgeId: string; name: string; position: string; ballot: Ballot }[]) => void;
  now?: Date;
}

export async function confirmResult(
  db: Database,
  user: SessionUser,
  debateId: string,
  nowOrOptions: Date | ConfirmResultOptions = new Date(),
): Promise<ResultView> {
  const options: ConfirmResultOptions = nowOrOptions instanceof Date ? { now: nowOrOptions } : nowOrOptions;
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      if (isRated(debate)) await lockSpeakersRatings(tx, debateId);
      const format = formatOf(debate);
      const judging = (await judgingOf(tx, debateId, {
        viewerId: user.id,
        withAddresses: true,
        ratingFormat: debate.format,
      })) as Judging;
      const chair = judging.panel.find((j) => j.position === 'chair');
      const isAdmin = user.role === 'admin';
      if (!isAdmin && !options.confirmerIsAuthorised && chair?.id !== user.id) {
        throw new AppError(
          'FORBIDDEN',
          judging.panel.some((j) => j.id === user.id) ? JUDGE_MESSAGES.notChairJudge : JUDGE_MESSAGES.notJudgingIt,
        );
      }
      if (debate.status !== 'live' && debate.status !== 'finished') throw new AppError('CONFLICT', JUDGE_MESSAGES.notStarted);
      if (judging.confirmedAt !== null) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
      if (!chair) throw new AppError('CONFLICT', JUDGE_MESSAGES.needsChair);
      if (!judging.ballots.some((b) => b.judgeId === chair.id)) throw new AppError('CONFLICT', JUDGE_MESSAGES.chairBallotMissing);
      options.beforeConfirm?.(judging.ballots);
      const decision = decide(format, counted(judging.ballots));
      if (!decision) throw new AppError('CONFLICT', JUDGE_MESSAGES.noDecision);
      // The result and the calibration of every ballot in one statement (the chair's ballot is there).
      const result = tx.insert(debateResults).values({ debateId, decision, confirmedBy: user.id, confirmedAt: now });
      const calibration = calibrationUpdate(tx, format, debateId, judging.ballots, decision);
      await tx.execute(sql`with confirmed as (${result.getSQL()}) ${calibration.getSQL()}`);
      // A confirmed result ends the debate.
      await finishDebate(tx, debate);
      const seats = seatsIn(format, judging.seats);
      await applyRatings(tx, debate, seats, decision, now, judging.ratings);
      await notifySpeakers(tx, debate, seats, judging, decision);
      // The result as confirmed, from what was read under the lock.
      return resultView(
        { ...judging, decision, confirmedAt: now.toISOString(), changedByAdmin: false },
        debateId,
        user,
      ) as ResultView;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', JUDGE_MESSAGES.locked);
    throw error;
  }
}

async function notifySpeakers(tx: Transaction, debate: DebateRow, seats: SpeakerSeat[], judging: Judging, decision: Decision) {
  const submitted = counted(judging.ballots);
  const mails: EnqueueEmailInput[] = [];
  for (const seat of seats) {
    const to = judging.seats.find((s) => s.userId === seat.user.id)?.email;
    const score = seatScore(decision, seat.position);
    if (!to || score === null) continue;
    const feedback = submitted
      .map((b) => b.ballot.feedback?.[seat.position]?.trim())
      .filter((text): text is string => Boolean(text))
      .join('\n\n')
      .slice(0, 5000);
    mails.push({
      to,
      userId: seat.user.id,
      templateId: 'score_notification',
      priority: emailPriority('score_notification'),
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
  // Rendered by the mail worker: rendering here would hold the debate's lock for tens of ms per speaker.
  if (mails.length) await enqueueEmails(tx, mails);
  await pushResultsOut(
    tx,
    debate,
    seats.map((seat) => seat.user.id),
  );
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
    const submitted = await ballotsOf(tx, debateId);
    if (submitted.length) await calibrationUpdate(tx, format, debateId, submitted, decision);
    await replayRatings(tx);
  });
  return (await getResult(db, debateId, admin)) as ResultView;
}

export async function getResult(db: Database, debateId: string, viewer: SessionUser | null): Promise<ResultView | null> {
  const judging = await judgingOf(db, debateId, viewer ? { viewerId: viewer.id } : {});
  if (!judging) throw notFound('Debate');
  return resultView(judging, debateId, viewer);
}

/** The seated speakers of a debate, as a ballot scores them. */
async function seatsOf(db: Executor, debate: Pick<DebateRow, 'id' | 'format'>): Promise<SpeakerSeat[]> {
  const rows = await db
    .select({ userId: debateParticipants.userId, role: debateParticipants.role, ...personFields })
    .from(debateParticipants)
    .leftJoin(users, eq(users.id, debateParticipants.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(debateParticipants.debateId, debate.id), sql`${debateParticipants.role} <> ${AUDIENCE_ROLE}`));
  return seatsIn(formatOf(debate), rows);
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
