import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, resolveReturnPath } from './auth-return.ts';

describe('isSafeReturnPath', () => {
  it.each([
    ['/create-debate', true],
    ['/clubs/12/edit?tab=members#top', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['/auth', false],
    ['/auth?tab=register', false],
    ['/authors', true],
    ['/..//evil.example', false],
    ['/.//evil.example', false],
    ['/%2e%2e//evil.example', false],
    ['\\\\evil.example', false],
    ['javascript:alert(1)', false],
    ['/x/../auth', false],
  ])('%s -> %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
  });
});

describe('resolveReturnPath', () => {
  it('answers the resolved same-origin path, which is what callers navigate to', () => {
    expect(resolveReturnPath('/debates/../clubs?x=1#y', 'https://sdc.example')).toBe('/clubs?x=1#y');
    expect(resolveReturnPath('https://sdc.example/events', 'https://sdc.example')).toBe('/events');
    expect(resolveReturnPath('https://evil.example/events', 'https://sdc.example')).toBeNull();
  });
});
