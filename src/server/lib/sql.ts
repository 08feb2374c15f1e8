import { type SQL, sql } from 'drizzle-orm';

/** One of our own constants as an SQL string literal, never input: written into the statement, not sent as a value. */
export const constantText = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** Escapes LIKE wildcards so user search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The rows of a raw `db.execute()`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

const UNIQUE_VIOLATION = '23505';

/** Whether a database error (or one it wraps) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** SQLSTATE of the database's own rule checks (triggers); their message is written for people. */
const RULE_VIOLATION = 'SDC01';

/** The message of a rule a trigger enforced, if this error (or one it wraps) is one. */
export function ruleViolationMessage(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === RULE_VIOLATION) return String((e as { message?: unknown }).message ?? '');
  }
  return null;
}
