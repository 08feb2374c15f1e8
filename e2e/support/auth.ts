// Signing in as the seeded demo users (src/server/seed/demo-content.ts) through
// the real Better Auth endpoint, and where each user's saved session lives.
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

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
