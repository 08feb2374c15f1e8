// A list's JSON built by the database (ADR 0030): the page's rows become one
// text value, in the answer's own shape, that the server sends as it is. Building
// it in JavaScript cost more than the query: a round trip per nested list, a
// parsed row and a mapped object per item, then JSON.stringify. What these
// helpers write is what JavaScript wrote (timestamps as toISOString() writes
// them), as compact as JSON.stringify's: each row by row_to_json, the rows joined
// with commas (json_agg and json_build_object put spaces and line breaks in).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** A select list whose columns carry the JSON keys as their names: `value as "key"`. */
export function namedColumns<const Fields extends Record<string, SQLWrapper>>(
  fields: Fields,
): { [K in keyof Fields]: SQL.Aliased } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)])) as {
    [K in keyof Fields]: SQL.Aliased;
  };
}

/** A timestamptz as Date.prototype.toISOString() writes it: UTC, milliseconds, a Z (both truncate microseconds). */
export function isoTimeSql(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The rows of `r` as the text of a JSON array, in the order the subquery returns them. */
const JSON_ARRAY_TEXT = sql`'[' || coalesce(string_agg(row_to_json(r)::text, ','), '') || ']'`;

/**
 * `(select '[…]'::json from (rows) r)`: the rows of a sorted query (columns named by
 * namedColumns) as a JSON array nested in its parent's row. The aggregate reads them
 * in the order the subquery returns them: PostgreSQL never flattens a subquery that sorts.
 */
export function jsonArraySql(rows: SQLWrapper): SQL {
  return sql`(select (${JSON_ARRAY_TEXT})::json from (${rows}) r)`;
}

/** One statement answering the rows of a sorted query as one JSON array, as text: the driver hands it over unparsed. */
export function jsonArrayTextQuery(db: Database, rows: SQLWrapper) {
  return db.select({ json: sql<string>`${JSON_ARRAY_TEXT}` }).from(sql`(${rows}) r`);
}
