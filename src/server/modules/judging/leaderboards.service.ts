// Leaderboards and a member's record. Debaters rank by the conservative rating
// ordinal (mu − 3σ) in the chosen format (or over all formats); a period keeps
// debaters with a rated debate in it and counts wins and debates in it. Judges
// rank by ballots submitted, then feedback, then calibration. Clubs rank by their
// rated members' average ordinal. docs/judging.md.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { ballots, debates, judges, profiles, ratingChanges, ratings, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import { rowsOf } from '#server/lib/sql.ts';
import { getFormat } from '#shared/formats/formats.ts';
import {
  ALL_FORMATS,
  type ClubRow,
  type DebaterRow,
  JUDGE_FEEDBACK_MIN_RESPONSES,
  type JudgeRow,
  type LeaderboardPeriod,
  type LeaderboardQuery,
  type LeaderboardView,
  RATING_PROVISIONAL_DEBATES,
  type RatingView,
  type UserRecordView,
} from '#shared/judging/contract.ts';
import { personColumns } from './judge-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<LeaderboardPeriod, 'all'>, number> = { year: 365, month: 30 };

function periodStart(period: LeaderboardPeriod, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function ratingView(row: { mu: number; sigma: number; ordinal: number; ratedDebates: number }): RatingView {
  return {
    mu: round1(row.mu),
    sigma: round1(row.sigma),
    ordinal: round1(row.ordinal),
    ratedDebates: row.ratedDebates,
    provisional: row.ratedDebates < RATING_PROVISIONAL_DEBATES,
  };
}

const debaterColumns = {
  ...personColumns,
  mu: ratings.mu,
  sigma: ratings.sigma,
  ordinal: ratings.ordinal,
  ratedDebates: ratings.ratedDebates,
};

/** All time: straight from the ratings index (format, ordinal). */
function preparedAllTime(db: Database) {
  return preparedFor(db, 'leaderboard_debaters_all', () => {
    const where = eq(ratings.format, sql.placeholder('format'));
    return {
      items: db
        .select({ ...debaterColumns, wins: ratings.wins, debates: ratings.ratedDebates })
        .from(ratings)
        .innerJoin(users, eq(users.id, ratings.userId))
        .leftJoin(profiles, eq(profiles.id, ratings.userId))
        .where(where)
        .orderBy(desc(ratings.ordinal), desc(ratings.userId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare('leaderboard_debaters_all'),
      total: db.select({ total: count() }).from(ratings).where(where).prepare('leaderboard_debaters_all_total'),
    };
  });
}

/** A period: debaters with a rated debate since `since`, with that period's wins and debates. */
function preparedPeriod(db: Database) {
  return preparedFor(db, 'leaderboard_debaters_period', () => {
    const inPeriod = db
      .select({
        userId: ratingChanges.userId,
        wins: sql<number>`count(*) filter (where ${ratingChanges.won})::int`.as('period_wins'),
        debates: sql<number>`count(*)::int`.as('period_debates'),
      })
      .from(ratingChanges)
      .where(and(eq(ratingChanges.format, sql.placeholder('format')), gte(ratingChanges.createdAt, sql.placeholder('since'))))
      .groupBy(ratingChanges.userId)
      .as('in_period');
    return {
      items: db
        .select({ ...debaterColumns, wins: inPeriod.wins, debates: inPeriod.debates })
        .from(inPeriod)
        .innerJoin(ratings, and(eq(ratings.userId, inPeriod.userId), eq(ratings.format, sql.placeholder('format'))))
        .innerJoin(users, eq(users.id, inPeriod.userId))
        .leftJoin(profiles, eq(profiles.id, inPeriod.userId))
        .orderBy(desc(ratings.ordinal), desc(ratings.userId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare('leaderboard_debaters_period'),
      total: db.select({ total: count() }).from(inPeriod).prepare('leaderboard_debaters_period_total'),
    };
  });
}

async function debaters(db: Database, query: LeaderboardQuery, since: Date | null) {
  const offset = (query.page - 1) * query.limit;
  const prepared = since ? preparedPeriod(db) : preparedAllTime(db);
  const values = { format: query.format, since, limit: query.limit, offset };
  const [items, [total]] = await Promise.all([prepared.items.execute(values), prepared.total.execute(values)]);
  return {
    total: total?.total ?? 0,
    items: items.map(
      (row, i): DebaterRow => ({
        id: row.id,
        name: row.name,
        username: row.username,
        rank: offset + i + 1,
        rating: ratingView(row),
        wins: row.wins,
        debates: row.debates,
      }),
    ),
  };
}

async function judgeRows(db: Database, query: LeaderboardQuery, since: Date | null) {
  const offset = (query.page - 1) * query.limit;
  const formatFilter = query.format === ALL_FORMATS ? sql`true` : sql`d.format = ${query.format}`;
  const sinceFilter = since ? sql`b.submitted_at >= ${since}` : sql`true`;
  const feedbackSince = since ? sql`f.created_at >= ${since}` : sql`true`;
  const feedbackFormat =
    query.format === ALL_FORMATS
      ? sql`true`
      : sql`exists (select 1 from debates fd where fd.id = f.debate_id and fd.format = ${query.format})`;
  const result = await db.execute(sql`
    with stats as (
      select j.user_id,
        (select count(*)::int from ballots b join debates d on d.id = b.debate_id where b.judge_id = j.user_id and ${sinceFilter} and ${formatFilter}) as ballots,
        (select avg(b.calibration)::float8 from ballots b join debates d on d.id = b.debate_id where b.judge_id = j.user_id and b.calibration is not null and ${sinceFilter} and ${formatFilter}) as calibration,
        (select count(*)::int from judge_feedback f where f.judge_id = j.user_id and ${feedbackSince} and ${feedbackFormat}) as responses,
        (select avg(f.rating)::float8 from judge_feedback f where f.judge_id = j.user_id and ${feedbackSince} and ${feedbackFormat}) as feedback
      from judges j
    )
    select s.*, count(*) over () as total, ${personNameSql({ fullName: sql.raw('p.full_name'), username: sql.raw('p.username') })} as name, p.username
    from stats s join users u on u.id = s.user_id left join profiles p on p.id = s.user_id
    where s.ballots > 0 or ${since === null && query.format === ALL_FORMATS}
    order by s.ballots desc, case when s.responses >= ${JUDGE_FEEDBACK_MIN_RESPONSES} then s.feedback end desc nulls last, s.calibration desc nulls last, s.user_id
    limit ${query.limit} offset ${offset}`);
  const rows = rowsOf<{
    user_id: string;
    ballots: number;
    calibration: number | null;
    responses: number;
    feedback: number | null;
    total: string | number;
    name: string;
    username: string | null;
  }>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(
      (row, i): JudgeRow => ({
        id: row.user_id,
        name: row.name,
        username: row.username,
        rank: offset + i + 1,
        ballots: row.ballots,
        feedbackResponses: row.responses,
        feedbackAverage: row.responses >= JUDGE_FEEDBACK_MIN_RESPONSES && row.feedback !== null ? round1(row.feedback) : null,
        calibration: row.calibration === null ? null : round1(row.calibration),
      }),
    ),
  };
}

async function clubRows(db: Database, query: LeaderboardQuery, since: Date | null) {
  const offset = (query.page - 1) * query.limit;
  const sinceFilter = since ? sql`rc.created_at >= ${since}` : sql`true`;
  const result = await db.execute(sql`
    select c.id, c.name,
      (select count(*)::int from club_members m where m.club_id = c.id) as members,
      (select count(*)::int from club_members m join ratings r on r.user_id = m.user_id and r.format = ${query.format} where m.club_id = c.id) as rated_members,
      (select avg(r.ordinal)::float8 from club_members m join ratings r on r.user_id = m.user_id and r.format = ${query.format} where m.club_id = c.id) as average_ordinal,
      (select count(*) filter (where rc.won)::int from club_members m join rating_changes rc on rc.user_id = m.user_id and rc.format = ${query.format} where m.club_id = c.id and ${sinceFilter}) as wins,
      (select count(*)::int from club_members m join rating_changes rc on rc.user_id = m.user_id and rc.format = ${query.format} where m.club_id = c.id and ${sinceFilter}) as debates,
      count(*) over () as total
    from clubs c
    where ${since === null} or exists (select 1 from club_members m join rating_changes rc on rc.user_id = m.user_id and rc.format = ${query.format} where m.club_id = c.id and ${sinceFilter})
    order by average_ordinal desc nulls last, members desc, c.name
    limit ${query.limit} offset ${offset}`);
  const rows = rowsOf<{
    id: string;
    name: string;
    members: number;
    rated_members: number;
    average_ordinal: number | null;
    wins: number;
    debates: number;
    total: string | number;
  }>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map(
      (row, i): ClubRow => ({
        id: row.id,
        name: row.name,
        rank: offset + i + 1,
        members: row.members,
        ratedMembers: row.rated_members,
        averageOrdinal: row.average_ordinal === null ? null : round1(row.average_ordinal),
        wins: row.wins,
        debates: row.debates,
      }),
    ),
  };
}

export async function getLeaderboard(db: Database, query: LeaderboardQuery, now = new Date()): Promise<LeaderboardView> {
  const since = periodStart(query.period, now);
  const page = { page: query.page, limit: query.limit };
  if (query.kind === 'judges') return { kind: 'judges', ...page, ...(await judgeRows(db, query, since)) };
  if (query.kind === 'clubs') return { kind: 'clubs', ...page, ...(await clubRows(db, query, since)) };
  return { kind: 'debaters', ...page, ...(await debaters(db, query, since)) };
}

export async function getUserRecord(db: Database, userId: string): Promise<UserRecordView> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const [rows, recent, [judge], [judged]] = await Promise.all([
    db.select().from(ratings).where(eq(ratings.userId, userId)),
    db
      .select({
        debateId: debates.id,
        title: debates.title,
        format: debates.format,
        startsAt: debates.startsAt,
        won: ratingChanges.won,
        place: ratingChanges.place,
      })
      .from(ratingChanges)
      .innerJoin(debates, eq(debates.id, ratingChanges.debateId))
      .where(and(eq(ratingChanges.userId, userId), eq(ratingChanges.format, ALL_FORMATS)))
      .orderBy(desc(ratingChanges.createdAt))
      .limit(10),
    db.select({ paradigm: judges.paradigm, formats: judges.formats }).from(judges).where(eq(judges.userId, userId)),
    db.select({ ballots: count() }).from(ballots).where(eq(ballots.judgeId, userId)),
  ]);
  const overall = rows.find((r) => r.format === ALL_FORMATS);
  return {
    rating: overall ? ratingView(overall) : null,
    byFormat: rows.filter((r) => r.format !== ALL_FORMATS).map((r) => ({ format: r.format, rating: ratingView(r) })),
    wins: overall?.wins ?? 0,
    losses: (overall?.ratedDebates ?? 0) - (overall?.wins ?? 0),
    debates: overall?.ratedDebates ?? 0,
    judge: judge ? { paradigm: judge.paradigm, formats: judge.formats, ballots: judged?.ballots ?? 0 } : null,
    recent: recent.map((r) => ({
      debateId: r.debateId,
      title: r.title,
      format: r.format,
      startsAt: r.startsAt.toISOString(),
      won: r.won,
      place: getPlace(r.format, r.place),
    })),
  };
}

/** BP shows a place (1st–4th); two-sided formats show won or lost. */
function getPlace(format: string, place: number): number | null {
  return getFormat(format)?.ballot.kind === 'ranks' ? place : null;
}
