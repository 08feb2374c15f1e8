// What the forms with a proof-of-work challenge need on every page (ADR 0022):
// the challenge's route, the field's name and the messages. No schemas here, so
// the footer's newsletter form loads without the validation library.

/** Where the widget fetches a challenge (the declaration: accounts/operations.ts). */
export const PROOF_OF_WORK_CHALLENGE_ROUTE = { method: 'get', path: '/api/altcha/challenge' } as const;

/** The JSON body field (and the widget's form field) that carries the solved challenge. */
export const PROOF_OF_WORK_FIELD = 'altcha';

export const PROOF_OF_WORK_MESSAGES = {
  required: 'Please wait while your browser confirms you are not a bot, then try again.',
  failed: 'The anti-bot check has expired or was already used. Please try again.',
  signInRequired:
    'There have been several failed sign-ins for this account. Your browser must complete a quick anti-bot check first.',
} as const;

/** CHALLENGE_REQUIRED: no solution was sent; CHALLENGE_FAILED: it was wrong, expired or used before. */
export const PROOF_OF_WORK_ERROR_CODES = ['CHALLENGE_REQUIRED', 'CHALLENGE_FAILED'] as const;
