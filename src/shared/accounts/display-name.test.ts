import { describe, expect, it } from 'vitest';
import { displayName, FORMER_MEMBER_NAME, initials, MEMBER_FALLBACK_NAME } from './display-name.ts';

describe('displayName', () => {
  it('prefers the full name, then the username', () => {
    expect(displayName({ fullName: 'Sam Second', username: 'sam_second' })).toBe('Sam Second');
    expect(displayName({ fullName: '  Sam Second ', username: 'sam_second' })).toBe('Sam Second');
    expect(displayName({ fullName: null, username: 'sam_second' })).toBe('sam_second');
    expect(displayName({ fullName: '   ', username: ' sam_second ' })).toBe('sam_second');
  });

  it('says "A member" when neither is set, and "Former member" when the account is gone', () => {
    expect(displayName({ fullName: null, username: null })).toBe(MEMBER_FALLBACK_NAME);
    expect(displayName({})).toBe('A member');
    expect(displayName(null)).toBe(FORMER_MEMBER_NAME);
    expect(displayName(undefined)).toBe('Former member');
  });
});

describe('initials', () => {
  it.each([
    ['Maya Okafor', 'MO'],
    // First and last word, wherever the name is shown (the header once took the first two: "NN").
    ['Nia Ngozi Okafor', 'NO'],
    ['sam_second', 'SS'],
    ['sam.second', 'SS'],
    ['Ana María de la Cruz', 'AC'],
    ['Cher', 'C'],
    ['émile zola', 'ÉZ'],
    ['𝒜da 𝒞ole', '𝒜𝒞'],
    ['  ', '?'],
    ['A member', 'AM'],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
