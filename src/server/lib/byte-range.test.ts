import { describe, expect, it } from 'vitest';
import { isRangeStillValid, parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  const size = 1000;
  it.each([
    // header, expected
    [undefined, { kind: 'whole' }],
    ['', { kind: 'whole' }],
    ['bytes=0-', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=0-1', { kind: 'partial', start: 0, end: 1 }],
    ['bytes=100-199', { kind: 'partial', start: 100, end: 199 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['BYTES = 10 - 20', { kind: 'partial', start: 10, end: 20 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored: another unit, several ranges, a reversed range, not the grammar, numbers too large.
    ['items=0-10', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
    ['bytes=0x10-', { kind: 'whole' }],
    ['bytes=1.5-2', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ])('%s', (header, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it('finds nothing to serve in an empty body', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('isRangeStillValid', () => {
  it('applies the range without If-Range, or when it names the current tag', () => {
    expect(isRangeStillValid(undefined, '"a"')).toBe(true);
    expect(isRangeStillValid('"a"', '"a"')).toBe(true);
  });
  it('sends the whole body for another tag or a date', () => {
    expect(isRangeStillValid('"b"', '"a"')).toBe(false);
    expect(isRangeStillValid('Wed, 21 Oct 2015 07:28:00 GMT', '"a"')).toBe(false);
  });
});
