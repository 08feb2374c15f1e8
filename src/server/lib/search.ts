// How every list reads its search box, so that each arm of the search runs on an
// index whatever the table's size (ADR 0027): whole words through a full-text
// (tsvector) GIN index, and parts of words (ILIKE '%…%') through pg_trgm's trigram
// GIN indexes. Parts of words are searched only when the text holds a trigram,
// three letters or digits in a row: from a shorter pattern ('%ai%') pg_trgm extracts
// nothing to look up, and the index would hand back every row for rechecking.
import { type Column, ilike, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { countUpTo, pageAndTotalQuery } from './list-total.ts';
import { listStatement, searchStatement } from './prepared.ts';
import { escapeLike } from './sql.ts';

/** Three letters or digits in a row: what pg_trgm needs to find text inside words. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;
/** One word of letters and digits: the full-text parser reads it as that one word. */
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * 'words': whole words only (the text holds no trigram). 'parts': one word, found
 * wherever it is part of the text; the whole-word arm could add no row, so it is left
 * out (PostgreSQL adds up the arms' estimates, and an arm that repeats another
 * doubles the estimate that picks the plan). 'both': several words or punctuation,
 * found as whole words in any order and as parts of the text.
 */
export type SearchReach = 'words' | 'parts' | 'both';

export function searchReachOf(q: string): SearchReach {
  if (!TRIGRAM.test(q)) return 'words';
  return ONE_WORD.test(q) ? 'parts' : 'both';
}

/** The values a search's placeholders take: the text for the full-text query, the ILIKE pattern. */
export function searchValues(q: string): { q: string; pattern: string } {
  return { q, pattern: `%${escapeLike(q)}%` };
}

/**
 * `vector @@ websearch_to_tsquery('simple', q)` and/or `column ILIKE pattern` for each
 * column, or'ed. Each column needs a gin_trgm_ops index and the vector a GIN index (of
 * the identical expression, when it is one), so that PostgreSQL reads the OR as a
 * BitmapOr of index scans.
 */
export function searchFilter(
  target: { vector: SQLWrapper; columns: readonly Column[] },
  reach: SearchReach,
  q: Placeholder | string,
  pattern: Placeholder | string,
): SQL {
  const words = sql`${target.vector} @@ websearch_to_tsquery('simple', ${q})`;
  const parts = target.columns.map((column) => ilike(column, pattern));
  if (reach === 'words') return words;
  return (reach === 'parts' ? or(...parts) : or(words, ...parts)) as SQL;
}

/**
 * `id = any(array(select id from table where …))`: the page of a search read from its
 * matches alone, by their ids, then sorted. For a search the count has found to match
 * few rows (fewer than it counts to): left to itself, PostgreSQL may walk the list's
 * order index testing every row on the way when it overestimates the matches, ten
 * thousand rows for a word in one debate of five hundred (ADR 0027).
 */
export function amongMatches(db: Database | Transaction, id: PgColumn, table: PgTable, where: SQL | undefined): SQL {
  return sql`${id} = any(array(${db.select({ id }).from(table).where(where)}))`;
}

interface ListReads<T> {
  items(): Promise<T[]>;
  total(): Promise<{ total: number }[]>;
  /** A search's page read from its matches alone (amongMatches); absent for a list without a search. */
  itemsAmongMatches?(): Promise<T[]>;
}

/**
 * A list's page and how many rows its count read. Without a search both at once; with
 * one, the count first, then the page: from the matches alone when the count stopped
 * short of `countLimit` (there are few), else along the list's order, where PostgreSQL
 * soon meets enough of the many matches.
 */
export async function readListPage<T>(reads: ListReads<T>, countLimit: number): Promise<{ items: T[]; counted: number }> {
  if (!reads.itemsAmongMatches) {
    const [items, totals] = await Promise.all([reads.items(), reads.total()]);
    return { items, counted: totals[0]?.total ?? 0 };
  }
  const counted = (await reads.total())[0]?.total ?? 0;
  if (counted === 0) return { items: [], counted };
  return { items: await (counted < countLimit ? reads.itemsAmongMatches() : reads.items()), counted };
}

/**
 * A list shape's statements (for readPreparedListPage): its page, its count, and without
 * a search both in one statement; with a search its page among the matches, all of them
 * planned for the search's words (listStatement). `page` builds the page for a filter.
 */
export function listStatements(
  db: Database,
  list: {
    name: string;
    isSearch: boolean;
    table: PgTable;
    id: PgColumn;
    where: SQL | undefined;
    page: (filter: SQL | undefined) => JsonPage;
  },
): PreparedListReads<{ json: string }> {
  const { name, isSearch, table, id, where, page } = list;
  const total = countUpTo(db, table, where, sql.placeholder('countLimit'));
  return {
    items: listStatement(page(where), name, isSearch),
    total: listStatement(total, `${name}_total`, isSearch),
    itemsAmongMatches: isSearch ? searchStatement(page(amongMatches(db, id, table, where))) : undefined,
    pageAndTotal: isSearch ? undefined : pageAndTotalQuery(db, page(where), total).prepare(`${name}_page`),
  };
}

/** A list's page as one row holding its JSON (lib/json-sql.ts), as a statement to prepare. */
interface JsonPage extends SQLWrapper {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<{ json: string }[]> };
}

/**
 * A list shape's prepared statements: items and total, for a search its page among the
 * matches, and without one the page and its count in one statement (pageAndTotalQuery).
 */
interface PreparedListReads<T> {
  items: { execute(values: Record<string, unknown>): Promise<T[]> };
  total: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
  itemsAmongMatches?: { execute(values: Record<string, unknown>): Promise<T[]> };
  pageAndTotal?: { execute(values: Record<string, unknown>): Promise<(T & { total: number })[]> };
}

/**
 * readListPage over prepared statements, each run with the same placeholder values; a
 * list without a search reads its page and count in one round trip when it has the statement.
 */
export async function readPreparedListPage<T>(
  prepared: PreparedListReads<T>,
  values: Record<string, unknown> & { countLimit: number },
): Promise<{ items: T[]; counted: number }> {
  const { itemsAmongMatches, pageAndTotal } = prepared;
  if (pageAndTotal && !itemsAmongMatches) {
    const [row] = await pageAndTotal.execute(values);
    return { items: row ? [row] : [], counted: row?.total ?? 0 };
  }
  return readListPage(
    {
      items: () => prepared.items.execute(values),
      total: () => prepared.total.execute(values),
      itemsAmongMatches: itemsAmongMatches && (() => itemsAmongMatches.execute(values)),
    },
    values.countLimit,
  );
}
