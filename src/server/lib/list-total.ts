// A list's total, counted only as far as anyone pages: an exact count reads every
// matching row on every request, so its cost grows with the table, while nobody
// pages through a thousand results. Counting stops at LIST_TOTAL_CAP, or just past
// the page being read when that is further, so the page links always know whether
// a next page exists (ADR 0020).
import { count, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP } from '#shared/constants.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database, Transaction } from '../db/client.ts';
import { JsonText } from './operations.ts';

interface PageQuery {
  page: number;
  limit: number;
}

/** How far a list's count goes: SEARCH_TOTAL_CAP for a search, else LIST_TOTAL_CAP. */
export function totalCapOf(query: { q?: string }): number {
  return query.q ? SEARCH_TOTAL_CAP : LIST_TOTAL_CAP;
}

/** The most rows the count reads for this page: one past what it can report (`cap`: LIST_TOTAL_CAP unless a list says). */
export function countLimitFor({ page, limit }: PageQuery, cap = LIST_TOTAL_CAP): number {
  return Math.max(cap, page * limit) + 1;
}

/**
 * `select count(*) from (select 1 from <table> where … limit <countLimit>)`; pass
 * `sql.placeholder('countLimit')` in a prepared statement, `countLimitFor(query)` otherwise.
 */
export function countUpTo(db: Database | Transaction, table: PgTable, where: SQL | undefined, countLimit: Placeholder | number) {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(countLimit).as('matching');
  return db.select({ total: count() }).from(matching);
}

/**
 * `select (page), (count)`: a list's page, one row of one column (lib/json-sql.ts), and
 * its capped count in one statement. A list without a search runs both at every request:
 * one round trip, one write to the database's socket, instead of two.
 */
export function pageAndTotalQuery(db: Database | Transaction, page: SQLWrapper, total: SQLWrapper) {
  return db.select({ json: sql<string>`(${page})`, total: sql<number>`(${total})`.mapWith(Number) }).from(sql`(select 1) one`);
}

/** The page as every list answers it, from its items and what the count read. */
export function pageOf<T>(items: T[], query: PageQuery, counted: number, cap = LIST_TOTAL_CAP): Paginated<T> {
  const countLimit = countLimitFor(query, cap);
  const totalCapped = counted >= countLimit;
  return { items, page: query.page, limit: query.limit, total: totalCapped ? countLimit - 1 : counted, totalCapped };
}

/** pageOf for items the database wrote as a JSON array (lib/json-sql.ts): the same page, as text. */
export function pageTextOf<T>(
  itemsJson: string,
  query: PageQuery,
  counted: number,
  cap = LIST_TOTAL_CAP,
): JsonText<Paginated<T>> {
  const { page, limit, total, totalCapped } = pageOf([], query, counted, cap);
  return new JsonText(`{"items":${itemsJson},"page":${page},"limit":${limit},"total":${total},"totalCapped":${totalCapped}}`);
}
