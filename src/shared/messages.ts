// User-facing texts from spec section 8 (and section 5's validation messages),
// kept in one place so the web app and the API say the same thing.

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

export const NEWSLETTER_TOASTS = {
  failure: { title: 'Error', description: 'Failed to subscribe. Please try again later.' },
  // Double opt-in (ADR 0013): nothing is subscribed until the mailed link is used.
  success: { title: 'Check your inbox', description: 'We sent you a link to confirm your subscription.' },
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email required',
  emailHint: 'Please enter your email address',
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

export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  debateDateInFuture: 'Debate date must be in the future',
  invalidUrl: 'Invalid URL',
  searchTooLong: 'Search query too long',
} as const;
