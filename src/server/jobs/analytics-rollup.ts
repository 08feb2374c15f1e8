// The analytics events' daily roll-up and their retention. Each finished UTC day
// is counted once into analytics_daily (its total per type, and per page, per
// slow page, per search that found nothing), so the admin charts read a few rows
// a day; raw events older than ANALYTICS_RETENTION_DAYS are then deleted, and
// only the day's counts remain.
//
// Runs once across server processes: the whole pass is one transaction that
// first takes a transaction-scoped advisory lock without waiting; a process that
// finds it taken leaves the work to the one holding it, and the next pass finds
// the days done (analytics_rollup_state moves in the same transaction). It is
// started by the write that finds it due (an ingest batch or an admin reading
// the charts), at most once an hour per process, like the error reports' clean-up.
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { runInBackground } from '#server/auth/background-tasks.ts';
import type { Database } from '#server/db/client.ts';

/** pg_try_advisory_xact_lock's keys: the analytics space, then the roll-up. */
const LOCK_SPACE = 19;
const ROLLUP_LOCK = 1;
const ROLLUP_EVERY_MS = 60 * 60 * 1000;
/**
 * A day counts as finished this long after midnight UTC: an event's time is its
 * transaction's start, so a transaction that began just before midnight may
 * commit a little after it.
 */
export const ROLLUP_SETTLE_MINUTES = 10;

/** The page (page views, slow loads) or the text of a search that found nothing; '' when no key is kept. */
export const ROLLUP_KEY = sql.raw(`case
  when type in ('page_view', 'slow_page_load') then left(coalesce(properties->>'page', ''), 300)
  when type = 'search' and properties->>'results' = '0' then lower(left(coalesce(properties->>'query', ''), 200))
  else '' end`);

/** Whether an event keeps a key of its own besides the day's total. */
export const HAS_ROLLUP_KEY = sql.raw(
  `(type in ('page_view', 'slow_page_load') or (type = 'search' and properties->>'results' = '0'))`,
);

/** The roll-up rows (type, day, key, count, users) of the raw events in [from, to). */
export function rollupRowsSql(from: SQL, to: SQL): SQL {
  const range = sql`created_at >= ${from} and created_at < ${to}`;
  return sql`
    select type, (created_at at time zone 'UTC')::date as day, '' as key, count(*)::int as count, count(distinct user_id)::int as users
    from analytics_events where ${range} group by 1, 2
    union all
    select type, (created_at at time zone 'UTC')::date, ${ROLLUP_KEY}, count(*)::int, count(distinct user_id)::int
    from analytics_events where ${range} and ${HAS_ROLLUP_KEY} group by 1, 2, 3`;
}

export type RollupOutcome =
  | { status: 'busy' }
  | { status: 'done'; rolledDays: number; rolledUntil: string | null; deleted: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Rolls up every finished day not rolled up yet, then deletes the raw events
 * older than `retentionDays` (only from days already rolled up).
 */
export async function rollUpAnalytics(db: Database, retentionDays: number): Promise<RollupOutcome> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${ROLLUP_LOCK}) as locked`),
    );
    if (!lock?.locked) return { status: 'busy' } as const;

    const [bounds] = rowsOf<{ start_day: string | null; end_day: string }>(
      await tx.execute(sql`
        select coalesce(
            (select rolled_until from analytics_rollup_state),
            (select (min(created_at) at time zone 'UTC')::date from analytics_events)
          )::text as start_day,
          ((now() - make_interval(mins => ${ROLLUP_SETTLE_MINUTES})) at time zone 'UTC')::date::text as end_day`),
    );
    const endDay = bounds?.end_day as string;
    const startDay = bounds?.start_day ?? null;
    let rolledDays = 0;
    let rolledUntil: string | null = startDay;
    if (startDay !== null && startDay < endDay) {
      const from = sql`${startDay}::date::timestamp at time zone 'UTC'`;
      const to = sql`${endDay}::date::timestamp at time zone 'UTC'`;
      await tx.execute(sql`
        insert into analytics_daily (type, day, key, count, users)
        ${rollupRowsSql(from, to)}
        on conflict (type, key, day) do update set
          count = analytics_daily.count + excluded.count,
          users = greatest(analytics_daily.users, excluded.users)`);
      rolledDays = Math.round((Date.parse(endDay) - Date.parse(startDay)) / 86_400_000);
      rolledUntil = endDay;
    }
    if (rolledUntil === null) rolledUntil = endDay;
    await tx.execute(sql`
      insert into analytics_rollup_state (id, rolled_until, ran_at) values (true, ${rolledUntil}::date, now())
      on conflict (id) do update set rolled_until = greatest(analytics_rollup_state.rolled_until, excluded.rolled_until), ran_at = now()`);
    // Only days already counted lose their raw events.
    const deleted = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from analytics_events
          where created_at < least(now() - make_interval(days => ${retentionDays}), ${rolledUntil}::date::timestamp at time zone 'UTC')
          returning 1)
        select count(*)::int as n from gone`),
    )[0];
    return { status: 'done', rolledDays, rolledUntil, deleted: Number(deleted?.n ?? 0) } as const;
  });
}

let nextRollupAt = 0;

/** Starts a roll-up in the background when this process has not run one for an hour; a failure is logged. */
export function rollUpAnalyticsWhenDue(db: Database, retentionDays: number, log: Logger): void {
  if (Date.now() < nextRollupAt) return;
  nextRollupAt = Date.now() + ROLLUP_EVERY_MS;
  runInBackground(
    rollUpAnalytics(db, retentionDays).catch((err: unknown) => {
      log.error({ err }, 'analytics roll-up failed');
    }),
  );
}

/** For tests: the next write starts a roll-up again. */
export function resetRollupSchedule(): void {
  nextRollupAt = 0;
}
