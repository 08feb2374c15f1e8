// Reading debates: the public list (filters, search, sort, pagination) and one
// debate with its participants. Creating and joining come with the debates issue.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { debateParticipants, debates, profiles } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeLike } from '#server/lib/sql.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';

const participantCount = sql<number>`(select count(*)::int from ${debateParticipants} where ${debateParticipants.debateId} = ${debates.id})`;

const listColumns = {
  id: debates.id,
  title: debates.title,
  description: debates.description,
  topic: debates.topic,
  format: debates.format,
  debateType: debates.debateType,
  venueType: debates.venueType,
  location: debates.location,
  startsAt: debates.startsAt,
  maxParticipants: debates.maxParticipants,
  status: debates.status,
  participantCount,
};

const selectSummaries = (db: Database) => db.select(listColumns).from(debates);
export type DebateSummary = Awaited<ReturnType<typeof selectSummaries>>[number];

export async function findDebates(db: Database, query: ListQuery): Promise<Paginated<DebateSummary>> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(debates.title, pattern), ilike(debates.topic, pattern)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const orderBy = {
    newest: [desc(debates.startsAt)],
    oldest: [asc(debates.startsAt)],
    popular: [desc(participantCount), desc(debates.startsAt)],
    alphabetical: [asc(debates.title)],
  }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(debates)
      .where(where)
      .orderBy(...orderBy, asc(debates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(debates).where(where),
  ]);
  return { items: items as DebateSummary[], page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 };
}

export async function getDebateById(db: Database, id: string) {
  const [debate] = await db.select(listColumns).from(debates).where(eq(debates.id, id));
  if (!debate) throw notFound('Debate');
  const participants = await db
    .select({
      userId: debateParticipants.userId,
      role: debateParticipants.role,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(debateParticipants)
    .leftJoin(profiles, eq(profiles.id, debateParticipants.userId))
    .where(eq(debateParticipants.debateId, id))
    .orderBy(asc(debateParticipants.joinedAt));
  return { ...(debate as DebateSummary), participants };
}
