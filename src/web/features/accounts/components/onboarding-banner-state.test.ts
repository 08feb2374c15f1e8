import { describe, expect, it } from 'vitest';
import {
  bannerDismissKey,
  isBannerHiddenOnPath,
  needsOnboarding,
  readDismissed,
  shouldShowBanner,
  writeDismissed,
} from './onboarding-banner-state.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('onboarding banner', () => {
  const base = {
    isSignedIn: true,
    pathname: '/debates',
    isDismissed: false,
    profile: { status: 'success', profile: { onboardingCompleted: false } },
  } as const;

  it('shows for a signed-in user who has not completed onboarding', () => {
    expect(shouldShowBanner(base)).toBe(true);
  });

  it('treats a missing flag, a missing profile and a failed read as needing onboarding', () => {
    expect(needsOnboarding({ status: 'success', profile: {} })).toBe(true);
    expect(needsOnboarding({ status: 'success', profile: null })).toBe(true);
    expect(needsOnboarding({ status: 'error' })).toBe(true);
    expect(needsOnboarding({ status: 'pending' })).toBe(false);
    expect(needsOnboarding({ status: 'success', profile: { onboardingCompleted: true } })).toBe(false);
  });

  it('hides for visitors, after dismissal, and on /auth and /onboarding', () => {
    expect(shouldShowBanner({ ...base, isSignedIn: false })).toBe(false);
    expect(shouldShowBanner({ ...base, isDismissed: true })).toBe(false);
    for (const pathname of ['/auth', '/auth/callback', '/auth/reset-password', '/onboarding']) {
      expect(isBannerHiddenOnPath(pathname), pathname).toBe(true);
      expect(shouldShowBanner({ ...base, pathname })).toBe(false);
    }
    expect(isBannerHiddenOnPath('/authors')).toBe(false);
    expect(isBannerHiddenOnPath('/')).toBe(false);
  });

  it('remembers dismissal per user, under the sdc_ prefix, as JSON', () => {
    const storage = memoryStorage();
    expect(readDismissed(storage, 'u1')).toBe(false);
    writeDismissed(storage, 'u1');
    expect(readDismissed(storage, 'u1')).toBe(true);
    expect(readDismissed(storage, 'u2')).toBe(false);
    expect(bannerDismissKey('u1')).toMatch(/^sdc_/);
    expect(storage.getItem(bannerDismissKey('u1'))).toBe('true');
  });

  it('survives broken or missing storage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readDismissed(broken, 'u1')).toBe(false);
    expect(() => writeDismissed(broken, 'u1')).not.toThrow();
    expect(readDismissed(undefined, 'u1')).toBe(false);
  });
});
