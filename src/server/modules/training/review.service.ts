// Peer review of training attempts (docs/training.md, "Peer review"). A member
// shares one completed attempt holding free work with one reviewer: an approved
// judge (a row in `judges`) or a coach — an active owner or officer of a club
// the member is an active member of. The request is the only grant: the reviewer
// reads that attempt's free work and self-assessment while the request is open
// or reviewed, and nothing else; anyone else (admins too) gets 404. A review is
// written once: the request's row lock orders two submissions, the review's
// primary key (its request) refuses a second row whatever path it takes.
// A timed speech's request may share its uploaded recording; the recording is
// deleted in the transaction that leaves no open request sharing it
// (recording.service.ts).
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameOf, personNameSql } from '#server/db/person-name.ts';
import {
  clubMembers,
  clubs,
  judges,
  profiles,
  trainingAttempts,
  trainingRecordings,
  trainingReviewRequests,
  trainingReviews,
  users,
} from '#server/db/schema/index.ts';
import { cancelEmailsByReference, enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import { escapeLike, isUniqueViolation } from '#server/lib/sql.ts';
import { emailPriority } from '#shared/email/contract.ts';
import { getItem, getModule, type ModuleKind } from '#shared/training/bank.ts';
import { type FreeWork, type RubricRatings, TRAINING_MESSAGES } from '#shared/training/contract.ts';
import { RECORDING_MESSAGES } from '#shared/training/recording.ts';
import {
  type DeclineReviewInput,
  REVIEW_LIST_MAX,
  REVIEW_MESSAGES,
  REVIEW_REQUESTS_PER_ATTEMPT,
  REVIEW_RUBRIC_BY_KIND,
  REVIEWERS_MAX,
  type RequestReviewInput,
  type ReviewerOption,
  type ReviewerQualification,
  type ReviewerRole,
  type Reviewers,
  type ReviewRequest,
  type ReviewRequestDetail,
  type ReviewRequestList,
  type ReviewRubric,
  type ReviewStatus,
  reviewableProblem,
  ratingProblems,
  type SharedAttempt,
  type SubmitReviewInput,
  scoreReview,
  sharedWork,
} from '#shared/training/review.ts';
import type { TrainingAreaId } from '#shared/training/skills.ts';
import { findAttemptRecording, recordingView, releaseRecordingIfUnshared, sweepUnsharedRecordings } from './recording.service.ts';

type Executor = Database | Transaction;
type AttemptRow = typeof trainingAttempts.$inferSelect;
type RequestRow = typeof trainingReviewRequests.$inferSelect;

const GONE_MODULE_LABEL = 'A module that no longer exists';
const iso = (date: Date | string) => new Date(date).toISOString();

// ---------------------------------------------------------------- who may review

/** Active, not banned, not erased: someone who can still be asked. */
const isAskable = (t: typeof users) => and(eq(t.banned, false), sql`${t.deletedAt} is null`);

/** The coaches of the member's clubs: the active owners and officers of every club the member is an active member of. */
async function coachesOf(db: Executor, userId: string, reviewerId?: string) {
  const me = alias(clubMembers, 'me');
  return db
    .select({ userId: clubMembers.userId, name: personNameSql(), clubId: clubs.id, clubName: clubs.name })
    .from(me)
    .innerJoin(clubMembers, eq(clubMembers.clubId, me.clubId))
    .innerJoin(clubs, eq(clubs.id, me.clubId))
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(me.userId, userId),
        eq(me.status, 'active'),
        eq(clubMembers.status, 'active'),
        inArray(clubMembers.role, ['owner', 'officer']),
        ne(clubMembers.userId, userId),
        reviewerId ? eq(clubMembers.userId, reviewerId) : undefined,
        isAskable(users),
      ),
    )
    .orderBy(clubs.name);
}

/** "Reviewers for me": the coaches of the caller's clubs, then approved judges, by name; never the caller. */
export async function listTrainingReviewers(db: Database, user: SessionUser, q?: string): Promise<Reviewers> {
  const name = personNameSql();
  const byName = q ? sql`${name} ilike ${`%${escapeLike(q)}%`}` : undefined;
  const [coachRows, judgeRows] = await Promise.all([
    coachesOf(db, user.id),
    db
      .select({ userId: judges.userId, name })
      .from(judges)
      .innerJoin(users, eq(users.id, judges.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(and(ne(judges.userId, user.id), isAskable(users), byName))
      .orderBy(name, judges.userId)
      .limit(REVIEWERS_MAX + 1),
  ]);
  const options = new Map<string, ReviewerOption>();
  const needle = q?.toLowerCase();
  for (const row of coachRows) {
    if (needle && !row.name.toLowerCase().includes(needle)) continue;
    const option = options.get(row.userId) ?? { userId: row.userId, name: row.name, qualifications: [] };
    option.qualifications.push({ role: 'coach', clubId: row.clubId, clubName: row.clubName });
    options.set(row.userId, option);
  }
  const isTruncated = judgeRows.length > REVIEWERS_MAX;
  for (const row of judgeRows.slice(0, REVIEWERS_MAX)) {
    const option = options.get(row.userId) ?? { userId: row.userId, name: row.name, qualifications: [] };
    option.qualifications.push({ role: 'judge' });
    options.set(row.userId, option);
  }
  return { items: [...options.values()].slice(0, REVIEWERS_MAX), isTruncated: isTruncated || options.size > REVIEWERS_MAX };
}

/** Why `reviewerId` may review the member's work now: a coach of one of their clubs, else an approved judge; null if neither. */
async function qualificationOf(db: Executor, userId: string, reviewerId: string): Promise<ReviewerQualification | null> {
  const [coach] = await coachesOf(db, userId, reviewerId);
  if (coach) return { role: 'coach', clubId: coach.clubId, clubName: coach.clubName };
  const [judge] = await db
    .select({ userId: judges.userId })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(and(eq(judges.userId, reviewerId), isAskable(users)));
  return judge ? { role: 'judge' } : null;
}

// ---------------------------------------------------------------- views

/** The module kind an attempt was made in: the module's, or — if it was removed since — read from the work it holds. */
function kindOf(row: Pick<AttemptRow, 'moduleId' | 'work'>): ModuleKind | null {
  const module = getModule(row.moduleId);
  if (module) return module.kind;
  const kinds: Record<FreeWork['kind'], ModuleKind> = {
    'argument-build': 'free-build',
    'rebuttal-response': 'timed-drill',
    'research-notes': 'research-notes',
    speech: 'speech',
  };
  const first = row.work[0];
  return first ? kinds[first.kind] : null;
}

function rubricOf(row: Pick<AttemptRow, 'moduleId' | 'work'>): ReviewRubric | undefined {
  const kind = kindOf(row);
  return kind ? REVIEW_RUBRIC_BY_KIND[kind] : undefined;
}

const requester = alias(profiles, 'requester_profile');
const reviewer = alias(profiles, 'reviewer_profile');

/** The requests matching `where`, with both people's names, the club, the attempt's module and the review. */
async function findRequests(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit = REVIEW_LIST_MAX,
): Promise<ReviewRequest[]> {
  const r = trainingReviewRequests;
  const rows = await db
    .select({
      request: r,
      requesterName: personNameSql({ fullName: requester.fullName, username: requester.username }),
      reviewerName: personNameSql({ fullName: reviewer.fullName, username: reviewer.username }),
      clubName: clubs.name,
      moduleId: trainingAttempts.moduleId,
      area: trainingAttempts.area,
      work: trainingAttempts.work,
      review: trainingReviews,
      recording: {
        id: trainingRecordings.id,
        attemptId: trainingRecordings.attemptId,
        userId: trainingRecordings.userId,
        speechId: trainingRecordings.speechId,
        contentType: trainingRecordings.contentType,
        byteSize: trainingRecordings.byteSize,
        durationMs: trainingRecordings.durationMs,
        createdAt: trainingRecordings.createdAt,
      },
    })
    .from(r)
    .innerJoin(trainingAttempts, eq(trainingAttempts.id, r.attemptId))
    .leftJoin(requester, eq(requester.id, r.requesterId))
    .leftJoin(reviewer, eq(reviewer.id, r.reviewerId))
    .leftJoin(clubs, eq(clubs.id, r.clubId))
    .leftJoin(trainingReviews, eq(trainingReviews.requestId, r.id))
    .leftJoin(trainingRecordings, eq(trainingRecordings.attemptId, r.attemptId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => {
    const request = row.request;
    const rubric = rubricOf({ moduleId: row.moduleId, work: row.work });
    const isSharedNow = request.sharesRecording && request.status === 'requested' && row.recording !== null;
    return {
      id: request.id,
      attemptId: request.attemptId,
      moduleId: row.moduleId,
      moduleLabel: getModule(row.moduleId)?.label ?? GONE_MODULE_LABEL,
      area: row.area as TrainingAreaId,
      rubricId: row.review?.rubricId ?? rubric?.id ?? '',
      requester: { userId: request.requesterId, name: row.requesterName },
      reviewer: { userId: request.reviewerId, name: row.reviewerName },
      reviewerRole: request.reviewerRole as ReviewerRole,
      club: request.clubId && row.clubName ? { id: request.clubId, name: row.clubName } : null,
      note: request.note,
      status: request.status as ReviewStatus,
      declineReason: request.declineReason,
      createdAt: iso(request.createdAt),
      updatedAt: iso(request.updatedAt),
      completedAt: request.completedAt ? iso(request.completedAt) : null,
      review: row.review
        ? {
            rubricId: row.review.rubricId,
            ratings: row.review.ratings,
            score: row.review.score,
            max: row.review.maxScore,
            comment: row.review.comment,
            createdAt: iso(row.review.createdAt),
          }
        : null,
      sharesRecording: request.sharesRecording,
      recording: isSharedNow && row.recording ? recordingView(row.recording) : null,
    };
  });
}

async function requestView(db: Executor, id: string): Promise<ReviewRequest> {
  const [view] = await findRequests(db, eq(trainingReviewRequests.id, id), [], 1);
  if (!view) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.requestNotFound);
  return view;
}

/** The member's own ratings on the review rubric, scored as a review would be; null without any. */
function selfAssessmentOf(row: AttemptRow, rubric: ReviewRubric): SharedAttempt['selfAssessment'] {
  const speech = row.work.find((w) => w.kind === 'speech');
  const ratings: RubricRatings | undefined =
    row.selfAssessment && Object.keys(row.selfAssessment).length > 0
      ? row.selfAssessment
      : speech?.kind === 'speech'
        ? speech.selfAssessment
        : undefined;
  if (!ratings || Object.keys(ratings).length === 0) return null;
  return { ratings, ...scoreReview(rubric, ratings, row.work) };
}

/** What a reviewer sees of an attempt: its free work and self-assessment, never its answers, results or score. */
function sharedAttemptOf(row: AttemptRow): SharedAttempt {
  const kind = kindOf(row);
  const rubric = rubricOf(row);
  const work = kind ? sharedWork(kind, row.work) : [];
  const prompts = work.flatMap((w) => {
    if (w.kind !== 'rebuttal-response') return [];
    const item = getItem(w.itemId);
    return item ? [{ itemId: item.id, prompt: item.prompt, motion: item.motion ?? null }] : [];
  });
  return {
    id: row.id,
    area: row.area as TrainingAreaId,
    moduleId: row.moduleId,
    moduleLabel: getModule(row.moduleId)?.label ?? GONE_MODULE_LABEL,
    kind: kind ?? 'unknown',
    formatId: row.formatId,
    positionId: row.positionId,
    motion: row.motion,
    completedAt: iso(row.completedAt ?? row.updatedAt),
    work,
    prompts,
    selfAssessment: rubric ? selfAssessmentOf(row, rubric) : null,
  };
}

async function detailView(db: Executor, id: string): Promise<ReviewRequestDetail> {
  const view = await requestView(db, id);
  const [attempt] = await db.select().from(trainingAttempts).where(eq(trainingAttempts.id, view.attemptId));
  if (!attempt) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.requestNotFound);
  return { ...view, attempt: sharedAttemptOf(attempt) };
}

// ---------------------------------------------------------------- the parties

/** Statuses in which the reviewer still sees the shared attempt. */
const REVIEWER_SEES: readonly ReviewStatus[] = ['requested', 'completed'];

/** The request as one of its parties may act on it (locked); anyone else gets 404, as for a request that does not exist. */
async function partyRequest(tx: Transaction, user: SessionUser, id: string): Promise<RequestRow> {
  const r = trainingReviewRequests;
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.id, id), or(eq(r.requesterId, user.id), eq(r.reviewerId, user.id))))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.requestNotFound);
  return row;
}

/** A request one of whose parties the caller is, ready for the reviewer to act on. */
function assertReviewerMayAct(row: RequestRow, user: SessionUser): void {
  if (row.reviewerId !== user.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.onlyReviewer);
  if (row.status === 'completed') throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewedOnce);
  if (row.status === 'withdrawn') throw new AppError('CONFLICT', REVIEW_MESSAGES.withdrawn);
  if (row.status === 'declined') throw new AppError('CONFLICT', REVIEW_MESSAGES.declined);
}

const requestMailKey = (id: string) => `training-review:${id}:requested`;
const reviewedMailKey = (id: string) => `training-review:${id}:completed`;

// ---------------------------------------------------------------- operations

export async function requestTrainingReview(
  db: Database,
  user: SessionUser,
  attemptId: string,
  input: RequestReviewInput,
): Promise<ReviewRequest> {
  try {
    const requested = await db.transaction(async (tx) => {
      // The attempt's lock orders two requests for it, so the cap on open requests holds.
      const [attempt] = await tx
        .select()
        .from(trainingAttempts)
        .where(and(eq(trainingAttempts.id, attemptId), eq(trainingAttempts.userId, user.id)))
        .for('update');
      if (!attempt) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.attemptNotFound);
      const problem = reviewableProblem({ kind: kindOf(attempt), isCompleted: attempt.completedAt !== null, work: attempt.work });
      if (problem) throw new AppError('CONFLICT', problem);
      if (input.reviewerId === user.id) throw validationError([{ path: ['reviewerId'], message: REVIEW_MESSAGES.notYourself }]);
      const qualification = await qualificationOf(tx, user.id, input.reviewerId);
      if (!qualification) throw validationError([{ path: ['reviewerId'], message: REVIEW_MESSAGES.reviewerNotAllowed }]);
      if (input.shareRecording) {
        if (kindOf(attempt) !== 'speech')
          throw validationError([{ path: ['shareRecording'], message: RECORDING_MESSAGES.notSpeech }]);
        // The page uploads the recording first (uploadTrainingRecording), then asks.
        if (!(await findAttemptRecording(tx, attemptId))) throw new AppError('CONFLICT', RECORDING_MESSAGES.notUploaded);
      }

      const r = trainingReviewRequests;
      const [existing] = await tx
        .select()
        .from(r)
        .where(and(eq(r.attemptId, attemptId), eq(r.reviewerId, input.reviewerId)))
        .for('update');
      if (existing?.status === 'requested') throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyRequested);
      if (existing?.status === 'completed') throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
      if (existing?.status === 'declined') throw new AppError('CONFLICT', REVIEW_MESSAGES.declinedBefore);

      const [open] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(r)
        .where(and(eq(r.attemptId, attemptId), inArray(r.status, ['requested', 'completed'])));
      if (Number(open?.count ?? 0) >= REVIEW_REQUESTS_PER_ATTEMPT)
        throw new AppError('CONFLICT', REVIEW_MESSAGES.tooManyRequests);

      const fields = {
        reviewerRole: qualification.role,
        clubId: qualification.role === 'coach' ? qualification.clubId : null,
        note: input.note ? input.note : null,
        sharesRecording: input.shareRecording === true,
        status: 'requested' as const,
        declineReason: null,
        updatedAt: sql`now()`,
      };
      // Asked again after withdrawing: the same request reopens (one per attempt and reviewer).
      const [saved] = existing
        ? await tx.update(r).set(fields).where(eq(r.id, existing.id)).returning({ id: r.id })
        : await tx
            .insert(r)
            .values({ ...fields, attemptId, requesterId: user.id, reviewerId: input.reviewerId })
            .returning({ id: r.id });
      const id = (saved as { id: string }).id;

      const [to] = await tx
        .select({ email: users.email, name: personNameSql() })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, input.reviewerId));
      if (to) {
        await enqueueEmail(tx, {
          to: to.email,
          userId: input.reviewerId,
          templateId: 'training_review_requested',
          priority: emailPriority('training_review_requested'),
          referenceKey: requestMailKey(id),
          templateData: {
            name: to.name.slice(0, 100),
            requesterName: ((await personNameOf(tx, user.id)) ?? 'A member').slice(0, 100),
            moduleLabel: getModule(attempt.moduleId)?.label ?? GONE_MODULE_LABEL,
            requestId: id,
            ...(input.note ? { note: input.note } : {}),
          },
        });
      }
      return requestView(tx, id);
    });
    await sweepUnsharedRecordings(db);
    return requested;
  } catch (error) {
    // Two requests to the same reviewer for one attempt that raced: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyRequested);
    throw error;
  }
}

export function listMyTrainingReviewRequests(db: Database, user: SessionUser, attemptId?: string): Promise<ReviewRequestList> {
  const r = trainingReviewRequests;
  return findRequests(db, and(eq(r.requesterId, user.id), attemptId ? eq(r.attemptId, attemptId) : undefined), [
    desc(r.createdAt),
    desc(r.id),
  ]).then((items) => ({ items }));
}

export function listTrainingReviewInbox(db: Database, user: SessionUser, status?: ReviewStatus): Promise<ReviewRequestList> {
  const r = trainingReviewRequests;
  // A withdrawn request is no longer shared with the reviewer.
  const statuses = status ? (status === 'withdrawn' ? [] : [status]) : ['requested', 'completed', 'declined'];
  if (statuses.length === 0) return Promise.resolve({ items: [] });
  return findRequests(db, and(eq(r.reviewerId, user.id), inArray(r.status, statuses)), [
    sql`(${r.status} = 'requested') desc`,
    desc(r.updatedAt),
    desc(r.id),
  ]).then((items) => ({ items }));
}

/** The request with its shared attempt: for the member who asked, and for the reviewer while it is open or reviewed. */
export async function getTrainingReviewRequest(db: Database, user: SessionUser, id: string): Promise<ReviewRequestDetail> {
  const r = trainingReviewRequests;
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(eq(r.id, id), or(eq(r.requesterId, user.id), and(eq(r.reviewerId, user.id), inArray(r.status, [...REVIEWER_SEES])))),
    );
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.requestNotFound);
  return detailView(db, id);
}

export async function submitTrainingReview(
  db: Database,
  user: SessionUser,
  id: string,
  input: SubmitReviewInput,
): Promise<ReviewRequestDetail> {
  return db.transaction(async (tx) => {
    // The lock makes a second submission wait for the first and then find the request reviewed.
    const request = await partyRequest(tx, user, id);
    assertReviewerMayAct(request, user);
    const [attempt] = await tx.select().from(trainingAttempts).where(eq(trainingAttempts.id, request.attemptId));
    const rubric = attempt ? rubricOf(attempt) : undefined;
    if (!attempt || !rubric) throw new AppError('CONFLICT', REVIEW_MESSAGES.notReviewable);
    const problems = ratingProblems(rubric, input.ratings);
    if (problems.length) throw validationError(problems);
    const scored = scoreReview(rubric, input.ratings, attempt.work);
    const inserted = await tx
      .insert(trainingReviews)
      .values({
        requestId: id,
        rubricId: rubric.id,
        ratings: input.ratings,
        score: scored.score,
        maxScore: scored.max,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning({ requestId: trainingReviews.requestId });
    if (inserted.length === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewedOnce);
    const r = trainingReviewRequests;
    await tx
      .update(r)
      .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(r.id, id), eq(r.status, 'requested')));
    // Reviewed: the recording has done its work unless another open request shares it.
    await releaseRecordingIfUnshared(tx, request.attemptId);

    const [to] = await tx
      .select({ email: users.email, name: personNameSql() })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, request.requesterId));
    if (to) {
      await enqueueEmail(tx, {
        to: to.email,
        userId: request.requesterId,
        templateId: 'training_review_completed',
        priority: emailPriority('training_review_completed'),
        referenceKey: reviewedMailKey(id),
        templateData: {
          name: to.name.slice(0, 100),
          reviewerName: ((await personNameOf(tx, user.id)) ?? 'A member').slice(0, 100),
          moduleLabel: getModule(attempt.moduleId)?.label ?? GONE_MODULE_LABEL,
          requestId: id,
          score: scored.score,
          max: scored.max,
        },
      });
    }
    return detailView(tx, id);
  });
}

export async function declineTrainingReview(
  db: Database,
  user: SessionUser,
  id: string,
  input: DeclineReviewInput,
): Promise<ReviewRequest> {
  return db.transaction(async (tx) => {
    const request = await partyRequest(tx, user, id);
    assertReviewerMayAct(request, user);
    const r = trainingReviewRequests;
    await tx
      .update(r)
      .set({ status: 'declined', declineReason: input.reason ? input.reason : null, updatedAt: sql`now()` })
      .where(and(eq(r.id, id), eq(r.status, 'requested')));
    await releaseRecordingIfUnshared(tx, request.attemptId);
    return requestView(tx, id);
  });
}

export async function withdrawTrainingReview(db: Database, user: SessionUser, id: string): Promise<ReviewRequest> {
  return db.transaction(async (tx) => {
    const request = await partyRequest(tx, user, id);
    if (request.requesterId !== user.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.onlyRequester);
    if (request.status === 'completed') throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewedOnce);
    if (request.status !== 'requested') throw new AppError('CONFLICT', REVIEW_MESSAGES.notOpen);
    const r = trainingReviewRequests;
    await tx
      .update(r)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(and(eq(r.id, id), eq(r.status, 'requested')));
    await releaseRecordingIfUnshared(tx, request.attemptId);
    // The reviewer need not be told of a request that is gone, if the mail has not left yet.
    await cancelEmailsByReference(tx, requestMailKey(id));
    return requestView(tx, id);
  });
}
