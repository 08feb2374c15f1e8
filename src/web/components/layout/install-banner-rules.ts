// When the install banner may show (spec sections 4 and 9): never when the app
// already runs installed (standalone); not within 7 days of a dismissal; 5 s after
// the browser's install offer, or 10 s after the page loads on iOS, where there is
// no offer and the banner explains how to add the app by hand.
import { INSTALL_BANNER_DELAY_IOS_MS, INSTALL_BANNER_DELAY_MS, INSTALL_DISMISSAL_MS } from '#shared/constants.ts';

export interface InstallDismissal {
  /** When the banner was dismissed (ms since the epoch). */
  at: number;
  /** Dismissed on iOS (the hint), not the install offer. */
  ios: boolean;
}

export function parseDismissal(stored: string | null): InstallDismissal | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<InstallDismissal> | null;
    return value && typeof value.at === 'number' && Number.isFinite(value.at) ? { at: value.at, ios: value.ios === true } : null;
  } catch {
    return null;
  }
}

export function isRecentlyDismissed(dismissal: InstallDismissal | null, now: number): boolean {
  return dismissal !== null && now - dismissal.at < INSTALL_DISMISSAL_MS && dismissal.at <= now;
}

/** iPhone, iPad (which says it is a Mac but has a touch screen) and iPod, in any browser: all are Safari inside. */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** How long after its start (page load, or the offer) the banner waits. */
export const bannerDelayMs = (ios: boolean) => (ios ? INSTALL_BANNER_DELAY_IOS_MS : INSTALL_BANNER_DELAY_MS);
