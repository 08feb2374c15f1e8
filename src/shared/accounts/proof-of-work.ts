// The proof-of-work challenge of the sign-up, password reset, newsletter and
// (after repeated failures for one address) sign-in forms (ADR 0022): the
// field that carries the solved challenge, and the messages the API and the
// forms share.
import { z } from 'zod';
import { PROOF_OF_WORK_MESSAGES } from './proof-of-work-form.ts';

export * from './proof-of-work-form.ts';

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
