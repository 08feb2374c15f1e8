/** Escapes LIKE wildcards so user search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
