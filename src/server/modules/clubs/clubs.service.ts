// Reading clubs: the public list with member counts, one club, and its members.
// Creating, joining and editing come with the community issue.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { clubMembers, clubs, profiles } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeLike } from '#server/lib/sql.ts';
import type { ListQuery, Paginated } from '#shared/validation.ts';

const memberCount = sql<number>`(select count(*)::int from ${clubMembers} where ${clubMembers.clubId} = ${clubs.id})`;

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  description: clubs.description,
  location: clubs.location,
  meetingFrequency: clubs.meetingFrequency,
  createdAt: clubs.createdAt,
  memberCount,
};
const selectSummaries = (db: Database) => db.select(clubColumns).from(clubs);
export type ClubSummary = Awaited<ReturnType<typeof selectSummaries>>[number];

export async function findClubs(db: Database, query: ListQuery): Promise<Paginated<ClubSummary>> {
  const filters: SQL[] = [eq(clubs.isPublic, true)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(clubs.name, pattern), ilike(clubs.description, pattern), ilike(clubs.location, pattern)) as SQL);
  }
  const where = and(...filters);
  const orderBy = {
    newest: [desc(clubs.createdAt)],
    oldest: [asc(clubs.createdAt)],
    popular: [desc(memberCount), desc(clubs.createdAt)],
    alphabetical: [asc(clubs.name)],
  }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select(clubColumns)
      .from(clubs)
      .where(where)
      .orderBy(...orderBy, asc(clubs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(clubs).where(where),
  ]);
  return { items: items as ClubSummary[], page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 };
}

export async function getClubById(db: Database, id: string): Promise<ClubSummary> {
  // Private clubs stay hidden until membership-based access arrives with the community issue.
  const [club] = await db
    .select(clubColumns)
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.isPublic, true)));
  if (!club) throw notFound('Club');
  return club as ClubSummary;
}

export async function findClubMembers(db: Database, clubId: string) {
  await getClubById(db, clubId);
  return db
    .select({
      userId: clubMembers.userId,
      role: clubMembers.role,
      joinedAt: clubMembers.joinedAt,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(clubMembers)
    .leftJoin(profiles, eq(profiles.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(asc(clubMembers.joinedAt));
}
