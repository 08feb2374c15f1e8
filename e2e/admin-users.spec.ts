// The admin area's people in the browser against the real server: an admin
// finds a member by part of their address, opens their page, is refused a ban
// without a reason, bans them — and the member, signed in in another browser,
// is signed out at their next page load and refused at sign-in with the
// suspension message — then lifts the ban, makes them an admin and back, and
// ends a session; a member gets the "admins only" page; axe on every page.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_USER_MESSAGES } from '#shared/admin/users/contract.ts';
import { demoAdmin } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

async function confirmInDialog(page: Page, button: string, fill?: { reason?: string }) {
  const dialog = page.getByRole('dialog');
  if (fill?.reason !== undefined) await dialog.getByLabel('Reason').fill(fill.reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test('an admin bans a member, who is signed out in their own browser, then lifts the ban', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const member = await newMember(browser, baseURL(), `Banned Member ${suffix}`);
  const admin = await demoAdmin(browser);

  // The member is signed in and stays on their own settings.
  await member.page.goto('/settings');
  await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();
  await member.page.waitForTimeout(1_000);
  await expect(member.page).toHaveURL(/\/settings$/);

  // Found by part of the address, from the list's search box; the query is in the URL.
  await admin.page.goto('/admin/users');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/users');
  const search = admin.page.getByRole('searchbox', { name: 'Search members' });
  await search.fill(member.email.slice(0, 20));
  await search.press('Enter');
  await expect(admin.page).toHaveURL(/q=/);
  await admin.page.getByRole('link', { name: member.name }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(admin.page.getByText(member.email)).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/users/:id');

  // A ban needs a reason; the dialog says so and stays open.
  await admin.page.getByRole('button', { name: 'Ban', exact: true }).click();
  await expectNoAxeViolations(admin.page, '/admin/users/:id (ban dialog)');
  await confirmInDialog(admin.page, 'Ban', { reason: '' });
  await expect(admin.page.getByRole('dialog').getByText('Give a reason')).toBeVisible();
  await confirmInDialog(admin.page, 'Ban', { reason: 'Repeated abuse in the comments' });
  await expect(admin.page.getByRole('dialog')).toHaveCount(0);
  await expect(admin.page.getByText('Banned until an admin lifts it: Repeated abuse in the comments')).toBeVisible();
  await expect(admin.page.getByText('No active sessions.')).toBeVisible();

  // In the member's browser, the session is over at the next page load…
  await member.page.reload();
  await expect(member.page).toHaveURL(/\/auth/);
  // …and signing in again is refused with the suspension message.
  const refused = await member.context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL() },
    data: { email: member.email, password: 'Passw0rdOk' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ADMIN_USER_MESSAGES.bannedSignIn);

  // The audit trail names the admin and the reason.
  await expect(admin.page.getByText(/Repeated abuse in the comments”/)).toBeVisible();

  // Lifting the ban lets them sign in again.
  await admin.page.getByRole('button', { name: 'Lift the ban' }).click();
  await confirmInDialog(admin.page, 'Lift the ban');
  await expect(admin.page.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();
  const again = await member.context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL() },
    data: { email: member.email, password: 'Passw0rdOk' },
  });
  expect(again.status()).toBe(200);

  // Made an admin, the member opens the admin area; made a member again, they no longer can.
  await admin.page.reload();
  await admin.page.getByRole('button', { name: 'Make admin' }).click();
  await confirmInDialog(admin.page, 'Make admin', { reason: 'Runs the spring league' });
  await expect(admin.page.getByRole('button', { name: 'Remove admin' })).toBeVisible();
  await member.page.goto('/admin/users');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Remove admin' }).click();
  await confirmInDialog(admin.page, 'Remove admin');
  await expect(admin.page.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await member.page.goto('/admin/users');
  await expect(member.page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expectNoAxeViolations(member.page, '/admin/users as a member');

  // One session ended from the list of sessions.
  await admin.page.reload();
  await admin.page.getByRole('button', { name: 'End session' }).first().click();
  await expect(admin.page.getByText('No active sessions.')).toBeVisible();
  await member.page.goto('/settings');
  await expect(member.page).toHaveURL(/\/auth/);

  await member.context.close();
  await admin.context.close();
});

test('the list filters by role and status, in the URL', async ({ browser }) => {
  const admin = await demoAdmin(browser);
  await admin.page.goto('/admin/users');
  await admin.page.getByLabel('Role').selectOption('admin');
  await expect(admin.page).toHaveURL(/role=admin/);
  await expect(
    admin.page
      .getByRole('link', { name: /./ })
      .filter({ hasText: /Admin|SDC/i })
      .first(),
  ).toBeVisible();
  const rows = admin.page.getByRole('region', { name: 'Members' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The previous page of rows stays on screen while the filtered one loads: wait until none is left.
  await expect(rows.filter({ hasNot: admin.page.locator('td:nth-child(2)', { hasText: 'Admin' }) })).toHaveCount(0);
  await admin.page.getByLabel('Status').selectOption('banned');
  await expect(admin.page).toHaveURL(/status=banned/);
  await expect(admin.page.getByRole('heading', { name: 'No members match' }).or(rows.first())).toBeVisible();
  await expect(rows.filter({ hasNot: admin.page.locator('td:nth-child(3)', { hasText: 'Banned' }) })).toHaveCount(0);
  await admin.context.close();
});

test('an admin deletes an account after typing its name; its profile is gone and it cannot sign in', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), `Leaving Member ${Date.now().toString(36)}`);
  const admin = await demoAdmin(browser);
  await admin.page.goto(`/admin/users/${member.userId}`);
  await expect(admin.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Asked by e-mail to be forgotten');
  await dialog.getByLabel(/to confirm/).fill('Someone else');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The name does not match. Type it exactly as shown.')).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/users/:id (delete dialog)');
  await dialog.getByLabel(/to confirm/).fill(member.name);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/users$/);

  // The public profile is gone; the account cannot sign in.
  expect((await member.context.request.get(`/api/users/${member.userId}`)).status()).toBe(404);
  await member.page.goto(`/user/${member.userId}`);
  await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.page.getByText(member.name)).toHaveCount(0);
  const refused = await member.context.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL() },
    data: { email: member.email, password: 'Passw0rdOk' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  // Listed among deleted accounts, with nothing left to change.
  await admin.page.goto('/admin/users?status=deleted');
  await expect(admin.page.getByRole('link', { name: 'Former member' }).first()).toBeVisible();
  await admin.page.goto(`/admin/users/${member.userId}`);
  await expect(admin.page.getByText(/This account was deleted on/)).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0);
  await member.context.close();
  await admin.context.close();
});
