// Signing in as the seeded demo users (src/server/seed/demo-content.ts) through
// the real Better Auth endpoint, and where each user's saved session lives.
import path from 'node:path';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';

/** The demo password of every seeded user (DEMO_PASSWORD in src/server/seed/demo-content.ts). */
export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_USERS = {
  admin: { email: 'admin@sdc.local', name: 'Sam Admin' },
  member: { email: 'priya.shah@sdc.local', name: 'Priya Shah' },
} as const;
export type DemoUserKey = keyof typeof DEMO_USERS;

/** Saved storage state (session cookie) of a demo user, written by global-setup.ts. */
export function storageStatePath(user: DemoUserKey): string {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set: run the tests through playwright.config.ts (global setup)');
  return path.join(dir, `${user}.json`);
}

/**
 * POST /api/auth/sign-in/email with the context's request client, so the
 * session cookie lands in that context. Waits out a 429 from the sign-in rate limit.
 */
export async function signInViaApi(request: APIRequestContext, baseURL: string, email: string, password = DEMO_PASSWORD) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password },
      headers: { origin: baseURL },
    });
    if (res.status() === 429) {
      const retryAfter = Number(res.headers()['x-retry-after'] ?? res.headers()['retry-after'] ?? 5);
      await new Promise((r) => setTimeout(r, Math.min(Math.max(retryAfter, 1), 15) * 1000));
      continue;
    }
    expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
    return;
  }
  throw new Error(`sign-in of ${email} stayed rate limited`);
}

/** TEST_AUTH_SECRET of the e2e server: enables /__test__/auth and /api/__test__/*. */
export const E2E_TEST_AUTH_SECRET = 'e2e-test-auth-secret-0123456789';

export interface TestTokens {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/**
 * A verified user (made if missing, with `password` when given) and a one-hour
 * session, from the test-only endpoint. Pass the tokens to the /__test__/auth page.
 */
export async function createTestSession(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; name?: string; password?: string; role?: 'user' | 'admin' },
): Promise<TestTokens> {
  const res = await request.post(`${baseURL}/api/__test__/session`, {
    data: { secret: E2E_TEST_AUTH_SECRET, ...user },
    headers: { origin: baseURL },
  });
  expect(res.status(), `test session for ${user.email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as TestTokens;
}

/** The /__test__/auth URL that signs the browser in with `tokens`, then goes to `redirect`. */
export function testAuthUrl(tokens: TestTokens, redirect = '/', secret = E2E_TEST_AUTH_SECRET): string {
  const fragment = new URLSearchParams({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    redirect,
    secret,
  });
  return `/__test__/auth#${fragment.toString()}`;
}

/** A fresh browser context signed in as the demo admin, and a page in it. */
export async function demoAdmin(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  return { context, page: await context.newPage() };
}
