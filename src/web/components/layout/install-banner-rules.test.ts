import { describe, expect, it } from 'vitest';
import { INSTALL_BANNER_DELAY_IOS_MS, INSTALL_BANNER_DELAY_MS, INSTALL_DISMISSAL_MS } from '#shared/constants.ts';
import { bannerDelayMs, isIos, isRecentlyDismissed, parseDismissal } from './install-banner-rules.ts';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('install banner rules', () => {
  it('waits 5 s after the offer, 10 s on iOS (spec section 9)', () => {
    expect(bannerDelayMs(false)).toBe(INSTALL_BANNER_DELAY_MS);
    expect(bannerDelayMs(true)).toBe(INSTALL_BANNER_DELAY_IOS_MS);
    expect([INSTALL_BANNER_DELAY_MS, INSTALL_BANNER_DELAY_IOS_MS]).toEqual([5000, 10_000]);
  });

  it('keeps a dismissal for 7 days, and not one from the future', () => {
    expect(INSTALL_DISMISSAL_MS).toBe(7 * 86_400_000);
    expect(isRecentlyDismissed(null, NOW)).toBe(false);
    expect(isRecentlyDismissed({ at: NOW - 6 * 86_400_000, ios: false }, NOW)).toBe(true);
    expect(isRecentlyDismissed({ at: NOW - INSTALL_DISMISSAL_MS, ios: false }, NOW)).toBe(false);
    expect(isRecentlyDismissed({ at: NOW + 60_000, ios: false }, NOW)).toBe(false);
  });

  it('reads what it stored and ignores anything else', () => {
    expect(parseDismissal(JSON.stringify({ at: NOW, ios: true }))).toEqual({ at: NOW, ios: true });
    expect(parseDismissal(JSON.stringify({ at: NOW }))).toEqual({ at: NOW, ios: false });
    for (const junk of [null, '', 'not json', '{}', '{"at":"yesterday"}', 'null', '42']) expect(parseDismissal(junk)).toBeNull();
  });

  it('recognises iPhones and iPads (which call themselves Macs with a touch screen)', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14) Chrome/130', 5)).toBe(false);
  });
});
