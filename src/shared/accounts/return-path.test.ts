import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const ORIGIN = 'https://sdc.example';

describe('safeReturnPath', () => {
  it.each([
    ['/onboarding', '/onboarding'],
    ['/debates/1?tab=room#speech', '/debates/1?tab=room#speech'],
    ['/a/../b', '/b'],
    ['onboarding', '/onboarding'],
    [`${ORIGIN}/settings`, '/settings'],
    ['/%2e%2e/settings', '/settings'],
  ])('accepts %s as %s', (value, path) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'http://evil.example',
    'https://sdc.example.evil.example/',
    'http://sdc.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '/\tevil',
    '/\n/evil.example',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });
});
