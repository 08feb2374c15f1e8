import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './auth-return.ts';

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
  ])('%s -> %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
  });
});
