// Google sign-in in the browser, for real: the e2e server's "Google" is an
// OpenID provider on loopback (tests/oidc-provider.ts, started by global setup),
// with its own sign-in page, PKCE, signed id_tokens and a Cancel link.
import { expect, type Page, test } from '@playwright/test';

async function continueWithGoogle(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: /continue with google/i }).click();
  await expect(page).toHaveTitle(/loopback OIDC/);
}

test('a new Google account signs in and lands signed in, with onboarding done', async ({ page }) => {
  const email = `g${Date.now()}@gmail.example`;
  await continueWithGoogle(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through /auth/callback to the home page, signed in.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  const session = await page.request.get('/api/auth/get-session');
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  const profile = (await (await page.request.get('/api/me/profile')).json()) as { onboardingCompleted: boolean };
  expect(profile.onboardingCompleted).toBe(true);
});

test('cancelling at Google comes back to /auth with "Sign-in cancelled" and no session', async ({ page }) => {
  await continueWithGoogle(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth', { timeout: 15_000 });
  await expect(page.getByText('Sign-in cancelled').first()).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});

test('a Google address that already has a password account is not linked silently', async ({ page }) => {
  // The demo member signs in with a password; Google must not take over that account by its address.
  await continueWithGoogle(page);
  await page.getByLabel('Email').fill('priya.shah@sdc.local');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth', { timeout: 15_000 });
  await expect(page.getByText(/link google/i).first()).toBeVisible();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});
