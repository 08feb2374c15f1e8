// Spec section 8's generic error toast: one of six texts chosen by what went
// wrong. API errors carry a machine code, which is more reliable than the text;
// anything else is judged by its message, as the spec describes.
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { ApiRequestError } from './api-client.ts';

type GenericErrorKind = keyof typeof GENERIC_ERROR_MESSAGES;

const KIND_BY_CODE: Record<string, GenericErrorKind> = {
  NETWORK: 'network',
  UNAUTHENTICATED: 'auth',
  FORBIDDEN: 'permission',
  BAD_REQUEST: 'validation',
  VALIDATION_FAILED: 'validation',
  INVALID_JSON: 'validation',
  RATE_LIMITED: 'rateLimit',
};

const KIND_BY_STATUS: Record<number, GenericErrorKind> = {
  400: 'validation',
  401: 'auth',
  403: 'permission',
  422: 'validation',
  429: 'rateLimit',
};

// In the spec's order: the first matching rule wins.
const KIND_BY_MESSAGE: readonly [RegExp, GenericErrorKind][] = [
  [/fetch|network/, 'network'],
  [/auth|unauthori[sz]ed/, 'auth'],
  [/permission|forbidden/, 'permission'],
  [/invalid|validation/, 'validation'],
  [/rate limit|too many/, 'rateLimit'],
];

export function genericErrorKind(error: unknown): GenericErrorKind {
  if (error instanceof ApiRequestError) {
    const kind = KIND_BY_CODE[error.code] ?? KIND_BY_STATUS[error.status];
    if (kind) return kind;
  }
  const message = (error instanceof Error ? error.message : typeof error === 'string' ? error : '').toLowerCase();
  for (const [pattern, kind] of KIND_BY_MESSAGE) {
    if (pattern.test(message)) return kind;
  }
  return 'unknown';
}

export function genericErrorMessage(error: unknown): string {
  return GENERIC_ERROR_MESSAGES[genericErrorKind(error)];
}
