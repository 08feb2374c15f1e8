// A person's check-in code for a tournament: ten characters of the events'
// check-in alphabet, derived with HMAC-SHA256 from the auth secret (keyed for
// this purpose only) and (tournament, user), so no table stores it and the same
// person always shows the same code in every round of the tournament. Without
// the secret no one can make another person's code; another tournament's code
// is another code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_ALPHABET, normalizeCheckInCode } from '#shared/events/contract.ts';

export const TOURNAMENT_CHECK_IN_CODE_LENGTH = 10;

/** The tournament's id is a uuid, so the colon cannot shift between the two parts. */
export function tournamentCheckInCode(secret: string, tournamentId: string, userId: string): string {
  const digest = createHmac('sha256', `tournament-check-in:${secret}`).update(`${tournamentId}:${userId}`).digest();
  // The alphabet has 32 letters, which divide 256: each byte picks one without bias.
  return Array.from(
    digest.subarray(0, TOURNAMENT_CHECK_IN_CODE_LENGTH),
    (b) => CHECK_IN_ALPHABET[b % CHECK_IN_ALPHABET.length],
  ).join('');
}

/** Whether `typed` (any case, with or without the dash) is this person's code for the tournament. */
export function isTournamentCheckInCode(secret: string, tournamentId: string, userId: string, typed: string): boolean {
  const given = Buffer.from(normalizeCheckInCode(typed));
  const expected = Buffer.from(tournamentCheckInCode(secret, tournamentId, userId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
