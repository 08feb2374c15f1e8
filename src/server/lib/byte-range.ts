// Byte ranges of a stored body (RFC 9110 section 14): what an <audio> element
// asks for to seek — Safari plays nothing from a server that does not answer
// 206. One range is served; a header that is not a single well-formed `bytes`
// range is ignored and the whole body sent (a server may always ignore Range),
// and a range that starts past the end is 416 with the body's size.

export type ByteRange =
  /** No usable Range: send the whole body with 200. */
  | { kind: 'whole' }
  /** Send bytes `start`..`end` (inclusive) with 206. */
  | { kind: 'partial'; start: number; end: number }
  /** 416, with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const WHOLE: ByteRange = { kind: 'whole' };
const UNSATISFIABLE: ByteRange = { kind: 'unsatisfiable' };
const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** The range of a body of `size` bytes that `header` asks for. */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return WHOLE;
  const match = SINGLE_RANGE.exec(header);
  // Another unit, several ranges, or not the grammar: ignored.
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return WHOLE;
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return WHOLE;
  if (end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * Whether an `If-Range` header lets the Range apply: absent, or naming the
 * body's current strong entity tag. A date or another tag means the client's
 * copy is stale, and the whole body is sent instead.
 */
export function isRangeStillValid(ifRange: string | null | undefined, etag: string): boolean {
  if (!ifRange) return true;
  return ifRange.trim() === etag;
}
