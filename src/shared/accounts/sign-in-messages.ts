// What the sign-in pages say (spec section 8): the auth page, Google's callback,
// password resets, two-factor, closed registration and the test-only sign-in.
// Apart from src/shared/messages.ts because that module ships in the app's first
// download (the shell needs a few of its texts) and a module goes into one chunk
// whole: these are needed only once a sign-in page has loaded (ADR 0016).

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
  // A new account through Google while an admin has closed registration (REGISTRATION_MESSAGES).
  REGISTRATION_DISABLED: {
    title: 'Registration disabled',
    description: 'New accounts cannot be created right now. If you already have an account, sign in with it.',
  },
};

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not correct',
  codeUsed: 'This code has already been used. Wait for the next code from your authenticator app.',
  tooManyAttempts: 'Too many attempts',
  verified: 'Signed in',
} as const;

/**
 * Registration closed by an admin (admin settings): the sign-up answer's message
 * is spec section 8's "signup disabled" text; the notice is what /auth says
 * before anyone types.
 */
export const REGISTRATION_MESSAGES = {
  disabled: 'Registration disabled',
  code: 'REGISTRATION_DISABLED',
  closedNotice: 'New accounts cannot be created right now. If you already have an account, sign in.',
} as const;

/** The test-only sign-in page (spec section 8). */
export const TEST_AUTH_MESSAGES = {
  unauthorized: 'Unauthorized test access',
  missingTokens: 'Missing tokens in hash',
  failedToSetSession: 'Failed to set session',
} as const;
