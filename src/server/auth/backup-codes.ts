// Two-factor backup codes are stored as keyed hashes, never as plain text or
// reversible ciphertext. Better Auth compares the submitted code with the stored
// list and removes the used one; account-guards.ts hashes the submitted code the
// same way before that comparison, so each code works once and the database
// never holds a usable code. HMAC is enough: the codes are ~59 random bits.
import { createHmac } from 'node:crypto';

// Marks a stored hash: Better Auth writes the remaining list back through the
// same hook after a code is used, and a hash must not be hashed again.
const HASHED = 'h:';

export function hashBackupCode(secret: string, code: string): string {
  return `${HASHED}${createHmac('sha256', secret).update(`backup-code:${code.trim()}`).digest('base64url')}`;
}

/** Better Auth's storeBackupCodes hooks: codes in, hashes out; hashes are read as they are. */
export function hashBackupCodes(secret: string) {
  return {
    encrypt: async (codesJson: string) => {
      const codes = JSON.parse(codesJson) as string[];
      return JSON.stringify(codes.map((code) => (code.startsWith(HASHED) ? code : hashBackupCode(secret, code))));
    },
    decrypt: async (stored: string) => stored,
  };
}
