// Training attempts (docs/training.md): a member starts an attempt at a module
// (the server draws its items), saves answers and work as they go, and
// completes it once — the server scores the stored answers with
// src/shared/training/scoring.ts; no score is ever taken from the browser. An
// attempt is private to its member: anyone else, admins included, gets 404. A
// completed attempt never changes (row lock + `completed_at is null` in the
// UPDATE + the trigger of migration 0024).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { trainingAttempts } from '#server/db/schema/index.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import { countLimitFor, countUpTo, pageOf } from '#server/lib/list-total.ts';
import { rowsOf } from '#server/lib/sql.ts';
import { getFormat, positionById } from '#shared/formats/formats.ts';
import { getItem, getModule, TRAINING_ITEMS, TRAINING_MODULES, type TrainingModule } from '#shared/training/bank.ts';
import {
  answerProblems,
  type AttemptDetail,
  type AttemptListItem,
  type CompleteAttemptInput,
  type FreeWork,
  type RubricRatings,
  type SaveAttemptInput,
  type StartAttemptInput,
  type SubmittedAnswer,
  TRAINING_MESSAGES,
  TRAINING_RECENT_ATTEMPTS,
  type TrainingAreas,
  type TrainingHistoryQuery,
  type TrainingItem,
  type TrainingModuleView,
  type TrainingSummary,
  toItemView,
} from '#shared/training/contract.ts';
import { BALLOT_RESULTS_READ, dayIn, percentOf, rangePercent, recommend, streakOf } from '#shared/training/progress.ts';
import { getRubric } from '#shared/training/rubrics.ts';
import { drawAssessment, drawItems, keyAnswer, scoreModuleAttempt } from '#shared/training/scoring.ts';
import { SKILL_IDS, SKILLS, TRAINING_AREAS, type SkillId, type TrainingAreaId, areaById } from '#shared/training/skills.ts';
import type { Paginated } from '#shared/validation.ts';

type AttemptRow = typeof trainingAttempts.$inferSelect;
type Issue = { path: (string | number)[]; message: string };

/** Modules whose start needs a format. */
const NEEDS_FORMAT: readonly TrainingModule['kind'][] = ['speech', 'mock-debate'];
/** Network and clock slack on the server's own bound of a timed drill (below). */
export const DRILL_CLOCK_GRACE_MS = 30_000;
const GONE_MODULE_LABEL = 'A module that no longer exists';

// ---------------------------------------------------------------- modules

function moduleView(module: TrainingModule): TrainingModuleView {
  const skills = new Set(module.itemIds.map((id) => getItem(id)?.skill).filter((s): s is SkillId => Boolean(s)));
  if (['speech', 'mock-debate', 'quick-start'].includes(module.kind)) skills.add('delivery');
  if (module.kind === 'free-build') skills.add('structure');
  if (module.kind === 'research-notes') skills.add('research');
  return {
    id: module.id,
    area: module.area,
    label: module.label,
    description: module.description,
    kind: module.kind,
    itemsPerAttempt: module.itemsPerAttempt,
    poolSize: module.itemIds.length,
    skills: SKILL_IDS.filter((s) => skills.has(s)),
    timeLimitSeconds: module.timeLimitSeconds ?? null,
    rubricId: module.rubricId ?? null,
    needsFormat: NEEDS_FORMAT.includes(module.kind),
  };
}

let areasCache: TrainingAreas | undefined;

/** The areas and their modules: the bank is data in the bundle, so this is built once. */
export function listTrainingModules(): TrainingAreas {
  areasCache ??= {
    areas: TRAINING_AREAS.map((area) => ({
      id: area.id,
      label: area.label,
      description: area.description,
      isScored: area.isScored,
      modules: TRAINING_MODULES.filter((m) => m.area === area.id).map(moduleView),
    })),
    skills: SKILLS.map((s) => ({ id: s.id, label: s.label, description: s.description })),
  };
  return areasCache;
}

// ---------------------------------------------------------------- views

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function listItemOf(row: AttemptRow): AttemptListItem {
  return {
    id: row.id,
    area: row.area as TrainingAreaId,
    moduleId: row.moduleId,
    moduleLabel: getModule(row.moduleId)?.label ?? GONE_MODULE_LABEL,
    status: row.completedAt ? 'completed' : 'in-progress',
    score: row.score,
    max: row.maxScore,
    percent: row.score === null ? null : percentOf(row.score, row.maxScore),
    bySkill: row.bySkill,
    durationMs: row.durationMs,
    startedAt: iso(row.startedAt) as string,
    completedAt: iso(row.completedAt),
  };
}

function detailOf(row: AttemptRow): AttemptDetail {
  const module = getModule(row.moduleId);
  const items: TrainingItem[] = [];
  const missingItemIds: string[] = [];
  for (const id of row.itemIds) {
    const item = getItem(id);
    if (item) items.push(item);
    else missingItemIds.push(id);
  }
  const isCompleted = row.completedAt !== null;
  return {
    ...listItemOf(row),
    itemIds: row.itemIds,
    answers: row.answers,
    work: row.work,
    version: row.version,
    kind: module?.kind ?? null,
    formatId: row.formatId,
    positionId: row.positionId,
    motion: row.motion,
    timeLimitSeconds: module?.timeLimitSeconds ?? null,
    selfAssessment: row.selfAssessment ?? null,
    items: items.map(toItemView),
    missingItemIds,
    isModuleAvailable: Boolean(module),
    results: isCompleted ? (row.itemResults ?? []) : null,
    // Keys and explanations only once the attempt can no longer change.
    review: isCompleted
      ? items.map((item) => ({
          itemId: item.id,
          key: keyAnswer(item),
          explanation: item.explanation,
          source: item.source ?? null,
        }))
      : null,
    selfAssessmentScore: isCompleted ? (row.selfAssessmentScore ?? null) : null,
  };
}

// ---------------------------------------------------------------- reading one's own

async function ownAttempt(db: Database | Transaction, user: SessionUser, id: string, lock = false): Promise<AttemptRow> {
  const query = db
    .select()
    .from(trainingAttempts)
    .where(and(eq(trainingAttempts.id, id), eq(trainingAttempts.userId, user.id)));
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's attempt answers as one that does not exist: its existence is private too.
  if (!row) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.attemptNotFound);
  return row;
}

export async function getTrainingAttempt(db: Database, user: SessionUser, id: string): Promise<AttemptDetail> {
  return detailOf(await ownAttempt(db, user, id));
}

// ---------------------------------------------------------------- start

export async function startTrainingAttempt(db: Database, user: SessionUser, input: StartAttemptInput): Promise<AttemptDetail> {
  const module = getModule(input.moduleId);
  if (!module) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.moduleGone);
  const issues: Issue[] = [];
  const format = input.formatId ? getFormat(input.formatId) : undefined;
  if (NEEDS_FORMAT.includes(module.kind) && !format) issues.push({ path: ['formatId'], message: TRAINING_MESSAGES.formatNeeded });
  if (input.positionId && (!format || !positionById(format, input.positionId))) {
    issues.push({ path: ['positionId'], message: format ? TRAINING_MESSAGES.positionUnknown : TRAINING_MESSAGES.formatNeeded });
  }
  if (issues.length) throw validationError(issues);

  // The previous attempt at the module: its items are drawn again only when fresh ones run out.
  const [previous] = await db
    .select({ itemIds: trainingAttempts.itemIds })
    .from(trainingAttempts)
    .where(and(eq(trainingAttempts.userId, user.id), eq(trainingAttempts.moduleId, module.id)))
    .orderBy(desc(trainingAttempts.startedAt))
    .limit(1);
  const seed = randomUUID();
  const itemIds =
    module.kind === 'assessment'
      ? drawAssessment(TRAINING_ITEMS, seed, previous?.itemIds ?? [])
      : drawItems(module.itemIds, module.itemsPerAttempt, seed, previous?.itemIds ?? []);
  const { max } = scoreModuleAttempt(module, { itemIds, answers: [], work: [], formatId: input.formatId });
  const [row] = await db
    .insert(trainingAttempts)
    .values({
      userId: user.id,
      area: module.area,
      moduleId: module.id,
      itemIds,
      seed,
      formatId: input.formatId ?? null,
      positionId: input.positionId ?? null,
      motion: input.motion ?? null,
      maxScore: max,
    })
    .returning();
  return detailOf(row as AttemptRow);
}

// ---------------------------------------------------------------- answers and work against the attempt

/** Answers must answer the attempt's items, in their types and with their options; work must be what the module takes. */
function checkSubmission(
  module: TrainingModule,
  row: AttemptRow,
  answers: readonly SubmittedAnswer[],
  work: readonly FreeWork[],
  selfAssessment: RubricRatings | undefined,
): void {
  const issues: Issue[] = [];
  const drawn = new Set(row.itemIds);
  answers.forEach((answer, index) => {
    if (!drawn.has(answer.itemId)) {
      issues.push({ path: ['answers', index, 'itemId'], message: TRAINING_MESSAGES.itemNotInAttempt });
      return;
    }
    const item = getItem(answer.itemId);
    // A question removed from the bank since the draw: kept as given, reported on completion (itemGone).
    if (!item) return;
    for (const problem of answerProblems(item, answer))
      issues.push({ path: ['answers', index, ...problem.path], message: problem.message });
  });

  const format = row.formatId ? getFormat(row.formatId) : undefined;
  const takes: Record<TrainingModule['kind'], FreeWork['kind'] | null> = {
    quiz: null,
    assessment: null,
    'timed-drill': 'rebuttal-response',
    'free-build': 'argument-build',
    'research-notes': 'research-notes',
    speech: 'speech',
    'quick-start': 'speech',
    'mock-debate': 'speech',
  };
  const seen = new Set<string>();
  work.forEach((entry, index) => {
    const at = (field?: string): Issue['path'] => (field ? ['work', index, field] : ['work', index]);
    if (takes[module.kind] !== entry.kind) {
      issues.push({ path: at('kind'), message: TRAINING_MESSAGES.workNotForModule });
      return;
    }
    // One entry per module, except one response per drill item and one speech per speech of a mock debate.
    const key =
      entry.kind === 'rebuttal-response'
        ? entry.itemId
        : entry.kind === 'speech' && module.kind === 'mock-debate'
          ? entry.speechId
          : '';
    if (seen.has(key)) issues.push({ path: at(), message: TRAINING_MESSAGES.workTwice });
    seen.add(key);
    if (entry.kind === 'rebuttal-response' && !drawn.has(entry.itemId)) {
      issues.push({ path: at('itemId'), message: TRAINING_MESSAGES.itemNotInAttempt });
    }
    if (entry.kind === 'speech') {
      const speechFormat = getFormat(entry.formatId);
      const speech = speechFormat?.speeches.find((s) => s.id === entry.speechId);
      if ((module.kind === 'speech' || module.kind === 'mock-debate') && entry.formatId !== format?.id) {
        issues.push({ path: at('formatId'), message: TRAINING_MESSAGES.speechOtherFormat });
      } else if (!speech) {
        issues.push({ path: at('speechId'), message: TRAINING_MESSAGES.speechUnknown });
      } else if (module.kind === 'speech' && row.positionId && !speech.speakers.includes(row.positionId)) {
        issues.push({ path: at('speechId'), message: TRAINING_MESSAGES.speechNotYours });
      }
    }
  });

  if (selfAssessment && Object.keys(selfAssessment).length > 0) {
    const rubric = module.rubricId ? getRubric(module.rubricId) : undefined;
    if (!rubric) issues.push({ path: ['selfAssessment'], message: TRAINING_MESSAGES.selfAssessmentNotAsked });
    else {
      const known = new Set(rubric.criteria.map((c) => c.id));
      for (const id of Object.keys(selfAssessment)) {
        if (!known.has(id)) issues.push({ path: ['selfAssessment', id], message: TRAINING_MESSAGES.criterionUnknown });
      }
    }
  }
  if (issues.length) throw validationError(issues);
}

/** JSON with object keys sorted: the database's jsonb keeps its own key order, so answers are compared in this form. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** When the server received each answer: kept from the last save unless the answer changed since (its time aside). */
function receiptTimes(row: AttemptRow, answers: readonly SubmittedAnswer[], now: Date): Record<string, string> {
  const withoutTime = (answer: SubmittedAnswer) => canonical({ ...answer, elapsedMs: undefined });
  const before = new Map(row.answers.map((a) => [a.itemId, withoutTime(a)]));
  const times: Record<string, string> = {};
  for (const answer of answers) {
    const unchanged = before.get(answer.itemId) === withoutTime(answer);
    times[answer.itemId] = (unchanged && row.answeredAt[answer.itemId]) || now.toISOString();
  }
  return times;
}

/**
 * A timed drill's answers as the server's clock allows: the items are shown
 * one after another from the start, so the n-th item's answer must have
 * reached the server within n time limits of the start (plus
 * DRILL_CLOCK_GRACE_MS). An answer received later counts as late, whatever
 * `elapsedMs` the browser measured.
 */
function boundedByServerClock(
  module: TrainingModule,
  row: AttemptRow,
  answers: readonly SubmittedAnswer[],
  receivedAt: Record<string, string>,
): SubmittedAnswer[] {
  if (module.kind !== 'timed-drill' || !module.timeLimitSeconds) return [...answers];
  const limitMs = module.timeLimitSeconds * 1000;
  const started = new Date(row.startedAt).getTime();
  return answers.map((answer) => {
    const position = row.itemIds.indexOf(answer.itemId);
    const received = receivedAt[answer.itemId];
    const deadline = started + (position + 1) * limitMs + DRILL_CLOCK_GRACE_MS;
    if (position >= 0 && received && new Date(received).getTime() > deadline) {
      const { elapsedMs: _, ...late } = answer;
      return late as SubmittedAnswer;
    }
    return answer;
  });
}

function assertOpen(row: AttemptRow, version: number): TrainingModule {
  if (row.completedAt) throw new AppError('CONFLICT', TRAINING_MESSAGES.alreadyCompleted);
  const module = getModule(row.moduleId);
  if (!module) throw new AppError('CONFLICT', TRAINING_MESSAGES.moduleGone);
  if (version !== row.version) throw new AppError('CONFLICT', TRAINING_MESSAGES.staleVersion);
  return module;
}

// ---------------------------------------------------------------- save, complete, discard

export async function saveTrainingAttempt(
  db: Database,
  user: SessionUser,
  id: string,
  input: SaveAttemptInput,
): Promise<AttemptDetail> {
  return db.transaction(async (tx) => {
    const row = await ownAttempt(tx, user, id, true);
    const module = assertOpen(row, input.version);
    checkSubmission(module, row, input.answers, input.work, undefined);
    const [saved] = await tx
      .update(trainingAttempts)
      .set({
        answers: input.answers,
        work: input.work,
        answeredAt: receiptTimes(row, input.answers, new Date()),
        version: row.version + 1,
        updatedAt: sql`now()`,
      })
      .where(and(eq(trainingAttempts.id, id), isNull(trainingAttempts.completedAt)))
      .returning();
    if (!saved) throw new AppError('CONFLICT', TRAINING_MESSAGES.alreadyCompleted);
    return detailOf(saved);
  });
}

export async function completeTrainingAttempt(
  db: Database,
  user: SessionUser,
  id: string,
  input: CompleteAttemptInput,
): Promise<AttemptDetail> {
  return db.transaction(async (tx) => {
    // The lock makes a second completion wait for the first and then see it completed.
    const row = await ownAttempt(tx, user, id, true);
    const module = assertOpen(row, input.version);
    checkSubmission(module, row, input.answers, input.work, input.selfAssessment);
    const receivedAt = receiptTimes(row, input.answers, new Date());
    const scored = scoreModuleAttempt(module, {
      itemIds: row.itemIds,
      answers: boundedByServerClock(module, row, input.answers, receivedAt),
      work: input.work,
      selfAssessment: input.selfAssessment,
      formatId: row.formatId ?? undefined,
    });
    const [completed] = await tx
      .update(trainingAttempts)
      .set({
        answers: input.answers,
        work: input.work,
        answeredAt: receivedAt,
        selfAssessment: input.selfAssessment ?? null,
        score: scored.score,
        maxScore: scored.max,
        bySkill: scored.bySkill,
        itemResults: scored.items,
        selfAssessmentScore: scored.selfAssessment ?? null,
        version: row.version + 1,
        updatedAt: sql`now()`,
        completedAt: sql`now()`,
        durationMs: sql`greatest(0, floor(extract(epoch from (now() - ${trainingAttempts.startedAt})) * 1000))::int`,
      })
      .where(and(eq(trainingAttempts.id, id), isNull(trainingAttempts.completedAt)))
      .returning();
    if (!completed) throw new AppError('CONFLICT', TRAINING_MESSAGES.alreadyCompleted);
    // Spec section 3: the completed module and its score (as a percentage, as the web app's event has it).
    await recordAnalyticsEvent(tx, 'training_completed', user.id, {
      module: module.id,
      score: percentOf(scored.score, scored.max) ?? 0,
    });
    return detailOf(completed);
  });
}

export async function discardTrainingAttempt(db: Database, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownAttempt(tx, user, id, true);
    if (row.completedAt) throw new AppError('CONFLICT', TRAINING_MESSAGES.alreadyCompleted);
    await tx.delete(trainingAttempts).where(and(eq(trainingAttempts.id, id), isNull(trainingAttempts.completedAt)));
  });
}

// ---------------------------------------------------------------- history

export async function findMyTrainingAttempts(
  db: Database,
  user: SessionUser,
  query: TrainingHistoryQuery,
): Promise<Paginated<AttemptListItem>> {
  const t = trainingAttempts;
  const conditions: (SQL | undefined)[] = [
    eq(t.userId, user.id),
    query.area ? eq(t.area, query.area) : undefined,
    // Attempts that scored the skill: their subscores name it.
    query.skill ? sql`(${t.bySkill} -> ${query.skill}::text) is not null` : undefined,
    query.status === 'completed' ? isNotNull(t.completedAt) : query.status === 'in-progress' ? isNull(t.completedAt) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.startedAt), desc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, t, where, countLimitFor(query)),
  ]);
  return pageOf(rows.map(listItemOf), query, counted?.total ?? 0);
}

// ---------------------------------------------------------------- summary

type SkillRow = { skill: string; attempts: number; score: number; max: number; best: number | null };
type AreaRow = { area: string; attempts: number; score: number; max: number; best: number | null; last: string | Date | null };
type SpeechRow = { format: string; score: unknown };

/**
 * The dashboard: per skill and area, best and average percentages of the
 * completed attempts; the last attempts; the streak; and recommendations
 * from the lowest training scores and from the speaker scores of the
 * member's confirmed results (src/shared/training/progress.ts).
 */
export async function getMyTrainingSummary(
  db: Database,
  user: SessionUser,
  timeZone = 'UTC',
  now = new Date(),
): Promise<TrainingSummary> {
  const t = trainingAttempts;
  const [skillRows, areaRows, recentRows, dayRows, speechRows] = await Promise.all([
    db.execute(sql`
      select s.key as skill, count(*)::int as attempts,
        coalesce(sum((s.value ->> 'score')::int), 0)::int as score,
        coalesce(sum((s.value ->> 'max')::int), 0)::int as max,
        max(case when (s.value ->> 'max')::int > 0
          then least(100, floor((s.value ->> 'score')::int * 100.0 / (s.value ->> 'max')::int)) end)::int as best
      from ${t} a cross join lateral jsonb_each(a.by_skill) s
      where a.user_id = ${user.id} and a.completed_at is not null
      group by s.key`),
    db.execute(sql`
      select area, count(*) filter (where completed_at is not null)::int as attempts,
        coalesce(sum(score), 0)::int as score,
        coalesce(sum(max_score) filter (where completed_at is not null), 0)::int as max,
        max(case when max_score > 0 then least(100, floor(score * 100.0 / max_score)) end)::int as best,
        max(completed_at) as last,
        count(*) filter (where completed_at is null)::int as open
      from ${t} where user_id = ${user.id}
      group by area`),
    db.select().from(t).where(eq(t.userId, user.id)).orderBy(desc(t.startedAt), desc(t.id)).limit(TRAINING_RECENT_ATTEMPTS),
    // The streak needs the distinct days with a completion; a year and a day back is more than any streak it reports.
    db.execute(sql`
      select distinct date_trunc('minute', completed_at) as at from ${t}
      where user_id = ${user.id} and completed_at is not null and completed_at > now() - interval '367 days'`),
    db.execute(sql`
      select d.format, r.decision -> 'speakerScores' -> p.role as score
      from debate_participants p
      join debate_results r on r.debate_id = p.debate_id
      join debates d on d.id = p.debate_id
      where p.user_id = ${user.id} and p.role <> 'audience'
      order by r.confirmed_at desc
      limit ${BALLOT_RESULTS_READ}`),
  ]);

  const bySkill = new Map(rowsOf<SkillRow>(skillRows).map((r) => [r.skill, r]));
  const skills = SKILL_IDS.map((skill) => {
    const r = bySkill.get(skill);
    const score = Number(r?.score ?? 0);
    const max = Number(r?.max ?? 0);
    return {
      skill,
      label: SKILLS.find((s) => s.id === skill)?.label ?? skill,
      attempts: Number(r?.attempts ?? 0),
      score,
      max,
      bestPercent: r?.best === null || r?.best === undefined ? null : Number(r.best),
      averagePercent: percentOf(score, max),
    };
  });

  const areaStats = rowsOf<AreaRow & { open: number }>(areaRows);
  const byArea = new Map(areaStats.map((r) => [r.area, r]));
  const areas = TRAINING_AREAS.filter((a) => a.isScored).map((area) => {
    const r = byArea.get(area.id);
    const score = Number(r?.score ?? 0);
    const max = Number(r?.max ?? 0);
    return {
      area: area.id,
      label: areaById(area.id)?.label ?? area.id,
      attempts: Number(r?.attempts ?? 0),
      score,
      max,
      bestPercent: r?.best === null || r?.best === undefined ? null : Number(r.best),
      averagePercent: Number(r?.attempts ?? 0) > 0 ? percentOf(score, max) : null,
      lastCompletedAt: iso(r?.last ?? null),
    };
  });
  const completed = areaStats.reduce((sum, r) => sum + Number(r.attempts), 0);
  const inProgress = areaStats.reduce((sum, r) => sum + Number(r.open), 0);

  const days = new Set(rowsOf<{ at: string | Date }>(dayRows).map((r) => dayIn(new Date(r.at), timeZone)));
  const streak = streakOf(days, dayIn(now, timeZone));
  const lastActiveOn = [...days].sort().at(-1) ?? null;

  const places: number[] = [];
  for (const row of rowsOf<SpeechRow>(speechRows)) {
    const score = Number(row.score);
    const format = getFormat(row.format);
    if (row.score === null || row.score === undefined || !Number.isFinite(score) || !format) continue;
    places.push(rangePercent(score, format.ballot.speakerScore));
  }
  const ballots = {
    scoredSpeeches: places.length,
    averageRangePercent: places.length ? Math.floor(places.reduce((a, b) => a + b, 0) / places.length) : null,
  };

  return {
    skills,
    areas,
    recent: recentRows.map(listItemOf),
    inProgress,
    completed,
    streak: { days: streak.days, isActiveToday: streak.isActiveToday, lastActiveOn, timeZone },
    ballots,
    recommendations: recommend(skills, ballots, completed),
  };
}
