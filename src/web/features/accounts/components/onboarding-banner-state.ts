// When the onboarding banner shows (spec section 4): for a signed-in user whose
// profile says onboardingCompleted false or nothing at all (a failed read
// counts as needing onboarding), who has not dismissed it in this browser
// session, on any page but /auth and /onboarding. Dismissing is remembered per
// user in session storage, under the sdc_ prefix, as JSON.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';

export function bannerDismissKey(userId: string): string {
  return `${LOCAL_STORAGE_PREFIX}onboarding_banner_dismissed:${userId}`;
}

export function isBannerHiddenOnPath(pathname: string): boolean {
  return /^\/(?:auth|onboarding)(?:\/|$)/.test(pathname);
}

export type ProfileReadState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; profile: { onboardingCompleted?: boolean | null } | null };

/** Unknown while the profile loads; afterwards only a profile that says true is done. */
export function needsOnboarding(read: ProfileReadState): boolean {
  if (read.status === 'pending') return false;
  if (read.status === 'error') return true;
  return read.profile?.onboardingCompleted !== true;
}

export function shouldShowBanner({
  isSignedIn,
  pathname,
  isDismissed,
  profile,
}: {
  isSignedIn: boolean;
  pathname: string;
  isDismissed: boolean;
  profile: ProfileReadState;
}): boolean {
  return isSignedIn && !isDismissed && !isBannerHiddenOnPath(pathname) && needsOnboarding(profile);
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readDismissed(storage: SessionStore | undefined, userId: string): boolean {
  try {
    return JSON.parse(storage?.getItem(bannerDismissKey(userId)) ?? 'false') === true;
  } catch {
    return false;
  }
}

export function writeDismissed(storage: SessionStore | undefined, userId: string): void {
  try {
    storage?.setItem(bannerDismissKey(userId), JSON.stringify(true));
  } catch {
    // Storage can be disabled; the banner then stays hidden until the next page load.
  }
}
