// The test-only sign-in of spec sections 2 and 8: the handlers of the
// operations with the 'test-secret' guard (src/shared/accounts/operations.ts),
// mounted only when TEST_AUTH_SECRET is set (never in a production start
// without it). A test asks for tokens (createTestSession: a verified user, made
// if missing, and a session of one hour); the /__test__/auth page reads them
// from its URL fragment and turns them into the session cookie (setTestSession).
// Every call must carry the secret; a wrong one is "Unauthorized test access".
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSignedCookie } from 'hono/cookie';
import * as api from '#shared/accounts/operations.ts';
import { TEST_SESSION_EXPIRY_MS } from '#shared/constants.ts';
import { TEST_AUTH_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The refresh token proves the access token came from this endpoint. */
function refreshTokenFor(secret: string, accessToken: string): string {
  return createHmac('sha256', secret).update(`test-refresh:${accessToken}`).digest('base64url');
}

/** The 'test-secret' guard is the secret in each body, checked here against the configured one. */
export function testAuthOperations(testSecret: string) {
  const requireSecret = (secret: string) => {
    if (!sameSecret(secret, testSecret)) throw new AppError('UNAUTHENTICATED', TEST_AUTH_MESSAGES.unauthorized);
  };

  return [
    implement(api.createTestSession, async (c, { body: input }) => {
      requireSecret(input.secret);
      const ctx = await c.get('auth').$context;
      let user = await ctx.internalAdapter.findUserByEmail(input.email).then((found) => found?.user ?? null);
      if (!user) {
        user = await ctx.internalAdapter.createUser(
          {
            email: input.email,
            name: input.name ?? input.email.split('@')[0] ?? input.email,
            emailVerified: true,
          },
          { method: 'admin' },
        );
        if (input.password) {
          await ctx.internalAdapter.linkAccount({
            userId: user.id,
            providerId: 'credential',
            accountId: user.id,
            password: await ctx.password.hash(input.password),
          });
        }
      }
      if (input.role) await c.get('db').update(users).set({ role: input.role }).where(eq(users.id, user.id));
      const session = await ctx.internalAdapter.createSession(user.id);
      const expiresAt = new Date(Date.now() + TEST_SESSION_EXPIRY_MS);
      await c.get('db').update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
      return {
        access_token: session.token,
        refresh_token: refreshTokenFor(testSecret, session.token),
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        expires_in: Math.floor(TEST_SESSION_EXPIRY_MS / 1000),
        user: { id: user.id, email: user.email },
      };
    }),
    implement(api.setTestSession, async (c, { body: input }) => {
      requireSecret(input.secret);
      if (!input.access_token || !input.refresh_token) throw new AppError('BAD_REQUEST', TEST_AUTH_MESSAGES.missingTokens);
      if (!sameSecret(input.refresh_token, refreshTokenFor(testSecret, input.access_token))) {
        throw new AppError('UNAUTHENTICATED', TEST_AUTH_MESSAGES.failedToSetSession);
      }
      const ctx = await c.get('auth').$context;
      const found = await ctx.internalAdapter.findSession(input.access_token);
      if (!found || found.session.expiresAt.getTime() <= Date.now()) {
        throw new AppError('UNAUTHENTICATED', TEST_AUTH_MESSAGES.failedToSetSession);
      }
      const cookie = ctx.authCookies.sessionToken;
      const sessionCookie = await generateSignedCookie(cookie.name, input.access_token, ctx.secret, {
        ...cookie.attributes,
        sameSite: 'Lax',
        expires: found.session.expiresAt,
        maxAge: undefined,
      });
      answerHeader(c, 'Set-Cookie', sessionCookie);
      return {
        user: { id: found.user.id, email: found.user.email },
        expires_at: Math.floor(found.session.expiresAt.getTime() / 1000),
      };
    }),
  ];
}
