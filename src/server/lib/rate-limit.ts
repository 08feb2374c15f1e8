// Server-side rate limits kept in the database, so they hold across restarts
// and across several server processes. Fixed windows: one atomic upsert per hit.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'newsletter'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counters whose window ended are deleted once they are a day old (the privacy
 * page says so): a counter holds an address. At most once an hour per process,
 * started by a hit; one statement, harmless if several processes run it.
 */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let prunedAt = 0;

function pruneExpiredCountersWhenDue(db: Database): void {
  if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = Date.now();
  // A failed clean-up is tried again an hour later; nothing waits for it.
  db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 day'`).catch(() => {
    prunedAt = 0;
  });
}

/** Counts a hit for `subject` (an IP, an e-mail) and throws 429 past the limit. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  pruneExpiredCountersWhenDue(db);
  const key = `${rule.name}:${subject}`;
  const windowSeconds = rule.windowMs / 1000;
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (rows as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
  if (row && Number(row.count) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', GENERIC_ERROR_MESSAGES.rateLimit, { headers: { 'Retry-After': String(retryAfter) } });
  }
}

/** Gives back one hit (an attempt that turned out not to count, e.g. a successful sign-in). */
export async function refundRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key = ${`${rule.name}:${subject}`} and reset_at > now()`);
}

/** The client address a limit is keyed on; IPv6 addresses count per /64. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const ip = address.replace(/^::ffff:/, '');
  if (!ip.includes(':')) return ip;
  const groups = ip.split('::');
  const head = (groups[0] ?? '').split(':').filter(Boolean);
  const tail = groups.length > 1 ? (groups[1] ?? '').split(':').filter(Boolean) : [];
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${full.slice(0, 4).join(':')}::/64`;
}
