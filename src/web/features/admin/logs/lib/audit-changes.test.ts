import { describe, expect, it } from 'vitest';
import { changesOf, formatAuditValue } from './audit-changes.ts';

describe('changesOf', () => {
  it('lists only what changed, with keys that one side lacks', () => {
    expect(changesOf({ banned: false, name: 'Bob', role: 'user' }, { banned: true, name: 'Bob', reason: 'spam' })).toEqual([
      { key: 'banned', before: false, after: true },
      { key: 'role', before: 'user', after: undefined },
      { key: 'reason', before: undefined, after: 'spam' },
    ]);
  });

  it('handles a missing side and nested values', () => {
    expect(changesOf(null, { count: 3 })).toEqual([{ key: 'count', before: undefined, after: 3 }]);
    expect(changesOf({ tags: ['a'] }, { tags: ['a'] })).toEqual([]);
    expect(changesOf(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('writes values in words', () => {
    expect(formatAuditValue(undefined)).toBe('none');
    expect(formatAuditValue(null)).toBe('none');
    expect(formatAuditValue('Bob')).toBe('Bob');
    expect(formatAuditValue(true)).toBe('true');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue('x'.repeat(100))).toBe(`${'x'.repeat(79)}…`);
  });
});
