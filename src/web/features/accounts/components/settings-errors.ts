// What to tell the user when a settings action fails. Better Auth's codes that
// people can act on get a sentence of their own; everything else gets the
// generic texts of spec section 8.
import { ApiRequestError } from '#web/lib/api-client.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';
export const SIGN_IN_AGAIN_MESSAGE = 'For your security, this needs a recent sign-in. Sign in again, then try once more.';
export const WRONG_CODE_MESSAGE = 'That code is not correct. Check your authenticator app and try the current code.';

const MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: WRONG_PASSWORD_MESSAGE,
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Your account has no password. You sign in with Google.',
  SESSION_EXPIRED: SIGN_IN_AGAIN_MESSAGE,
  SESSION_NOT_FRESH: SIGN_IN_AGAIN_MESSAGE,
  INVALID_CODE: WRONG_CODE_MESSAGE,
  TOTP_ALREADY_ENABLED: 'Two-factor sign-in is already on.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many attempts. Wait for a new code and try again.',
};

/** Codes whose server message is already written for people (ours, and Better Auth's unlink refusal). */
const SERVER_WORDED = new Set([
  'FAILED_TO_UNLINK_LAST_ACCOUNT',
  'TOTP_CODE_ALREADY_USED',
  'PASSWORD_REQUIRED',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'SOCIAL_ACCOUNT_ALREADY_LINKED',
  'LINKED_ACCOUNT_ALREADY_EXISTS',
]);

export function settingsErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const mapped = MESSAGES[error.code];
    if (mapped) return mapped;
    if (SERVER_WORDED.has(error.code) && error.message) return error.message;
  }
  return genericErrorMessage(error);
}

/** Whether the fix is to sign in again (Better Auth wants a recent sign-in). */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_NOT_FRESH');
}

export function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'INVALID_PASSWORD';
}

/** Errors a Google linking round trip brings back in ?error= (Better Auth's codes, lower-case). */
export function linkErrorMessage(code: string): string {
  switch (code) {
    case 'account_already_linked_to_different_user':
      return 'That Google account is already linked to another member.';
    case 'email_doesn’t_match':
    case "email_doesn't_match":
      return 'That Google account uses a different e-mail address.';
    case 'unable_to_link_account':
      return 'Google could not be linked. Please try again.';
    case 'access_denied':
      return 'Linking was cancelled in Google.';
    default:
      return 'Google could not be linked. Please try again.';
  }
}
