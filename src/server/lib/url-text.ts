// Refuses a request whose path or query string decodes to text that cannot be
// stored: NUL, lone surrogates, or percent-escapes that are not UTF-8 (such as
// %ED%A0%80, an encoded surrogate). Routes read decoded params and queries, some
// without a zod contract, and PostgreSQL answers NUL in text with an error; a
// 400 here means no handler ever sees such text (docs/architecture.md "Text at the boundary").
import type { MiddlewareHandler } from 'hono';
import { hasDisallowedCharacters, TEXT_MESSAGES } from '#shared/text.ts';
import { AppError } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text a URL component stands for, or null when its percent-escapes are not
 * UTF-8 or it holds disallowed characters. A `%` not followed by two hex digits
 * stays as it is (as the router reads it).
 */
export function decodeUrlText(raw: string, { plusIsSpace = false } = {}): string | null {
  let decoded: string;
  try {
    decoded = (plusIsSpace ? raw.replace(/\+/g, ' ') : raw).replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) =>
      utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
    );
  } catch {
    return null;
  }
  return hasDisallowedCharacters(decoded) ? null : decoded;
}

/** Fields of the query string that are not storable text, keyed by parameter name ('_' when the name itself is bad). */
export function disallowedQueryFields(search: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decodeUrlText(at === -1 ? pair : pair.slice(0, at), { plusIsSpace: true });
    const value = at === -1 ? '' : decodeUrlText(pair.slice(at + 1), { plusIsSpace: true });
    if (name === null || value === null) fields[name ?? '_'] = [TEXT_MESSAGES.disallowedCharacters];
  }
  return fields;
}

export const refuseDisallowedUrlText: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  // A URL reaches us percent-encoded (raw NUL is refused by the HTTP parser, the
  // URL parser encodes the rest): without a `%` there is nothing to decode.
  if (!url.includes('%')) return next();
  const queryStart = url.indexOf('?');
  const pathEnd = queryStart === -1 ? url.length : queryStart;
  const pathname = url.slice(url.indexOf('/', url.indexOf('://') + 3), pathEnd);
  if (decodeUrlText(pathname) === null) {
    throw new AppError('BAD_REQUEST', 'The address contains characters that are not allowed');
  }
  if (queryStart !== -1) {
    const fields = disallowedQueryFields(url.slice(queryStart + 1).split('#')[0] ?? '');
    if (Object.keys(fields).length > 0) {
      throw new AppError('VALIDATION_FAILED', 'The query string contains characters that are not allowed', { fields });
    }
  }
  await next();
};
