// How every list reads its search box, so that each arm of the search runs on an
// index whatever the table's size (ADR 0027): whole words through a full-text
// (tsvector) GIN index, and parts of words (LIKE '%…%' on the lower-cased text)
// through a pg_trgm trigram GIN index. Parts of words are searched only when the text holds a trigram,
// three letters or digits in a row: from a shorter pattern ('%ai%') pg_trgm extracts
// nothing to look up, and the index would hand back every row for rechecking.
import { and, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { countUpTo, pageAndTotalQuery } from './list-total.ts';
import { type DriverStatement, driverStatement, UNNAMED } from './prepared.ts';
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
 * A list's page and how many rows its count read, for the admin area's lists (whose
 * rows are mapped in JavaScript). Without a search both at once; with one, the count
 * first, then the page: from the matches alone when the count stopped short of
 * `countLimit` (there are few), else along the list's order, where PostgreSQL soon
 * meets enough of the many matches. The public lists read theirs in one statement
 * (searchPageQuery).
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
 * How far a search's page may walk the list's order: this many rows for each row the
 * page needs (its offset and limit), so walking pays while at least one row in fifty
 * matches; and never more rows than WALK_MAX_ROWS.
 */
const WALK_ROWS_PER_PAGE_ROW = 50;
const WALK_MAX_ROWS = 5000;

/**
 * A search's capped count and its page, in one statement whose plan does not depend on
 * how common the words are (ADR 0051). Its matches are a CTE (materialized: it is read
 * more than once) that PostgreSQL evaluates only as far as it is read: the count reads it up to
 * `countLimit`. The page is sorted from a set of row addresses, fetched by a Tid Scan:
 *
 * - when the matches stop short of `countLimit`, from them alone: never the order index
 *   tested row by row for a word in one debate of five hundred (ADR 0027);
 * - else, from the matches among the first rows of the list's order (`walked`: its
 *   order index read for at most WALK_ROWS_PER_PAGE_ROW rows per page row, the search
 *   tested on each), when they are enough for the page: a common word's page is there;
 * - else, from every match: a word too rare for the walk is in few rows.
 *
 * Left to itself, PostgreSQL picks between walking the order and sorting the matches
 * from its estimate of how many rows the words match, and that estimate follows
 * ANALYZE's sample: the same search took 1 ms or 25 ms from one ANALYZE to the next
 * (ADR 0050). Here the walk is bounded and the matches' count decides.
 *
 * The addresses are safe to carry: every read is in one statement, under one snapshot.
 * The matches' CTE has no LIMIT, so PostgreSQL plans it to read every match through
 * the search's indexes, as a bitmap it then reads lazily; that holds for the generic
 * plan of a prepared statement too (ADR 0048). The walk's LIMIT sits on a subquery
 * that has the list's filters and order and no search, so its plan is the list's own.
 */
export function searchPageQuery(
  db: Database,
  list: {
    table: PgTable;
    /** The list's filters, without the search (undefined: none). */
    filters: SQL | undefined;
    search: SQL;
    /** The list's order, as its page sorts: the walk reads the rows in it. */
    order: readonly SQLWrapper[];
    page: (filter: SQL) => SQLWrapper;
  },
) {
  const { table, filters, search, order, page } = list;
  const countLimit = sql.placeholder('countLimit');
  const pageEnd = sql`(${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int)`;
  const matches = db.$with('matches').as(
    db
      .select({ ctid: sql`ctid`.as('ctid') })
      .from(table)
      .where(and(filters, search)),
  );
  // The first rows of the list's order, as the table itself (aliased by its name), so
  // that the search's expressions read their columns.
  const firstRows = sql`(select ${table}.*, ${table}.ctid as walked_ctid from ${table}${filters ? sql` where ${filters}` : sql``}
    order by ${sql.join([...order], sql`, `)}
    limit least(${pageEnd} * ${sql.raw(String(WALK_ROWS_PER_PAGE_ROW))}, ${sql.raw(String(WALK_MAX_ROWS))})) ${table}`;
  const walked = db
    .$with('walked', { walkedCtid: sql`walked_ctid` })
    .as(sql`select walked_ctid from ${firstRows} where ${search} limit ${pageEnd}`);
  const pageRows = sql`case
    when counted.n < ${countLimit} then array(select ctid from ${matches})
    when (select count(*) from ${walked}) >= ${pageEnd} then array(select walked_ctid from ${walked})
    else array(select ctid from ${matches}) end`;
  return db
    .with(matches, walked)
    .select({
      json: sql<string>`(${page(sql`${table}.ctid = any(${pageRows})`)})`,
      total: sql<number>`counted.n`.mapWith(Number),
    })
    .from(sql`(select count(*) as n from (select 1 from ${matches} limit ${countLimit}) up_to) counted`);
}

/**
 * A list shape's statement (for readPreparedListPage): its page's JSON and its capped
 * count in one row. Without a search, prepared once per connection (pageAndTotalQuery);
 * with one (searchPageQuery), prepared too unless the search's values are written into
 * its text (`valuesWritten`).
 */
export function listStatement(
  db: Database,
  list: {
    name: string;
    table: PgTable;
    filters: SQL | undefined;
    /** The search's filter (searchFilter); undefined for a list without a search. */
    search: SQL | undefined;
    /** The search's values are in the statement's text, not in placeholders: it is built per request. */
    valuesWritten?: boolean;
    order: readonly SQLWrapper[];
    /** The page's JSON, one row of one column (lib/json-sql.ts). */
    page: (filter: SQL | undefined) => SQLWrapper;
  },
): DriverStatement {
  const { name, table, filters, search, valuesWritten, order, page } = list;
  if (!search) {
    const total = countUpTo(db, table, filters, sql.placeholder('countLimit'));
    return driverStatement(db, `${name}_page`, pageAndTotalQuery(db, page(filters), total));
  }
  const query = searchPageQuery(db, { table, filters, search, order, page });
  return driverStatement(db, valuesWritten ? UNNAMED : `${name}_search`, query);
}

/** The page's JSON and what the count read: the statement's one row, its columns in that order (bigint comes as text). */
export async function readPreparedListPage(
  statement: DriverStatement,
  values: Record<string, unknown> & { countLimit: number },
): Promise<{ json: string; counted: number }> {
  const [row] = await statement.execute(values);
  return { json: (row?.[0] as string | null) ?? '[]', counted: Number(row?.[1] ?? 0) };
}
