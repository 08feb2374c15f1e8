/** Escapes LIKE wildcards so user search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The rows of a raw `db.execute()`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
