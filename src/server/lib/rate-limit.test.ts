import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.ts';

describe('clientKey', () => {
  it('keeps IPv4 addresses, including IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('has one bucket for unknown callers', () => {
    expect(clientKey(undefined)).toBe('unknown');
  });
});
