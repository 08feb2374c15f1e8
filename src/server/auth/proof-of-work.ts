// A self-hosted proof-of-work challenge (ALTCHA, altcha-lib v2) in front of the
// forms bots abuse: sign-up, password reset, the newsletter, and sign-in once
// an address has had several failures (ADR 0022). Challenges are signed with
// keys derived from AUTH_SECRET, expire after PROOF_OF_WORK_TTL_MS, and a solved
// one is accepted once: its nonce is recorded in rate_limits (atomically, until
// the challenge expires), so a replay is refused by every process.
import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PROOF_OF_WORK_COST,
  PROOF_OF_WORK_COUNTER_MAX,
  PROOF_OF_WORK_COUNTER_MIN,
  PROOF_OF_WORK_TTL_MS,
} from '#shared/constants.ts';
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_MESSAGES } from '#shared/accounts/proof-of-work.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';

const ALGORITHM = 'PBKDF2/SHA-256';

/** ok, or why the payload is refused: none sent, not a valid solution, too old, or used before. */
export type ProofOfWorkResult = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

function secretsFrom(authSecret: string) {
  const derive = (purpose: string) => createHmac('sha256', authSecret).update(`proof-of-work:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

/** A new signed challenge for the widget (GET /api/altcha/challenge). */
export function createProofOfWorkChallenge(authSecret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: PROOF_OF_WORK_COST,
    // Deterministic mode: the server knows the answer's counter, so verifying is one derivation.
    counter: randomInt(PROOF_OF_WORK_COUNTER_MAX, PROOF_OF_WORK_COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_OF_WORK_TTL_MS),
    ...secretsFrom(authSecret),
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().min(8).max(128),
      salt: z.string().max(256),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

/** The widget's payload (base64 of JSON { challenge, solution }), or null when it is not one. */
export function parseProofOfWorkPayload(value: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) return null;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? (parsed.data as { challenge: Challenge; solution: Solution }) : null;
  } catch {
    return null;
  }
}

/** Checks a solved challenge and, when it is good, uses it up. */
export async function verifyProofOfWork(db: Database, authSecret: string, value: unknown): Promise<ProofOfWorkResult> {
  if (value === undefined || value === null || value === '') return 'missing';
  const payload = parseProofOfWorkPayload(value);
  if (!payload) return 'invalid';
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...secretsFrom(authSecret),
  }).catch(() => null);
  if (!result) return 'invalid';
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  // Signed, so the nonce and the expiry are ours; the row outlives the challenge, never the other way round.
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + PROOF_OF_WORK_TTL_MS);
  const recorded = rowsOf(
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      values (${`proof-of-work:${payload.challenge.parameters.nonce}`}, 1, ${expiresAt.toISOString()}::timestamptz)
      on conflict (key) do nothing
      returning key`),
  );
  return recorded.length === 1 ? 'ok' : 'used';
}

/** The 400 answer for a refused payload: CHALLENGE_REQUIRED or CHALLENGE_FAILED, with the field's message. */
export function proofOfWorkErrorBody(
  result: Exclude<ProofOfWorkResult, 'ok'>,
  requiredMessage: string = PROOF_OF_WORK_MESSAGES.required,
) {
  const code = result === 'missing' ? 'CHALLENGE_REQUIRED' : 'CHALLENGE_FAILED';
  const message = result === 'missing' ? requiredMessage : PROOF_OF_WORK_MESSAGES.failed;
  return { error: { code, message, fields: { [PROOF_OF_WORK_FIELD]: [message] } } };
}
