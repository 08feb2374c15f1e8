import { describe, expect, it } from 'vitest';
import { searchReachOf, searchValues } from './search.ts';

describe('searchValues', () => {
  it('finds the text anywhere, its wildcards taken literally', () => {
    expect(searchValues('100%_off')).toEqual({ q: '100%_off', pattern: '%100\\%\\_off%' });
  });

  it('turns line breaks into spaces, so that no match runs from one searched column into the next', () => {
    expect(searchValues('tariffs\nThis\r\nhouse').pattern).toBe('%tariffs This house%');
  });
});

describe('searchReachOf', () => {
  it('searches whole words under three letters, parts of one word, and both for several', () => {
    expect(searchReachOf('EU')).toBe('words');
    expect(searchReachOf('limat')).toBe('parts');
    expect(searchReachOf('climate quorum')).toBe('both');
  });
});
