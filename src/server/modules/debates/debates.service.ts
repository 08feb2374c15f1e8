// Debates: the public list (filters, full-text search, sort, pagination), one
// debate with its participants, and creating, editing and cancelling. A debate's
// status only moves forward (scheduled → live → finished, or cancelled); the
// description is sanitized here to the allowlist of spec section 5, whatever
// the client sent.
import { and, asc, desc, eq, getTableColumns, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  debateJudges,
  debateParticipants,
  debates,
  profiles,
  soonestOrder,
  topics,
  debateSearchTarget,
} from '#server/db/schema/index.ts';
import { cancelDebateReminders, formatDebateDateTime, rescheduleDebateReminders } from '#server/email/debate-reminders.ts';
import { cancelPushDebateReminders, reschedulePushDebateReminders } from '#server/modules/push/push-notifications.ts';
import { enqueueEmails } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isoTimeSql, jsonArraySql, jsonArrayTextQuery, namedColumns } from '#server/lib/json-sql.ts';
import { countLimitFor, pageTextOf, totalCapOf } from '#server/lib/list-total.ts';
import type { JsonText } from '#server/lib/operations.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import {
  readPreparedListPage,
  type SearchReach,
  searchFilter,
  searchReachOf,
  searchValues,
  listStatement,
} from '#server/lib/search.ts';
import {
  AUDIENCE_ROLE,
  type CreateDebateInput,
  DEBATE_DESCRIPTION_TAGS,
  debateSpeakerCountProblem,
  type DebateDetailView,
  type DebateListQuery,
  type DebateParticipantView,
  type DebateStatus,
  type DebateSummaryView,
  type UpdateDebateInput,
} from '#shared/debates/contract.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { isPositionInUse, listText } from '#shared/formats/positions.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { emailPriority } from '#shared/email/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import { debateSummaryColumns } from './debate-columns.ts';
import { participantsForMail } from './debate-participation.service.ts';

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, { allowedTags: [...DEBATE_DESCRIPTION_TAGS], allowedAttributes: {} }).trim();
}

/** A participant as every view shows them (DebateParticipantView), without e-mail addresses. */
const participantColumns = {
  userId: debateParticipants.userId,
  role: debateParticipants.role,
  name: personNameSql(),
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

/** Joining order: first to join first. */
const JOINING_ORDER = [asc(debateParticipants.joinedAt), asc(debateParticipants.userId)];

/**
 * The participants of these debates, without e-mail addresses, in joining
 * order: one indexed query for a whole page of debates.
 */
async function participantsOf(db: Database, debateIds: string[]): Promise<Map<string, DebateParticipantView[]>> {
  const byDebate = new Map<string, DebateParticipantView[]>(debateIds.map((id) => [id, []]));
  if (debateIds.length === 0) return byDebate;
  const rows = await preparedFor(db, 'debate_participants_of', () =>
    db
      .select({ debateId: debateParticipants.debateId, ...participantColumns })
      .from(debateParticipants)
      .leftJoin(profiles, eq(profiles.id, debateParticipants.userId))
      .where(sql`${debateParticipants.debateId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(...JOINING_ORDER)
      .prepare('debate_participants_of'),
  ).execute({ ids: debateIds });
  for (const { debateId, ...participant } of rows) byDebate.get(debateId)?.push(participant);
  return byDebate;
}

type SummaryRow = Omit<DebateSummaryView, 'startsAt' | 'status' | 'participants'> & { startsAt: Date; status: string };

async function withParticipants(db: Database, rows: SummaryRow[]): Promise<DebateSummaryView[]> {
  const participants = await participantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    status: row.status as DebateStatus,
    participants: participants.get(row.id) ?? [],
  }));
}

const FILTER_KEYS = ['q', 'format', 'type', 'venue', 'topic', 'state', 'ids'] as const;

/**
 * The list's query; `ids` (never from the public list, whose query is strict)
 * narrows it to those debates: the admin area's filters (featured, reported)
 * pick the ids and keep the list's search, filters, sorts and pages.
 */
export type DebateListScope = DebateListQuery & { ids?: readonly string[] };

/** The list's filters, without its search, with placeholders named after the query's fields. */
function listFilters(query: DebateListScope): SQL | undefined {
  const filters: SQL[] = [];
  if (query.format) filters.push(eq(debates.format, sql.placeholder('format')));
  if (query.type) filters.push(eq(debates.debateType, sql.placeholder('type')));
  if (query.venue) filters.push(eq(debates.venueType, sql.placeholder('venue')));
  if (query.topic) filters.push(eq(debates.topicId, sql.placeholder('topic')));
  if (query.ids) filters.push(sql`${debates.id} = any(${sql.placeholder('ids')}::uuid[])`);
  if (query.state === 'upcoming') filters.push(eq(debates.status, 'scheduled'), gt(debates.startsAt, sql.placeholder('now')));
  else if (query.state) filters.push(eq(debates.status, sql.placeholder('state')));
  return filters.length ? and(...filters) : undefined;
}

// soonest reads debates_soonest_idx, whose terms these are (ADR 0027).
const LIST_ORDER = {
  soonest: [...soonestOrder(debates.status, debates.startsAt), desc(debates.startsAt)],
  newest: [desc(debates.startsAt)],
  oldest: [asc(debates.startsAt)],
  popular: [desc(debates.participantCount), desc(debates.startsAt)],
  alphabetical: [asc(debates.title)],
} as const;

/**
 * A page of debates as the list answers it, written by the database (lib/json-sql.ts):
 * the page's rows read first (`limit`/`offset` on the list's order), then each one
 * given its JSON keys, its participants nested in joining order.
 */
function debatePageJson(db: Database, page: ReturnType<typeof debateRowsOf>) {
  const d = page.as('d');
  const participants = db
    .select(namedColumns(participantColumns))
    .from(debateParticipants)
    .leftJoin(profiles, eq(profiles.id, debateParticipants.userId))
    .where(eq(debateParticipants.debateId, d.id))
    .orderBy(...JOINING_ORDER);
  const summaries = db
    .select(
      namedColumns({
        ...(d._.selectedFields as Record<keyof typeof debateSummaryColumns, SQLWrapper>),
        startsAt: isoTimeSql(d.startsAt),
        participants: jsonArraySql(participants),
      }),
    )
    .from(d);
  return jsonArrayTextQuery(db, summaries);
}

type ListOrder = keyof typeof LIST_ORDER;

/** The list's order: its sort, then the id, so that every row has one place. */
const orderOf = (order: ListOrder) => [...LIST_ORDER[order], asc(debates.id)];

/** The rows of one page of the list, in its order. */
function debateRowsOf(db: Database, filter: SQL | undefined, order: ListOrder) {
  return db
    .select(debateSummaryColumns)
    .from(debates)
    .where(filter)
    .orderBy(...orderOf(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

// The search's reach is an argument of its own: a copy of the query with one more
// property would take V8's slow object path, measured at about 1 µs a request.
function preparedList(db: Database, query: DebateListScope, reach: SearchReach | undefined) {
  const present = FILTER_KEYS.filter((key) => query[key] !== undefined);
  const shapeKey = (key: (typeof FILTER_KEYS)[number]) => {
    if (key === 'state' && query.state === 'upcoming') return 'upcoming';
    if (key === 'q') return `q${reach}`;
    return key;
  };
  const shape = [query.sort, ...present.map(shapeKey)].join('_');
  return preparedFor(db, `debates_list_${shape}`, () =>
    listStatement(db, {
      name: `debates_list_${shape}`,
      table: debates,
      filters: listFilters(query),
      // Whole words through the full-text index, parts of words (and punctuation among them) through trigrams (lib/search.ts).
      search: reach && searchFilter(debateSearchTarget, reach, sql.placeholder('q'), sql.placeholder('pattern')),
      order: orderOf(query.sort),
      page: (filter) => debatePageJson(db, debateRowsOf(db, filter, query.sort)),
    }),
  );
}

/** The public list, as JSON text the database wrote (one statement for the page and its count, search or not). */
export async function findDebates(
  db: Database,
  query: DebateListScope,
  now = new Date(),
): Promise<JsonText<Paginated<DebateSummaryView>>> {
  const prepared = preparedList(db, query, query.q ? searchReachOf(query.q) : undefined);
  const cap = totalCapOf(query);
  const values = {
    ...(query.q ? searchValues(query.q) : {}),
    format: query.format,
    type: query.type,
    venue: query.venue,
    topic: query.topic,
    state: query.state,
    ids: query.ids,
    now,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countLimit: countLimitFor(query, cap),
  };
  const { json, counted } = await readPreparedListPage(prepared, values);
  return pageTextOf(json, query, counted, cap);
}

async function getDebateRow(db: Database, id: string) {
  const [row] = await db.select().from(debates).where(eq(debates.id, id));
  if (!row) throw notFound('Debate');
  return row;
}

export type DebateRow = Awaited<ReturnType<typeof getDebateRow>>;

/** The creator, or an admin. */
export function canEditDebate(debate: Pick<DebateRow, 'createdBy'>, user: SessionUser | null): boolean {
  return Boolean(user && (user.role === 'admin' || debate.createdBy === user.id));
}

/**
 * The chair runs the live room: the chair judge once one is assigned, before
 * that the creator; an admin always.
 */
export function canRunTimer(
  debate: Pick<DebateRow, 'createdBy'>,
  user: SessionUser | null,
  chairJudgeId: string | null,
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return chairJudgeId ? user.id === chairJudgeId : debate.createdBy === user.id;
}

/** The debate's chair judge, if one accepted (debate_judges is the judging module's table). */
export async function chairJudgeOf(db: Database | Transaction, debateId: string): Promise<string | null> {
  const [chair] = await db
    .select({ userId: debateJudges.userId })
    .from(debateJudges)
    .where(and(eq(debateJudges.debateId, debateId), eq(debateJudges.position, 'chair')));
  return chair?.userId ?? null;
}

export async function getDebateById(db: Database, id: string, viewer: SessionUser | null = null): Promise<DebateDetailView> {
  const [row] = await db
    .select({ ...debateSummaryColumns, onlineUrl: debates.onlineUrl, createdBy: debates.createdBy, eventId: debates.eventId })
    .from(debates)
    .where(eq(debates.id, id));
  if (!row) throw notFound('Debate');
  const { onlineUrl, createdBy, eventId, ...columns } = row;
  const [summary] = (await withParticipants(db, [columns])) as [DebateSummaryView];
  const mine = viewer ? summary.participants.find((p) => p.userId === viewer.id) : undefined;
  return {
    ...summary,
    onlineUrl,
    createdBy,
    eventId,
    viewer: {
      userId: viewer?.id ?? null,
      role: mine?.role ?? null,
      canEdit: canEditDebate(row, viewer),
      canRunTimer: canRunTimer(row, viewer, viewer ? await chairJudgeOf(db, id) : null),
    },
  };
}

/** A speaker count the format cannot run (the contract checks it too, on create). */
function speakerCountError(formatId: string, maxParticipants: number): AppError | null {
  const problem = debateSpeakerCountProblem(formatId, maxParticipants);
  if (!problem) return null;
  return new AppError('VALIDATION_FAILED', problem, { fields: { maxParticipants: [problem] } });
}

/**
 * Fewer speakers must not leave a joined speaker in a position the debate no
 * longer uses (e.g. Second Proposition when Oxford goes from 4 speakers to 2).
 */
async function heldPositionsOutsideError(
  tx: Transaction,
  debateId: string,
  formatId: string,
  maxParticipants: number,
): Promise<AppError | null> {
  const format = getFormat(formatId);
  if (!format) return null;
  const rows = await tx
    .select({ role: debateParticipants.role })
    .from(debateParticipants)
    .where(eq(debateParticipants.debateId, debateId));
  const outside = rows
    .filter((row) => row.role !== AUDIENCE_ROLE && !isPositionInUse(format, maxParticipants, row.role))
    .map((row) => format.positions.find((position) => position.id === row.role)?.label ?? row.role);
  if (outside.length === 0) return null;
  const message = `${listText(outside)} ${outside.length === 1 ? 'is' : 'are'} taken, and ${maxParticipants} speakers do not use ${outside.length === 1 ? 'that position' : 'those positions'}.`;
  return new AppError('VALIDATION_FAILED', DEBATE_MESSAGES.speakerCountUnchangeable, {
    fields: { maxParticipants: [message] },
  });
}

async function assertTopicExists(db: Database, topicId: string | null | undefined) {
  if (!topicId) return;
  const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
  if (!topic) throw new AppError('VALIDATION_FAILED', 'Invalid topic', { fields: { topicId: ['This topic does not exist.'] } });
}

export async function createDebate(db: Database, user: SessionUser, input: CreateDebateInput): Promise<{ id: string }> {
  const badCount = speakerCountError(input.format, input.maxParticipants);
  if (badCount) throw badCount;
  await assertTopicExists(db, input.topicId);
  const [row] = await db
    .insert(debates)
    .values({
      title: input.title,
      description: sanitizeDescription(input.description),
      topic: input.topic,
      topicId: input.topicId ?? null,
      format: input.format,
      debateType: input.debateType,
      venueType: input.venueType,
      location: input.location,
      onlineUrl: input.onlineUrl ?? null,
      startsAt: new Date(input.startsAt),
      timeZone: input.timeZone,
      maxParticipants: input.maxParticipants,
      createdBy: user.id,
    })
    .returning({ id: debates.id });
  return { id: (row as { id: string }).id };
}

export async function updateDebate(db: Database, user: SessionUser, id: string, input: UpdateDebateInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [debate] = await tx.select().from(debates).where(eq(debates.id, id)).for('update');
    if (!debate) throw notFound('Debate');
    if (!canEditDebate(debate, user)) throw new AppError('FORBIDDEN', DEBATE_MESSAGES.notEditor);
    if (debate.status !== 'scheduled') throw new AppError('CONFLICT', DEBATE_MESSAGES.onlyWhileScheduled);
    const format = input.format ?? debate.format;
    const maxParticipants = input.maxParticipants ?? debate.maxParticipants;
    const badCount = speakerCountError(format, maxParticipants);
    if (badCount) throw badCount;
    if (maxParticipants < debate.speakerCount) {
      throw new AppError('VALIDATION_FAILED', DEBATE_MESSAGES.tooManySpeakers, {
        fields: { maxParticipants: [`${debate.speakerCount} speakers have joined already; choose at least that many.`] },
      });
    }
    if (input.format && input.format !== debate.format && debate.speakerCount > 0) {
      throw new AppError('CONFLICT', 'The format cannot change once speakers have taken positions.', {
        fields: { format: ['Speakers hold positions of the current format.'] },
      });
    }
    if (maxParticipants !== debate.maxParticipants && debate.speakerCount > 0) {
      const outside = await heldPositionsOutsideError(tx, id, format, maxParticipants);
      if (outside) throw outside;
    }
    await assertTopicExists(tx as unknown as Database, input.topicId);
    const { description, startsAt, ...rest } = input;
    await tx
      .update(debates)
      .set({
        ...rest,
        ...(description !== undefined ? { description: sanitizeDescription(description) } : {}),
        ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
      })
      .where(eq(debates.id, id));
    if (startsAt !== undefined || input.title !== undefined || input.location !== undefined || input.timeZone !== undefined) {
      const [updated] = await tx.select(getTableColumns(debates)).from(debates).where(eq(debates.id, id));
      if (updated) {
        const participants = await participantsForMail(tx, updated);
        await rescheduleDebateReminders(tx, id, participants);
        await reschedulePushDebateReminders(tx, id, participants);
      }
    }
  });
}

/**
 * Cancels a debate (its creator or an admin): its reminders are withdrawn and
 * everyone who joined is told, with the reason when one is given (an admin
 * always gives one). Returns how many were mailed.
 */
export async function cancelDebate(db: Database, user: SessionUser, id: string, reason?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [debate] = await tx.select().from(debates).where(eq(debates.id, id)).for('update');
    if (!debate) throw notFound('Debate');
    if (!canEditDebate(debate, user)) throw new AppError('FORBIDDEN', DEBATE_MESSAGES.notEditor);
    if (debate.status === 'cancelled') throw new AppError('CONFLICT', DEBATE_MESSAGES.cancelled);
    if (debate.status === 'finished') throw new AppError('CONFLICT', DEBATE_MESSAGES.finished);
    await tx.update(debates).set({ status: 'cancelled' }).where(eq(debates.id, id));
    await cancelDebateReminders(tx, id);
    await cancelPushDebateReminders(tx, id);
    const people = await participantsForMail(tx, debate);
    return enqueueEmails(
      tx,
      people.map((person) => ({
        to: person.email,
        userId: person.userId,
        templateId: 'debate_cancelled' as const,
        priority: emailPriority('debate_cancelled'),
        referenceKey: `debate-cancelled:${id}:user:${person.userId}`,
        templateData: {
          name: person.name,
          debateId: id,
          debateTitle: debate.title,
          ...formatDebateDateTime(debate.startsAt, debate.timeZone),
          ...(debate.location ? { debateLocation: debate.location } : {}),
          ...(reason ? { reason: reason.slice(0, 500) } : {}),
        },
      })),
    );
  });
}

export { getDebateRow };

/** The title and motion of a debate page, for its share card (web-assets.ts PageMetaLoader). */
export async function debatePageMeta(db: Database, id: string | undefined) {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({
      title: debates.title,
      topic: debates.topic,
      startsAt: debates.startsAt,
      timeZone: debates.timeZone,
      format: debates.format,
    })
    .from(debates)
    .where(eq(debates.id, id));
  if (!row) return null;
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: row.timeZone }).format(
    row.startsAt,
  );
  const format = getFormat(row.format)?.label ?? row.format;
  return { title: row.title, description: `${row.topic} — ${format} debate, ${when} (${row.timeZone}).` };
}
