// The proof-of-work challenge of the sign-up, password reset, newsletter and
// (after repeated failures for one address) sign-in forms (ADR 0022): the
// field that carries the solved challenge, and the messages the API and the
// forms share.
import { z } from 'zod';

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

/** The solved challenge as the widget sends it (base64 JSON); checked on the server. */
export const ProofOfWorkPayloadSchema = z
  .string({ error: PROOF_OF_WORK_MESSAGES.required })
  .min(1, PROOF_OF_WORK_MESSAGES.required)
  .max(4096, PROOF_OF_WORK_MESSAGES.failed);

/** A signed challenge for the widget (altcha-lib v2's Challenge). */
export const ProofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
});
