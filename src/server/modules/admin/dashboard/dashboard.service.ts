// The admin dashboard's figures (src/shared/admin/dashboard/contract.ts), read in
// one prepared statement: each figure is a count over an index range (or a small
// table), each trend point a count of one UTC day's index range, and the database
// writes the answer's JSON itself (ADR 0030). One round trip, planned once per
// connection; docs/admin.md ("Dashboard") says which index serves which figure
// and how the cost grows.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { JsonText } from '#server/lib/operations.ts';
import { preparedFor } from '#server/lib/prepared.ts';
import { type AdminDashboard, DASHBOARD_TREND_DAYS, type DashboardSeries } from '#shared/admin/dashboard/contract.ts';

// The SQL names its tables and columns itself, qualified by alias where two tables
// meet: drizzle prints a column object unqualified inside a select from a subquery,
// so `${debateResults.debateId} = ${debateJudges.debateId}` compared a column with itself.

/** `count(*)` of rows as a JSON number (a bigint would travel as text through some drivers). */
const countOf = (rows: string) => sql.raw(`(select count(*)::int from ${rows})`);

/**
 * One day of one series: the rows whose instant falls on the trend's day `days`
 * (UTC), counted from an index range. Thirty range counts read the same index
 * entries as one scan of the window grouped by day, without the date arithmetic
 * and hashing per row (the whole statement, fastest of 40 runs at 100,000 mails
 * a month: 43 ms against 69 ms), and their estimates add up where seven grouped
 * series joined by day multiplied them past jit_above_cost (docs/admin.md).
 */
const onTheDay = (table: string, column: string, condition = 'true') =>
  sql.raw(
    `(select count(*)::int from ${table} t where t.${column} >= days.start_at and t.${column} < days.end_at and ${condition})`,
  );

/** Each series of the trend, in the contract's order, with the rows it counts. */
const SERIES: readonly (readonly [DashboardSeries, SQL])[] = [
  ['signUps', onTheDay('users', 'created_at')],
  ['debatesCreated', onTheDay('debates', 'created_at')],
  // Debates record no finishing time: a finished debate counts on the day it started.
  ['debatesFinished', onTheDay('debates', 'starts_at', "t.status = 'finished'")],
  ['emailsSent', onTheDay('email_queue', 'sent_at', "t.status = 'sent'")],
  // A mail that gave up counts on the day of its last attempt.
  ['emailsFailed', onTheDay('email_queue', 'last_attempt_at', "t.status = 'failed'")],
  // Both statuses a report can have, so comment_reports_status_idx serves the range.
  ['reportsOpened', onTheDay('comment_reports', 'created_at', "t.status in ('open', 'resolved')")],
  ['errorReports', onTheDay('error_reports', 'created_at')],
];

/** The trend's rows: its UTC days, each with the instants it starts and ends, and every series' count. */
const TREND_ROWS = sql`
  select days.day, ${sql.join(
    SERIES.map(([series, count]) => sql`${count} as ${sql.identifier(series)}`),
    sql`, `,
  )}
  from (
    select day, day::timestamp at time zone 'UTC' as start_at, (day + 1)::timestamp at time zone 'UTC' as end_at
    from (select (now() at time zone 'UTC')::date - i as day from generate_series(0, ${sql.raw(String(DASHBOARD_TREND_DAYS - 1))}) i) d
  ) days`;

/**
 * The answer's JSON. The figures are uncorrelated subqueries, which PostgreSQL
 * runs once each beside the trend's aggregate; every window is measured from
 * now(), the statement's one instant.
 */
const DASHBOARD_JSON = sql<string>`json_build_object(
  'generatedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'users', json_build_object(
    -- Deleted accounts keep their row (emptied); they are members no more, but their sign-up happened.
    'total', ${countOf('users where deleted_at is null')},
    'new7Days', ${countOf("users where created_at >= now() - interval '7 days'")},
    'new30Days', ${countOf("users where created_at >= now() - interval '30 days'")},
    -- Better Auth moves a session's updated_at forward at most once a day while it is used.
    'active7Days', (select count(distinct user_id)::int from sessions where updated_at >= now() - interval '7 days')
  ),
  'debates', json_build_object(
    'scheduled', ${countOf("debates where status = 'scheduled'")},
    'live', ${countOf("debates where status = 'live'")},
    'finished', ${countOf("debates where status = 'finished'")},
    -- A counted judge sat (trainees' ballots never count) and no result is confirmed yet. Read from
    -- the panels' side: judged debates are fewer than finished ones, and each is one primary-key probe.
    'awaitingBallots', (select count(distinct j.debate_id)::int from debate_judges j
      join debates d on d.id = j.debate_id
      where j.position <> 'trainee' and d.status = 'finished'
        and not exists (select 1 from debate_results r where r.debate_id = j.debate_id))
  ),
  'community', json_build_object(
    'clubs', ${countOf('clubs')},
    'newClubs30Days', ${countOf("clubs where created_at >= now() - interval '30 days'")},
    'events', ${countOf('events')},
    'upcomingEvents', ${countOf("events where status = 'scheduled' and date_end >= now()")}
  ),
  'emails', json_build_object(
    'pending', ${countOf("email_queue where status in ('pending', 'sending')")},
    'failed24Hours', ${countOf("email_queue where status = 'failed' and last_attempt_at >= now() - interval '24 hours'")}
  ),
  'attention', json_build_object(
    'openReports', ${countOf("comment_reports where status = 'open'")},
    'errorReports24Hours', ${countOf("error_reports where created_at >= now() - interval '24 hours'")}
  ),
  'trend', json_agg(json_build_object('date', to_char(trend.day, 'YYYY-MM-DD'), ${sql.join(
    SERIES.map(([series]) => sql`${sql.raw(`'${series}'`)}, trend.${sql.identifier(series)}`),
    sql`, `,
  )}) order by trend.day)
)::text`;

const dashboardStatement = (db: Database) =>
  preparedFor(db, 'admin_dashboard', () =>
    db.select({ json: DASHBOARD_JSON }).from(sql`(${TREND_ROWS}) trend`).prepare('admin_dashboard'),
  );

/** The dashboard's figures as the answer's JSON text, written by the database in one statement. */
export async function getAdminDashboard(db: Database): Promise<JsonText<AdminDashboard>> {
  const [row] = await dashboardStatement(db).execute();
  if (!row) throw new Error('the dashboard statement answered no row');
  return new JsonText<AdminDashboard>(row.json);
}
