// Topics (docs/topics-and-comments.md): the public list and detail (approved
// topics only), suggestions, votes and the admins' review. A suggestion is seen
// only by its author and the admins until an admin approves it; a vote is one
// per member and topic, changeable and removable, and the counters
// (score, upvotes, downvotes) change in the vote's transaction under the
// topic's row lock, so no vote is ever counted twice.
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database, Transaction } from '#server/db/client.ts';
import { interestLabelSql, requireChoosableInterests } from '#server/db/interest-choices.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { interests, profiles, topicAreaForm, topics, topicSearchTarget, topicVotes, users } from '#server/db/schema/index.ts';
import { recordAnalyticsEvent } from '#server/lib/analytics.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isoTimeSql, jsonArrayTextQuery, namedColumns } from '#server/lib/json-sql.ts';
import { countLimitFor, pageTextOf, totalCapOf } from '#server/lib/list-total.ts';
import type { JsonText } from '#server/lib/operations.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import { readPreparedListPage, searchFilter, searchReachOf, searchValues, listStatement } from '#server/lib/search.ts';
import {
  type SuggestTopicInput,
  TOPIC_MESSAGES,
  type TopicReviewInput,
  type TopicStatus,
  type TopicView,
  type TopicVoteResult,
} from '#shared/topics/contract.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';
import { voteDelta } from '#shared/topics/topic-votes.ts';

const DESCRIPTION_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'];

const topicColumns = {
  id: topics.id,
  title: topics.title,
  description: topics.description,
  category: interestLabelSql(topics.category),
  status: topics.status,
  score: topics.score,
  upvotes: topics.upvotes,
  downvotes: topics.downvotes,
  createdAt: topics.createdAt,
  createdBy: topics.createdBy,
  declineReason: topics.declineReason,
  reviewedAt: topics.reviewedAt,
  authorName: personNameSql(),
};
type TopicRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  status: string;
  score: number;
  upvotes: number;
  downvotes: number;
  createdAt: Date;
  createdBy: string | null;
  declineReason: string | null;
  reviewedAt: Date | null;
  authorName: string;
};

const selectTopics = (db: Database | Transaction) =>
  db
    .select(topicColumns)
    .from(topics)
    .leftJoin(users, eq(users.id, topics.createdBy))
    .leftJoin(profiles, eq(profiles.id, topics.createdBy));

function canSeeReview(row: TopicRow, viewer: SessionUser | null): boolean {
  return viewer !== null && (viewer.role === 'admin' || viewer.id === row.createdBy);
}

function toView(row: TopicRow, viewer: SessionUser | null, myVote: number): TopicView {
  const isPrivileged = canSeeReview(row, viewer);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Stored as an interest's id; shown as its label (interestLabelSql, in the query).
    category: row.category,
    status: row.status as TopicStatus,
    score: row.score,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    createdAt: row.createdAt.toISOString(),
    myVote: (myVote === 1 || myVote === -1 ? myVote : 0) as TopicView['myVote'],
    suggestedBy: isPrivileged && row.createdBy ? { id: row.createdBy, name: row.authorName } : null,
    declineReason: isPrivileged ? row.declineReason : null,
    reviewedAt: isPrivileged && row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** The viewer's votes on the topics shown: one query for the whole page (by the votes' primary key), none for visitors. */
async function votesOf(db: Database, user: SessionUser | null, topicIds: string[]): Promise<Map<string, number>> {
  const votes = new Map<string, number>();
  if (!user || topicIds.length === 0) return votes;
  const rows = await db
    .select({ topicId: topicVotes.topicId, vote: topicVotes.vote })
    .from(topicVotes)
    .where(and(inArray(topicVotes.topicId, topicIds), eq(topicVotes.userId, user.id)));
  for (const row of rows) votes.set(row.topicId, row.vote);
  return votes;
}

/**
 * A page of topics as the list answers it, written by the database (lib/json-sql.ts),
 * as toView writes each one for this viewer: their vote, and what only the author and
 * the admins see (placeholders `viewer` and `isAdmin`).
 */
function topicPageJson(db: Database, page: SQL | SQLWrapper) {
  const t = sql.raw('t');
  const column = (name: string) => sql.raw(`t.${name}`);
  const isPrivileged = sql`(${sql.placeholder('isAdmin')}::boolean or ${column('created_by')} = ${sql.placeholder('viewer')}::text)`;
  const onlyPrivileged = (value: SQLWrapper) => sql`case when ${isPrivileged} then ${value} end`;
  const suggestedBy = sql`(select row_to_json(a) from (select ${column('created_by')} as id, ${column('author_name')} as name) a)`;
  const myVote = sql`coalesce((select ${topicVotes.vote} from ${topicVotes} where ${topicVotes.topicId} = ${column('id')} and ${topicVotes.userId} = ${sql.placeholder('viewer')}::text), 0)`;
  const views = db
    .select(
      namedColumns({
        id: column('id'),
        title: column('title'),
        description: column('description'),
        category: interestLabelSql(column('category')),
        status: column('status'),
        score: column('score'),
        upvotes: column('upvotes'),
        downvotes: column('downvotes'),
        createdAt: isoTimeSql(column('created_at')),
        myVote,
        suggestedBy: sql`case when ${isPrivileged} and ${column('created_by')} is not null then ${suggestedBy} end`,
        declineReason: onlyPrivileged(column('decline_reason')),
        reviewedAt: onlyPrivileged(isoTimeSql(column('reviewed_at'))),
      }),
    )
    .from(sql`(${page}) ${t}`);
  return jsonArrayTextQuery(db, views);
}

const TOPIC_ORDER = {
  newest: [desc(topics.createdAt)],
  oldest: [asc(topics.createdAt)],
  popular: [desc(topics.score), desc(topics.createdAt)],
  alphabetical: [asc(topics.title)],
} as const;

/** The list's order: its sort, then the id, so that every topic has one place. */
const topicOrderOf = (sort: ListQuery['sort']) => [...TOPIC_ORDER[sort], asc(topics.id)];

/** The rows of one page: the topic's columns (by their SQL names) and its author's name. */
function topicRowsOf(db: Database, filter: SQL | undefined, sort: ListQuery['sort']) {
  return db
    .select({ ...getTableColumns(topics), authorName: sql<string>`${personNameSql()}`.as('author_name') })
    .from(topics)
    .leftJoin(profiles, eq(profiles.id, topics.createdBy))
    .where(filter)
    .orderBy(...topicOrderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The interests whose label holds a search's text, read from the table first: their ids are
 * then written into the search's statements, so PostgreSQL plans the topics' side with
 * them known (an `any(array(select …))` leaves it guessing, and it reads the whole table).
 */
async function interestsLabelled(db: Database, q: string): Promise<string[]> {
  const { pattern } = searchValues(q);
  const rows = await db.select({ id: interests.id }).from(interests).where(ilike(interests.label, pattern));
  return rows.map((row) => row.id);
}

/** A search's words, and the topics filed under the interests whose labels hold them. */
function topicSearch(q: string, labelled: readonly string[]): SQL {
  // Categories are stored as interest ids, so a search for words of a label ("cities") finds the
  // topics filed under those interests, through topics_category_area_idx.
  const { q: words, pattern } = searchValues(q);
  return or(
    searchFilter(topicSearchTarget, searchReachOf(q), words, pattern),
    labelled.length ? inArray(topicAreaForm(topics), [...labelled]) : undefined,
  ) as SQL;
}

/**
 * The public list: approved topics only; "popular" sorts by score (votes), then newest.
 * Without a search its statements are prepared once per sort; a search's are planned
 * for its words every time (lib/prepared.ts), its values written into them.
 */
export async function findTopics(
  db: Database,
  query: ListQuery,
  viewer: SessionUser | null = null,
): Promise<JsonText<Paginated<TopicView>>> {
  const labelled = query.q ? await interestsLabelled(db, query.q) : [];
  const statementsOf = () =>
    listStatement(db, {
      name: `topics_list_${query.sort}`,
      table: topics,
      // Approved topics only.
      filters: eq(topics.status, 'approved'),
      search: query.q ? topicSearch(query.q, labelled) : undefined,
      valuesWritten: true,
      order: topicOrderOf(query.sort),
      page: (filter) => topicPageJson(db, topicRowsOf(db, filter, query.sort)),
    });
  // A search's words are written into its statements (their areas vary): built for it, never kept.
  const statements = query.q ? statementsOf() : preparedFor(db, `topics_list_${query.sort}`, statementsOf);
  const cap = totalCapOf(query);
  const values = {
    viewer: viewer?.id ?? null,
    isAdmin: viewer?.role === 'admin',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countLimit: countLimitFor(query, cap),
  };
  const { json, counted } = await readPreparedListPage(statements, values);
  return pageTextOf(json, query, counted, cap);
}

/** One topic: approved ones for everyone, suggestions only for their author and admins (404 otherwise). */
export async function getTopicById(db: Database, id: string, viewer: SessionUser | null = null): Promise<TopicView> {
  const [row] = await selectTopics(db).where(eq(topics.id, id));
  if (!row || (row.status !== 'approved' && !canSeeReview(row, viewer))) throw notFound('Topic');
  const votes = await votesOf(db, viewer, [row.id]);
  return toView(row, viewer, votes.get(row.id) ?? 0);
}

/** The signed-in member's own suggestions, newest first, whatever their status. */
export async function findMyTopicSuggestions(db: Database, user: SessionUser): Promise<TopicView[]> {
  const rows = await selectTopics(db).where(eq(topics.createdBy, user.id)).orderBy(desc(topics.createdAt), asc(topics.id));
  const votes = await votesOf(
    db,
    user,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, user, votes.get(row.id) ?? 0));
}

/** Suggestions by status for the admins' review (/admin/topics), oldest first. */
export async function findTopicsForReview(db: Database, admin: SessionUser, status: TopicStatus): Promise<TopicView[]> {
  const rows = await selectTopics(db)
    .where(eq(topics.status, status))
    .orderBy(status === 'pending' ? asc(topics.createdAt) : desc(topics.createdAt), asc(topics.id))
    .limit(200);
  return rows.map((row) => toView(row, admin, 0));
}

export async function suggestTopic(db: Database, user: SessionUser, input: SuggestTopicInput): Promise<TopicView> {
  const description = sanitizeHtml(input.description ?? '', { allowedTags: DESCRIPTION_TAGS, allowedAttributes: {} }).trim();
  const id = await db.transaction(async (tx) => {
    await requireChoosableInterests(tx, 'category', [input.category]);
    const [created] = await tx
      .insert(topics)
      .values({
        title: input.title.trim(),
        description,
        category: input.category,
        status: 'pending',
        createdBy: user.id,
      })
      .returning({ id: topics.id });
    const topicId = (created as { id: string }).id;
    await recordAnalyticsEvent(tx, 'topic_suggested', user.id, { topic_id: topicId, category: input.category });
    return topicId;
  });
  return getTopicById(db, id, user);
}

/** Approves or declines a pending suggestion, once. */
export async function reviewTopic(db: Database, admin: SessionUser, id: string, input: TopicReviewInput): Promise<TopicView> {
  await db.transaction(async (tx) => {
    const [topic] = await tx.select({ status: topics.status }).from(topics).where(eq(topics.id, id)).for('update');
    if (!topic) throw notFound('Topic');
    if (topic.status !== 'pending') throw new AppError('CONFLICT', TOPIC_MESSAGES.alreadyReviewed);
    const isApproved = input.decision === 'approve';
    await tx
      .update(topics)
      .set({
        status: isApproved ? 'approved' : 'declined',
        reviewedBy: admin.id,
        reviewedAt: new Date(),
        declineReason: input.decision === 'decline' ? input.reason : null,
        updatedAt: new Date(),
      })
      .where(eq(topics.id, id));
    if (isApproved) await recordAnalyticsEvent(tx, 'topic_approved', admin.id, { topic_id: id });
  });
  return getTopicById(db, id, admin);
}

/**
 * Sets (1 or -1) or removes (0) the member's vote. The topic row is locked first,
 * so two simultaneous votes of one member run one after the other and the
 * second sees the first: a repeated vote changes nothing.
 */
export async function voteOnTopic(db: Database, user: SessionUser, id: string, vote: -1 | 0 | 1): Promise<TopicVoteResult> {
  return db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ status: topics.status, createdBy: topics.createdBy })
      .from(topics)
      .where(eq(topics.id, id))
      .for('update');
    if (!topic || (topic.status !== 'approved' && user.role !== 'admin' && topic.createdBy !== user.id)) throw notFound('Topic');
    if (topic.status !== 'approved') throw new AppError('CONFLICT', TOPIC_MESSAGES.notApproved);
    const [existing] = await tx
      .select({ vote: topicVotes.vote })
      .from(topicVotes)
      .where(and(eq(topicVotes.topicId, id), eq(topicVotes.userId, user.id)));
    const previous = existing?.vote ?? 0;
    const delta = voteDelta(previous, vote);
    if (delta.changed) {
      if (vote === 0) {
        await tx.delete(topicVotes).where(and(eq(topicVotes.topicId, id), eq(topicVotes.userId, user.id)));
      } else if (existing) {
        await tx
          .update(topicVotes)
          .set({ vote, updatedAt: new Date() })
          .where(and(eq(topicVotes.topicId, id), eq(topicVotes.userId, user.id)));
      } else {
        await tx.insert(topicVotes).values({ topicId: id, userId: user.id, vote });
      }
      await recordAnalyticsEvent(tx, 'topic_voted', user.id, { topic_id: id, vote });
    }
    const [counts] = await tx
      .update(topics)
      .set({
        upvotes: sqlAdd(topics.upvotes, delta.up),
        downvotes: sqlAdd(topics.downvotes, delta.down),
        score: sqlAdd(topics.score, delta.up - delta.down),
      })
      .where(eq(topics.id, id))
      .returning({ score: topics.score, upvotes: topics.upvotes, downvotes: topics.downvotes });
    const result = counts as { score: number; upvotes: number; downvotes: number };
    return { topicId: id, myVote: vote, ...result };
  });
}

function sqlAdd(column: AnyColumn, amount: number) {
  return sql`${column} + ${amount}`;
}
