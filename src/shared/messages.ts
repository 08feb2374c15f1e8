// User-facing texts from spec section 8, kept in one place so the web app and
// the API say the same thing. Section 5's validation messages are in
// validation-messages.ts and the newsletter's in content/newsletter.ts: the
// first page's JavaScript carries this module, and pages that ask for input load those.

export const GENERIC_ERROR_TITLE = 'Error';

export const GENERIC_ERROR_MESSAGES = {
  network: 'Network error. Please check your connection.',
  auth: 'Authentication error. Please log in again.',
  permission: "You don't have permission to do that.",
  validation: 'Please check your input and try again.',
  rateLimit: 'Too many requests. Please wait a moment.',
  unknown: 'Something went wrong. Please try again.',
} as const;

export const LOCAL_RATE_LIMIT_TOAST = {
  title: 'Too many attempts',
  description: 'Please wait a few minutes before trying again.',
} as const;

export const SIGN_OUT_TOASTS = {
  failure: { title: 'Error', description: 'Failed to sign out. Please try again.' },
  success: { title: 'Signed out', description: 'You have been signed out successfully' },
} as const;

/** "Sign in to {action} {feature}. It only takes a moment!" */
export function signInPromptToast(action: string, feature: string) {
  return {
    title: "Let's get you started!",
    description: `Sign in to ${action} ${feature}. It only takes a moment!`,
  };
}

export const CONNECTIVITY_MESSAGES = {
  backOnlineBanner: 'Back online - Syncing data...',
  offlineBanner: "You're offline - Using cached data",
  backOnlineToast: 'Back online',
  offlineToast: "You're offline",
  /** A page the device holds no copy of, while offline (docs/offline.md). */
  notSavedOffline: "You're offline, and this wasn't saved on this device. It will load when you're back online.",
} as const;

export const LOADING_SESSION_MESSAGE = 'Loading your session...';

export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist.',
} as const;
