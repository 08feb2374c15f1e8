// Reading topics. Suggesting and voting come with the community issue.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { topics } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeLike } from '#server/lib/sql.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';

const topicColumns = {
  id: topics.id,
  title: topics.title,
  description: topics.description,
  category: topics.category,
  createdAt: topics.createdAt,
};
const selectSummaries = (db: Database) => db.select(topicColumns).from(topics);
export type TopicSummary = Awaited<ReturnType<typeof selectSummaries>>[number];

export async function findTopics(db: Database, query: ListQuery): Promise<Paginated<TopicSummary>> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(topics.title, pattern), ilike(topics.category, pattern)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const orderBy = {
    newest: [desc(topics.createdAt)],
    oldest: [asc(topics.createdAt)],
    // Votes arrive with the community issue; until then popular means newest.
    popular: [desc(topics.createdAt)],
    alphabetical: [asc(topics.title)],
  }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select(topicColumns)
      .from(topics)
      .where(where)
      .orderBy(...orderBy, asc(topics.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(topics).where(where),
  ]);
  return { items, page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 };
}

export async function getTopicById(db: Database, id: string): Promise<TopicSummary> {
  const [topic] = await db.select(topicColumns).from(topics).where(eq(topics.id, id));
  if (!topic) throw notFound('Topic');
  return topic;
}
