// Who an audience mailing reaches (admin e-mails: announcements and schedules):
// every member, a club's active members, a debate's participants, or the
// newsletter's confirmed subscribers — each address once, members who are
// banned or deleted left out. The audience's category (AUDIENCE_CATEGORY)
// decides who is skipped: anyone who turned that preference off, and for the
// newsletter category also any address unsubscribed from the newsletter. The
// worker checks preferences again when it sends (email-preferences-check.ts).
import { eq, sql } from 'drizzle-orm';
import { AUDIENCE_CATEGORY, type EmailAudience } from '#shared/admin/emails/contract.ts';
import type { Database, Transaction } from '../db/client.ts';
import { clubs, debates } from '../db/schema/index.ts';

type Executor = Database | Transaction;

export interface AudienceRecipient {
  email: string;
  userId: string | null;
}

/** Members who can receive mail: confirmed address, not banned, not deleted. */
const REACHABLE = sql`u.email_verified and not u.banned and u.deleted_at is null`;

function candidates(audience: EmailAudience) {
  switch (audience.kind) {
    case 'everyone':
      return sql`select lower(u.email) as email, u.id as user_id from users u where ${REACHABLE}`;
    case 'club':
      return sql`select lower(u.email) as email, u.id as user_id from club_members m join users u on u.id = m.user_id
        where m.club_id = ${audience.clubId} and m.status = 'active' and ${REACHABLE}`;
    case 'debate':
      return sql`select lower(u.email) as email, u.id as user_id from debate_participants p join users u on u.id = p.user_id
        where p.debate_id = ${audience.debateId} and ${REACHABLE}`;
    case 'newsletter':
      return sql`select lower(s.email) as email, u.id as user_id from newsletter_subscriptions s
        left join users u on lower(u.email) = lower(s.email) and u.deleted_at is null
        where s.status = 'confirmed' and (u.id is null or not u.banned)`;
  }
}

/** The audience's addresses, each once, with whether its category is turned off for them. */
function marked(audience: EmailAudience) {
  const category = AUDIENCE_CATEGORY[audience.kind];
  // The column is one of three known names (AUDIENCE_CATEGORY), never input.
  const column = sql.raw(`p.${category}`);
  const unsubscribed =
    category === 'newsletter'
      ? sql`or exists (select 1 from newsletter_subscriptions n where lower(n.email) = c.email and n.status = 'unsubscribed')`
      : sql``;
  return sql`select distinct on (c.email) c.email, c.user_id,
      (exists (select 1 from email_preferences p where p.user_id = c.user_id and ${column} = false) ${unsubscribed}) as opted_out
    from (${candidates(audience)}) c
    order by c.email, c.user_id nulls last`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many the audience reaches now, and how many of it are skipped by their preferences. */
export async function countAudience(db: Executor, audience: EmailAudience): Promise<{ recipients: number; skipped: number }> {
  const result = await db.execute(sql`select
      count(*) filter (where not opted_out)::int as recipients,
      count(*) filter (where opted_out)::int as skipped
    from (${marked(audience)}) m`);
  const [row] = rowsOf<{ recipients: number; skipped: number }>(result);
  return { recipients: Number(row?.recipients ?? 0), skipped: Number(row?.skipped ?? 0) };
}

/** The audience's addresses that may get the mail, in address order. */
export async function findAudienceRecipients(
  db: Executor,
  audience: EmailAudience,
): Promise<{ recipients: AudienceRecipient[]; skipped: number }> {
  const result = await db.execute(sql`select email, user_id, opted_out from (${marked(audience)}) m order by email`);
  const rows = rowsOf<{ email: string; user_id: string | null; opted_out: boolean }>(result);
  const recipients = rows.filter((r) => !r.opted_out).map((r) => ({ email: r.email, userId: r.user_id ?? null }));
  return { recipients, skipped: rows.length - recipients.length };
}

/** The audience in words ("Members of Riverside Debaters"); null when its club or debate does not exist. */
export async function audienceLabel(db: Executor, audience: EmailAudience): Promise<string | null> {
  switch (audience.kind) {
    case 'everyone':
      return 'Everyone';
    case 'newsletter':
      return 'Newsletter subscribers';
    case 'club': {
      const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, audience.clubId));
      return club ? `Members of ${club.name}` : null;
    }
    case 'debate': {
      const [debate] = await db.select({ title: debates.title }).from(debates).where(eq(debates.id, audience.debateId));
      return debate ? `Participants of ${debate.title}` : null;
    }
  }
}
