// Signed one-click unsubscribe tokens: "<payload>.<signature>", both base64url.
// The payload names an address and a category (or "all"); the HMAC, keyed from
// the auth secret for this purpose only, makes a tampered token worthless.
// Tokens do not expire: an unsubscribe link must keep working (RFC 8058).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '#shared/email/contract.ts';

export type UnsubscribeScope = EmailCategory | 'all';

interface TokenPayload {
  e: string;
  c: UnsubscribeScope;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest();
}

export function createUnsubscribeToken(secret: string, email: string, scope: UnsubscribeScope): string {
  const payload = Buffer.from(JSON.stringify({ e: email.toLowerCase(), c: scope } satisfies TokenPayload)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The address and scope of a genuine token, or null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): { email: string; scope: UnsubscribeScope } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    const scope = parsed.c;
    if (typeof parsed.e !== 'string' || !(scope === 'all' || EMAIL_CATEGORIES.includes(scope as EmailCategory))) return null;
    return { email: parsed.e, scope: scope as UnsubscribeScope };
  } catch {
    return null;
  }
}
