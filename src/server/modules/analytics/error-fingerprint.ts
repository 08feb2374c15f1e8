// Which error reports are "the same error": a fingerprint hashed from the
// source, the error's name, its message with the parts that vary per occurrence
// made generic (numbers, ids, quoted values, addresses), and its top stack frame
// with line and column numbers and build hashes removed — so the same bug in a
// new build, for another record or another user, lands in the same group.
import { createHash } from 'node:crypto';

/** A message with what varies between occurrences of one error made generic. */
export function normaliseErrorMessage(message: string): string {
  return (
    message
      .slice(0, 500)
      // UUIDs, then long hex runs (hashes, object ids)
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
      .replace(/\b[0-9a-f]{12,}\b/gi, '<hex>')
      // URLs keep their origin and path shape, never their query
      .replace(/\bhttps?:\/\/[^\s'"]+/gi, (url) => `<url:${url.replace(/[?#].*$/, '').replace(/\/[^/]*\d[^/]*/g, '/<n>')}>`)
      // random ids of our users and sessions: letters and digits mixed, 16 or more
      .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}\b/g, '<id>')
      // quoted values ("Unexpected token 'x'", "column \"abc\"")
      .replace(/(["'`])(?:(?!\1).){1,200}\1/g, '$1…$1')
      .replace(/\d+(?:\.\d+)?/g, '<n>')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// V8 ("    at fn (file:1:2)", "    at file:1:2") and Firefox/Safari ("fn@file:1:2").
const V8_FRAME = /^\s*at\s+(?:async\s+)?(?:(.*?)\s+\()?(.*?)\)?\s*$/;
const GECKO_FRAME = /^(.*?)@(.*:\d+(?::\d+)?)$/;

/** The first stack frame, as function and file without line, column, query, origin or build hash. */
export function topStackFrame(stack: string | null | undefined): string {
  if (!stack) return '';
  const lines = stack.split('\n').slice(0, 50);
  // A V8 stack starts with the message, which may hold an @; its frames start with "at".
  const isV8 = lines.some((line) => /^\s+at\s/.test(line));
  for (const line of lines) {
    const match = isV8 ? (/^\s+at\s/.test(line) ? V8_FRAME.exec(line) : null) : GECKO_FRAME.exec(line.trim());
    if (!match) continue;
    const fn = (match[1] ?? '').trim();
    const location = normaliseLocation(match[2] ?? '');
    if (!location && !fn) continue;
    return `${fn || '<anonymous>'} ${location}`.trim();
  }
  return '';
}

function normaliseLocation(location: string): string {
  return (
    location
      .trim()
      .replace(/:\d+(?::\d+)?$/, '')
      .replace(/[?#].*$/, '')
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
      // Vite's content hashes: /assets/debates-B3x_9aQz.js → /assets/debates.js
      .replace(/-[A-Za-z0-9_]{8}(\.m?js)$/, '$1')
  );
}

export interface FingerprintInput {
  source: 'client' | 'server';
  name: string;
  message: string;
  stack?: string | null;
}

/** 32 hex characters: the first half of a SHA-256 of the normalised parts. */
export function errorFingerprint({ source, name, message, stack }: FingerprintInput): string {
  const parts = [source, name.trim() || 'Error', normaliseErrorMessage(message), topStackFrame(stack)];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}
