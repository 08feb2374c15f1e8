// How every list reads its search box, so that each arm of the search runs on an
// index whatever the table's size (ADR 0027): whole words through a full-text
// (tsvector) GIN index, and parts of words (LIKE '%…%' on the lower-cased text)
// through a pg_trgm trigram GIN index. Parts of words are searched only when the text holds a trigram,
// three letters or digits in a row: from a shorter pattern ('%ai%') pg_trgm extracts
// nothing to look up, and the index would hand back every row for rechecking.
import { or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { countUpTo, pageAndTotalQuery } from './list-total.ts';
import { searchStatement } from './prepared.ts';
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

/** Line breaks in a search's text: its pattern holds none, so no match runs from one searched column into the next. */
const LINE_BREAKS = /[\r\n]+/g;

/**
 * The values a search's placeholders take: the text for the full-text query, the LIKE
 * pattern (lower-cased in the statement). The searched columns are joined by a line
 * break in the text the pattern is matched against (ADR 0050), so line breaks in the
 * pattern become spaces: nobody types one in a search box.
 */
export function searchValues(q: string): { q: string; pattern: string } {
  return { q, pattern: `%${escapeLike(q.replace(LINE_BREAKS, ' '))}%` };
}

/**
 * `vector @@ websearch_to_tsquery('simple', q)` and/or `text LIKE lower(pattern)`, or'ed.
 * The vector needs a GIN index and the text a gin_trgm_ops one, each of the identical
 * expression, so that PostgreSQL reads the OR as a BitmapOr of index scans. The text is
 * the table's searched columns lower-cased as one string (its schema's searchText): for
 * each row the index hands back, one LIKE, where an ILIKE per column lower-cased that
 * column and the pattern again, about a microsecond each (ADR 0050).
 */
export function searchFilter(
  target: { vector: SQLWrapper; text: SQLWrapper },
  reach: SearchReach,
  q: Placeholder | string,
  pattern: Placeholder | string,
): SQL {
  const words = sql`${target.vector} @@ websearch_to_tsquery('simple', ${q})`;
  if (reach === 'words') return words;
  const parts = sql`${target.text} like lower(${pattern})`;
  return reach === 'parts' ? parts : (or(words, parts) as SQL);
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
 * A search's capped count, and its page when the matches are few, in one statement.
 * Its matches are a CTE (materialized: it is read twice) that PostgreSQL evaluates only
 * as far as it is read: the count reads it up to `countLimit`. When the matches stop
 * short of it, the page is sorted from them alone, fetched by their row addresses: a
 * Tid Scan, no index walked again, and never the order index tested row by row for a
 * word in one debate of five hundred (ADR 0027). The addresses are safe to carry: both
 * reads are in one statement, under one snapshot. Otherwise `json` is null, and the
 * page is read along the list's order (readPreparedListPage).
 *
 * The CTE has no LIMIT of its own, so PostgreSQL plans it to read every match: through
 * the search's indexes, whatever the words, as a bitmap it then reads lazily. That holds
 * for the generic plan of a prepared statement too (a LIMIT would have it expect to stop
 * early, and walk an index of another filter, or the table, for a rare word: ADR 0048).
 */
export function searchMatchesQuery(db: Database, table: PgTable, where: SQL | undefined, page: (filter: SQL) => SQLWrapper) {
  const countLimit = sql.placeholder('countLimit');
  const matches = db.$with('matches').as(
    db
      .select({ ctid: sql`ctid`.as('ctid') })
      .from(table)
      .where(where),
  );
  const amongMatches = sql`${table}.ctid = any(array(select ctid from ${matches}))`;
  return db
    .with(matches)
    .select({
      json: sql<string | null>`case when counted.n < ${countLimit} then (${page(amongMatches)}) end`,
      total: sql<number>`counted.n`.mapWith(Number),
    })
    .from(sql`(select count(*) as n from (select 1 from ${matches} limit ${countLimit}) up_to) counted`);
}

/**
 * A list shape's statements (for readPreparedListPage). Without a search, its page and its
 * capped count together, prepared once per connection (pageAndTotalQuery). With one, its
 * count and few matches' page (searchMatchesQuery), prepared unless the search's values
 * are written into its text (`valuesWritten`); and the page along the order for many
 * matches, planned for the search's words every time (searchStatement): the plan that
 * reads it soonest depends on how common they are.
 */
export function listStatements(
  db: Database,
  list: {
    name: string;
    isSearch: boolean;
    /** The search's values are in the statement's text, not in placeholders: it is built per request. */
    valuesWritten?: boolean;
    table: PgTable;
    where: SQL | undefined;
    page: (filter: SQL | undefined) => JsonPage;
  },
): PreparedListPage {
  const { name, isSearch, valuesWritten, table, where, page } = list;
  if (!isSearch) {
    const total = countUpTo(db, table, where, sql.placeholder('countLimit'));
    return { pageAndTotal: pageAndTotalQuery(db, page(where), total).prepare(`${name}_page`) };
  }
  const matches = searchMatchesQuery(db, table, where, page);
  return {
    pageAndTotal: valuesWritten ? searchStatement(matches) : matches.prepare(`${name}_matches`),
    pageAlongOrder: searchStatement(page(where)),
  };
}

/** A list's page as one row holding its JSON (lib/json-sql.ts), as a statement to prepare. */
interface JsonPage extends SQLWrapper {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<{ json: string }[]> };
}

/**
 * A list shape's statements: its page's JSON (null when a search's matches are many)
 * and its capped count in one row; for a search, its page along the order as well.
 */
interface PreparedListPage {
  pageAndTotal: { execute(values: Record<string, unknown>): Promise<{ json: string | null; total: number }[]> };
  pageAlongOrder?: { execute(values: Record<string, unknown>): Promise<{ json: string }[]> };
}

/**
 * The page's JSON and what the count read: one statement, and for a search that
 * counted as far as its limit a second one, its page along the order.
 */
export async function readPreparedListPage(
  prepared: PreparedListPage,
  values: Record<string, unknown> & { countLimit: number },
): Promise<{ json: string; counted: number }> {
  const [row] = await prepared.pageAndTotal.execute(values);
  const counted = row?.total ?? 0;
  if (row?.json != null || !prepared.pageAlongOrder) return { json: row?.json ?? '[]', counted };
  const [page] = await prepared.pageAlongOrder.execute(values);
  return { json: page?.json ?? '[]', counted };
}
