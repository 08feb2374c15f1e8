import { describe, expect, it } from 'vitest';
import { decodeUrlText, disallowedQueryFields } from './url-text.ts';

describe('decodeUrlText', () => {
  it.each([
    ['transit', 'transit'],
    ['caf%C3%A9', 'café'],
    ['%F0%9F%98%80', '😀'],
    ['100%', '100%'],
    ['100%25', '100%'],
    ['%zz', '%zz'],
  ])('%s reads as %s', (raw, text) => {
    expect(decodeUrlText(raw)).toBe(text);
  });

  it.each(['%00', 'a%00b', '%ED%A0%80', '%ED%A0%BD', '%E2%82', '%C3', '%FF', 'caf%E9'])('%s is refused', (raw) => {
    expect(decodeUrlText(raw)).toBeNull();
  });

  it('reads + as a space in queries only', () => {
    expect(decodeUrlText('a+b', { plusIsSpace: true })).toBe('a b');
    expect(decodeUrlText('a+b')).toBe('a+b');
  });
});

describe('disallowedQueryFields', () => {
  it('names each bad parameter, and the bad name itself as _', () => {
    expect(disallowedQueryFields('q=%00&page=2&sort=new%ED%A0%80&%00=1&ok')).toEqual({
      q: ['Contains characters that are not allowed'],
      sort: ['Contains characters that are not allowed'],
      _: ['Contains characters that are not allowed'],
    });
    expect(disallowedQueryFields('q=caf%C3%A9&page=2')).toEqual({});
  });
});
