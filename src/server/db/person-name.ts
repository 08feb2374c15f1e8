// A person's name in SQL, by the one rule of src/shared/accounts/display-name.ts
// (docs/domain.md, "People's names"): the profile's full name, else the
// username, else "A member"; "Former member" once the account is gone. Every
// query that returns a person's name selects it with personNameSql, joining
// profiles on the person's id; none reads users.name for display (sign-up fills
// it with the part of the e-mail before the @: "sam.second" next to the
// username "sam_second"). A unit test holds the SQL and the function together.
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { FORMER_MEMBER_NAME, MEMBER_FALLBACK_NAME } from '#shared/accounts/display-name.ts';
import { constantText } from '../lib/sql.ts';
import type { Database, Transaction } from './client.ts';
import { profiles, users } from './schema/index.ts';

export interface PersonNameColumns {
  /** The profile's full name (profiles.full_name, or the same column of an alias). */
  fullName: SQLWrapper;
  /** The profile's username. */
  username: SQLWrapper;
  /**
   * The person's id where the row refers to them (a comment's author_id…).
   * Null there means the account was deleted: the name is "Former member".
   */
  personId?: SQLWrapper;
}

/**
 * The display name of the person whose profile row is joined. Without
 * arguments it reads the `profiles` table as joined in the query; pass the
 * columns of an alias, or raw column names (sql.raw('p.full_name')), otherwise.
 */
export function personNameSql(
  columns: PersonNameColumns = { fullName: profiles.fullName, username: profiles.username },
): SQL<string> {
  const name = sql`coalesce(nullif(btrim(${columns.fullName}), ''), nullif(btrim(${columns.username}), ''), ${constantText(MEMBER_FALLBACK_NAME)})`;
  if (!columns.personId) return sql<string>`${name}`;
  return sql<string>`case when ${columns.personId} is null then ${constantText(FORMER_MEMBER_NAME)} else ${name} end`;
}

/** One person's display name; null when there is no such account. */
export async function personNameOf(db: Database | Transaction, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: personNameSql() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

/**
 * Sets the account's name (users.name, which the session carries to the
 * header) to the display name, so the signed-in member sees the name everyone
 * else sees. Run it after every write of a profile's full name or username.
 */
export function syncAccountNameSql(userId: string): SQL {
  return sql`
    update users set name = ${personNameSql({ fullName: sql.raw('p.full_name'), username: sql.raw('p.username') })}
    from profiles p
    where p.id = users.id and users.id = ${userId}
      and users.name is distinct from ${personNameSql({ fullName: sql.raw('p.full_name'), username: sql.raw('p.username') })}`;
}
