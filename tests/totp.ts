// TOTP codes for tests, computed as an authenticator app would from the
// otpauth:// URI shown at enrolment (RFC 6238: 30 s steps, 6 digits).
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_MS = 30_000;

/** The code of the current step, or of a step before (-1) or after (+1) it. */
export function totpCode(totpUri: string, offsetSteps = 0): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  const key = base32.decode(secret);
  return createOTP(key, { period: PERIOD_MS / 1000, digits: 6 }).hotp(Math.floor(Date.now() / PERIOD_MS) + offsetSteps);
}
