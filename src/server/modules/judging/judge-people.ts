// Who people are, as the judging pages show them: a name (by the one rule,
// src/server/db/person-name.ts) and a username. Never an e-mail address.
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { clubs, profiles, users } from '#server/db/schema/index.ts';
import { displayName } from '#shared/accounts/display-name.ts';
import type { ClubRef, PersonRef } from '#shared/judging/contract.ts';

type Executor = Database | Transaction;

export const personColumns = {
  id: users.id,
  name: personNameSql(),
  username: profiles.username,
};

export async function peopleById(db: Executor, ids: readonly string[]): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function clubsById(db: Executor, ids: readonly string[]): Promise<ClubRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.id, [...ids]));
}

export const unknownPerson = (id: string): PersonRef => ({ id, name: displayName(null), username: null });
