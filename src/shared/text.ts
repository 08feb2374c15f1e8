// Text that may be stored: every text field of the contracts is built from
// `text()`, which refuses the NUL character (PostgreSQL's text and jsonb cannot
// hold it) and lone UTF-16 surrogates (half an emoji: not valid Unicode, refused
// by jsonb and unencodable as UTF-8). The forms show the same message the API
// sends. The server also walks every string of a request with
// `findDisallowedText` (defence in depth, docs/architecture.md "Text at the boundary").
import { z } from 'zod';

export const TEXT_MESSAGES = {
  disallowedCharacters: 'Contains characters that are not allowed',
} as const;

// With the u flag a paired surrogate is one code point, so only lone halves match.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this refuses.
const DISALLOWED = /[\u0000\uD800-\uDFFF]/u;

/** True when the text holds a NUL character or half of a surrogate pair. */
export function hasDisallowedCharacters(value: string): boolean {
  return DISALLOWED.test(value);
}

/** A string schema that refuses NUL and lone surrogates before any other rule runs (only this message then). */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasDisallowedCharacters(value), {
    error: TEXT_MESSAGES.disallowedCharacters,
    abort: true,
  });
}

/** The same check for other string schemas (links, ids): `z.url().check(allowedCharacters())`. */
export function allowedCharacters() {
  return z.refine<string>((value) => !hasDisallowedCharacters(value), { error: TEXT_MESSAGES.disallowedCharacters });
}

/**
 * The paths of every string (and object key) in a parsed JSON value, query or
 * route params that holds disallowed characters; a bad key is reported at its object.
 */
export function findDisallowedText(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasDisallowedCharacters(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findDisallowedText(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      hasDisallowedCharacters(key) ? [path] : findDisallowedText(item, [...path, key]),
    );
  }
  return [];
}

/** Text made storable whatever it holds: NUL removed, lone surrogates replaced by U+FFFD (for logs and analytics). */
export function toStorableText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this removes.
  return value.replace(/\u0000/g, '').replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}
