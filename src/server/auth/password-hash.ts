// Password hashing with argon2id at OWASP ASVS's parameters (m = 19 MiB, t = 2,
// p = 1), natively and off the event loop (@node-rs/argon2 runs on libuv's pool).
import { hash, verify } from '@node-rs/argon2';

/** Reported by `npm run bench` next to the sign-in latency. */
export const PASSWORD_HASH_PARAMETERS = {
  algorithm: 'argon2id',
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

// @node-rs/argon2's Algorithm enum is a const enum; 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: PASSWORD_HASH_PARAMETERS.memoryCost,
    timeCost: PASSWORD_HASH_PARAMETERS.timeCost,
    parallelism: PASSWORD_HASH_PARAMETERS.parallelism,
  });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * What Better Auth calls (auth.ts). One object, so a test can observe that a
 * sign-up hashes the password exactly once whether or not the address is taken
 * (equal work, equal time: ADR 0022).
 */
export const passwordHashing = { hash: hashPassword, verify: verifyPassword };
