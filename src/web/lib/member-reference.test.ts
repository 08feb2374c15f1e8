import { describe, expect, it } from 'vitest';
import { memberIdFromReference } from './member-reference.ts';

describe('memberIdFromReference', () => {
  it.each([
    ['abc123', 'abc123'],
    ['  abc_12-3  ', 'abc_12-3'],
    ['https://sdc.example.org/user/Xy9z', 'Xy9z'],
    ['http://localhost:3000/user/Xy9z/', 'Xy9z'],
    ['/user/Xy9z?tab=debates', 'Xy9z'],
    ['sdc.example.org/user/Xy9z#record', 'Xy9z'],
  ])('reads %j as %j', (text, id) => {
    expect(memberIdFromReference(text)).toBe(id);
  });

  it.each(['', '   ', 'two words', 'https://sdc.example.org/debates/1', 'a'.repeat(65), '/user/%E0%A4%A'])(
    'refuses %j',
    (text) => {
      expect(memberIdFromReference(text)).toBeNull();
    },
  );
});
