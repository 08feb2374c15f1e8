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

export const AUTH_QUERY_ERROR_TOASTS = {
  callback_failed: {
    title: 'Authentication Failed',
    description: 'There was an error signing in with Google. Please try again.',
  },
  no_session: {
    title: 'Session Not Found',
    description: 'Could not establish a session. Please try signing in again.',
  },
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
  success: { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter' },
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

/** The test-only sign-in page (spec section 8). */
export const TEST_AUTH_MESSAGES = {
  unauthorized: 'Unauthorized test access',
  missingTokens: 'Missing tokens in hash',
  failedToSetSession: 'Failed to set session',
} as const;

/** Forgot password (spec section 8). */
export const RESET_MESSAGES = {
  emailRequired: 'Email required',
  emailNotFound: 'Email not found',
  invalidEmail: 'Invalid email format',
  tooManyAttempts: 'Too many attempts',
  connectionError: 'Connection error',
  failed: 'Reset failed',
  success: 'Check your email',
  successDetail: 'If an account exists for that address, we sent a link to choose a new password. It works once, for one hour.',
  passwordChanged: 'Password changed',
  passwordChangedDetail: 'Your new password is set and every other session was signed out. Sign in with it now.',
  invalidLink: 'This reset link does not work any more',
  invalidLinkDetail: 'Reset links work once and for one hour. Ask for a new one and use the latest e-mail.',
} as const;

/** Google sign-in (spec section 8) and what /auth/callback says for each OAuth error code. */
export const GOOGLE_MESSAGES = {
  connectionError: 'Connection error',
  cancelled: 'Sign-in cancelled',
  failed: 'Google sign-in failed',
  invalidCallback: 'Invalid callback format',
  noAccessToken: 'No access token received',
  framed: 'Sign-in cannot finish inside a frame. Open this page in its own tab.',
} as const;

export const GOOGLE_CALLBACK_ERRORS: Record<string, { title: string; description: string }> = {
  access_denied: { title: GOOGLE_MESSAGES.cancelled, description: 'You cancelled signing in with Google. Nothing was changed.' },
  invalid_request: {
    title: GOOGLE_MESSAGES.failed,
    description: 'Google could not understand the sign-in request. Please try again.',
  },
  unauthorized_client: {
    title: GOOGLE_MESSAGES.failed,
    description: 'This site is not allowed to use Google sign-in right now. Sign in with your e-mail instead.',
  },
  unsupported_response_type: { title: GOOGLE_MESSAGES.failed, description: 'Google refused the kind of sign-in we asked for.' },
  invalid_scope: { title: GOOGLE_MESSAGES.failed, description: 'Google refused the information we asked for.' },
  server_error: { title: GOOGLE_MESSAGES.failed, description: 'Google had a problem. Please try again in a moment.' },
  temporarily_unavailable: {
    title: GOOGLE_MESSAGES.failed,
    description: 'Google sign-in is busy right now. Please try again shortly.',
  },
  account_not_linked: {
    title: 'Account already exists',
    description: 'An account with this e-mail already exists. Sign in with your password, then link Google in Settings.',
  },
  "email_doesn't_match": { title: GOOGLE_MESSAGES.failed, description: 'That Google account has a different e-mail address.' },
};

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not correct',
  codeUsed: 'This code has already been used. Wait for the next code from your authenticator app.',
  tooManyAttempts: 'Too many attempts',
  verified: 'Signed in',
} as const;
