// The admin analytics figures (src/shared/admin/analytics/contract.ts) for a
// period of UTC days, read in one statement whose JSON the database writes.
// Finished days come from the daily roll-up (analytics_daily, a few rows a day
// per type); the days not rolled up yet (today, and any day the roll-up has not
// reached) from the raw events' (type, created_at) index. A day is in exactly one
// of the two: the roll-up counts a day and moves its mark in one transaction
// (jobs/analytics-rollup.ts). The funnel is read from the accounts,
// debates and judging tables themselves, so it does not depend on what a browser
// chose to send, nor on how long raw events are kept.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { HAS_ROLLUP_KEY, ROLLUP_KEY, rollupRowsSql } from '#server/jobs/analytics-rollup.ts';
import { ANALYTICS_EVENT_TYPES } from '#shared/analytics/contract.ts';
import { CLIENT_ANALYTICS_EVENT_TYPES } from '#shared/analytics/ingest.ts';
import {
  ANALYTICS_TOP_ROWS,
  type AnalyticsOverview,
  type AnalyticsQuery,
  analyticsRange,
} from '#shared/admin/analytics/contract.ts';
import { csvRow } from '#server/lib/csv.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
/** The earlier of two YYYY-MM-DD days (they sort as text). */
const earlierDay = (a: string, b: string) => [a, b].sort()[0] as string;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every type the charts count: the browser's and the server's. */
const KNOWN_TYPES = [...new Set<string>([...CLIENT_ANALYTICS_EVENT_TYPES, ...ANALYTICS_EVENT_TYPES])];

/** The period, split where the roll-up stops: days [from, dailyTo] from analytics_daily, [rawFrom, to] from the raw events. */
interface Split {
  from: string;
  to: string;
  /** The last day read from the roll-up; before `from` when none is. */
  dailyTo: string;
  /** The first day read from the raw events. */
  rawFrom: string;
  rawFromAt: SQL;
  rawToAt: SQL;
}

async function readClock(db: Database): Promise<{ today: string; now: string; rolledUntil: string | null }> {
  const [row] = rowsOf<{ today: string; now: string; rolled_until: string | null }>(
    await db.execute(sql`
      select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today,
        to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
        (select rolled_until::text from analytics_rollup_state) as rolled_until`),
  );
  if (!row) throw new Error('the clock query returned nothing');
  return { today: row.today, now: row.now, rolledUntil: row.rolled_until };
}

function splitPeriod(query: AnalyticsQuery, today: string, rolledUntil: string | null): Split {
  const { from, to } = analyticsRange(query, today);
  const isPartlyRolled = rolledUntil !== null && rolledUntil > from;
  const rawFrom = isPartlyRolled ? rolledUntil : from;
  const lastRolled = isPartlyRolled ? addDays(rolledUntil, -1) : addDays(from, -1);
  const dailyTo = earlierDay(lastRolled, to);
  return {
    from,
    to,
    dailyTo,
    rawFrom,
    rawFromAt: sql`${rawFrom}::date::timestamp at time zone 'UTC'`,
    rawToAt: sql`${addDays(to, 1)}::date::timestamp at time zone 'UTC'`,
  };
}

/** (day, key, count) rows of one type over the period: its daily totals (key ''), or its keyed rows. */
function rowsOfType(split: Split, type: string, keyed: boolean): SQL {
  const dailyKey = keyed ? sql`key <> ''` : sql`key = ''`;
  const rawKey = keyed ? sql`${ROLLUP_KEY}` : sql`''`;
  const rawFilter = keyed ? sql` and ${HAS_ROLLUP_KEY}` : sql``;
  return sql`
    select day, key, count from analytics_daily
    where type = ${type} and ${dailyKey} and day >= ${split.from}::date and day <= ${split.dailyTo}::date
    union all
    select (created_at at time zone 'UTC')::date, ${rawKey}, 1 from analytics_events
    where type = ${type} and created_at >= ${split.rawFromAt} and created_at < ${split.rawToAt}${rawFilter}`;
}

/** The most frequent keys of one type over the period, as a JSON array of { <keyName>, <countName> }. */
function ranked(split: Split, type: string, keyName: string, countName: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object(${keyName}::text, key, ${countName}::text, n) order by n desc, key), '[]'::json)
    from (select key, sum(count)::int as n from (${rowsOfType(split, type, true)}) r
      group by key order by n desc, key limit ${ANALYTICS_TOP_ROWS}) top)`;
}

function overviewSql(split: Split, generatedAt: string, retentionDays: number): SQL {
  const types = sql.join(
    KNOWN_TYPES.map((type) => sql`(${type}::text)`),
    sql`, `,
  );
  const cohortFrom = sql`${split.from}::date::timestamp at time zone 'UTC'`;
  const cohortTo = sql`${addDays(split.to, 1)}::date::timestamp at time zone 'UTC'`;
  return sql`select json_build_object(
    'from', ${split.from}::text, 'to', ${split.to}::text, 'generatedAt', ${generatedAt}::text,
    'retentionDays', ${retentionDays}::int,
    'viewsPerDay', (select json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'views', coalesce(v.views, 0)) order by d.day)
      from generate_series(${split.from}::date, ${split.to}::date, interval '1 day') as d(day)
      left join (select day, sum(count)::int as views from (${rowsOfType(split, 'page_view', false)}) r group by day) v
        on v.day = d.day::date),
    'topPages', ${ranked(split, 'page_view', 'page', 'views')},
    'emptySearches', ${ranked(split, 'search', 'query', 'count')},
    'slowPages', ${ranked(split, 'slow_page_load', 'page', 'count')},
    'eventCounts', (select coalesce(json_agg(json_build_object('type', type, 'count', n) order by n desc, type), '[]'::json)
      from (
        select t.type, (
          coalesce((select sum(count) from analytics_daily d
            where d.type = t.type and d.key = '' and d.day >= ${split.from}::date and d.day <= ${split.dailyTo}::date), 0)
          + (select count(*) from analytics_events e
            where e.type = t.type and e.created_at >= ${split.rawFromAt} and e.created_at < ${split.rawToAt})
        )::int as n
        from (values ${types}) as t(type)
      ) c where n > 0),
    'funnel', (select json_build_object(
        'signedUp', count(*)::int,
        'onboarded', count(*) filter (where onboarded)::int,
        'joinedDebate', count(*) filter (where onboarded and joined)::int,
        'ballotOrResult', count(*) filter (where onboarded and joined and resulted)::int)
      from (
        select
          exists (select 1 from profiles p where p.id = u.id and p.onboarding_completed) as onboarded,
          (exists (select 1 from debate_participants dp where dp.user_id = u.id)
            or exists (select 1 from debate_judges dj where dj.user_id = u.id)) as joined,
          (exists (select 1 from ballots b where b.judge_id = u.id)
            or exists (select 1 from debate_participants dp join debate_results dr on dr.debate_id = dp.debate_id
              where dp.user_id = u.id and dp.role <> 'audience')) as resulted
        from users u where u.created_at >= ${cohortFrom} and u.created_at < ${cohortTo}
      ) steps)
  ) as overview`;
}

export async function getAnalyticsOverview(
  db: Database,
  query: AnalyticsQuery,
  retentionDays: number,
): Promise<AnalyticsOverview> {
  const clock = await readClock(db);
  const split = splitPeriod(query, clock.today, clock.rolledUntil);
  const [row] = rowsOf<{ overview: AnalyticsOverview | string }>(await db.execute(overviewSql(split, clock.now, retentionDays)));
  const overview = row?.overview;
  if (!overview) throw new Error('the analytics query returned nothing');
  return typeof overview === 'string' ? (JSON.parse(overview) as AnalyticsOverview) : overview;
}

/** The rows of the CSV export, oldest first: the roll-up's days, then the raw events' days counted the same way. */
export async function exportAnalyticsCsv(
  db: Database,
  query: AnalyticsQuery,
): Promise<{ from: string; to: string; csv: string }> {
  const clock = await readClock(db);
  const split = splitPeriod(query, clock.today, clock.rolledUntil);
  const rows = rowsOf<{ day: string; type: string; key: string; count: number; users: number }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, type, key, count, users from (
        select day, type, key, count, users from analytics_daily
        where day >= ${split.from}::date and day <= ${split.dailyTo}::date
        union all
        select day, type, key, count, users from (${rollupRowsSql(split.rawFromAt, split.rawToAt)}) raw
      ) r
      order by day, type, key = '' desc, count desc, key`),
  );
  const lines = [csvRow(['day', 'type', 'key', 'count', 'signed_in_users'])];
  for (const row of rows) lines.push(csvRow([row.day, row.type, row.key === '' ? '(all)' : row.key, row.count, row.users]));
  return { from: split.from, to: split.to, csv: lines.join('') };
}
