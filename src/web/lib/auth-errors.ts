// What the user is told when signing in or registering fails (spec section 8),
// chosen from Better Auth's error code and HTTP status. A thrown request (no
// answer at all) is a connection error.
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';
import { REGISTRATION_MESSAGES } from '#shared/accounts/sign-in-messages.ts';

export interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
}

export interface AuthFailure {
  /** The toast title. */
  toast: string;
  /** A message for the whole form. */
  formError?: string;
  fieldErrors?: Partial<Record<'email' | 'password', string>>;
}

export const CONNECTION_ERROR = 'Connection error';
export const EMAIL_NOT_VERIFIED_DETAIL = "Confirm your e-mail address first: we've just sent you a new link.";
const TOO_MANY_ATTEMPTS = 'Too many attempts';
const RATE_LIMITED = 429;

const hasCode = (error: AuthErrorLike, ...codes: string[]) => error.code !== undefined && codes.includes(error.code);

export function signInFailure(error: AuthErrorLike | null): AuthFailure {
  if (!error || error.status === 0) return { toast: CONNECTION_ERROR };
  if (error.status === RATE_LIMITED) return { toast: TOO_MANY_ATTEMPTS };
  // The server sends a new confirmation link with this answer.
  if (hasCode(error, 'EMAIL_NOT_VERIFIED')) return { toast: 'Email not verified', formError: EMAIL_NOT_VERIFIED_DETAIL };
  if (hasCode(error, 'INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD') || error.status === 401) {
    return { toast: 'Invalid credentials', formError: 'Invalid email or password' };
  }
  if (hasCode(error, 'USER_NOT_FOUND', 'ACCOUNT_NOT_FOUND', 'CREDENTIAL_ACCOUNT_NOT_FOUND'))
    return { toast: 'Account not found' };
  return { toast: 'Sign in failed' };
}

export function signUpFailure(error: AuthErrorLike | null): AuthFailure {
  if (!error || error.status === 0) return { toast: CONNECTION_ERROR };
  if (error.status === RATE_LIMITED) return { toast: TOO_MANY_ATTEMPTS };
  if (hasCode(error, 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')) {
    return { toast: 'Email already registered', fieldErrors: { email: 'This email is already registered' } };
  }
  if (hasCode(error, 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_PASSWORD')) {
    return { toast: 'Password too weak', fieldErrors: { password: 'Password does not meet security requirements' } };
  }
  if (hasCode(error, 'INVALID_EMAIL')) {
    return { toast: 'Invalid email format', fieldErrors: { email: VALIDATION_MESSAGES.invalidEmail } };
  }
  // Closed by an admin (admin settings), or e-mail sign-up turned off in Better Auth.
  if (hasCode(error, REGISTRATION_MESSAGES.code, 'EMAIL_PASSWORD_SIGN_UP_DISABLED')) {
    return { toast: REGISTRATION_MESSAGES.disabled, formError: REGISTRATION_MESSAGES.closedNotice };
  }
  return { toast: 'Registration failed' };
}
