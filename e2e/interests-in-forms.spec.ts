// The interests vocabulary in the members' forms (ADR 0032): an interest an
// admin adds is offered in onboarding's topics step, on /profile and as a
// suggestion's category, and the public profile names it; once retired it is
// no longer offered for a new choice, but a profile that holds it keeps it,
// marked, and saves. Axe on each form. (What the server accepts and refuses is
// covered by src/server/db/interest-choices.integration.test.ts.)
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

async function preferredTopics(request: APIRequestContext) {
  const res = await request.get('/api/me/profile');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { preferredTopics: string[] }).preferredTopics;
}

test('an interest an admin adds can be chosen in onboarding, on the profile and for a suggestion; retired, it stays where held', async ({
  browser,
}) => {
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const label = `Urban farming ${suffix}`;
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const created = await admin.request.post('/api/admin/interests', { headers: { origin: baseURL() }, data: { label } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Onboarding's topics step offers it.
  const member = await newMember(browser, baseURL(), `Grower ${suffix}`);
  const page = member.page;
  await page.goto('/onboarding');
  const flow = page.getByTestId('onboarding-flow');
  const stepCount = page.getByTestId('onboarding-step-count');
  for (const step of [2, 3, 4]) {
    await flow.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(stepCount).toHaveText(`Step ${step} of 7`);
  }
  await flow.getByRole('checkbox', { name: label }).check();
  await expectNoAxeViolations(page, '/onboarding topics step');
  await flow.getByRole('button', { name: 'Continue' }).click();
  await expect(stepCount).toHaveText('Step 5 of 7');
  expect(await preferredTopics(member.context.request)).toEqual([id]);
  for (const _ of [5, 6]) await flow.getByRole('button', { name: 'Skip', exact: true }).click();
  await flow.getByRole('button', { name: 'Skip and finish' }).click();
  await page.waitForURL('**/profile');

  // The profile form shows it chosen; the public page names it.
  const form = page.getByTestId('profile-form');
  const topics = form.getByRole('group', { name: /Topics you would like to debate/ });
  await expect(topics.getByRole('checkbox', { name: label })).toBeChecked();
  await page.goto(`/user/${member.userId}`);
  await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();

  // The suggestion form offers it as a category.
  const title = `This house would farm every rooftop ${suffix}`;
  await page.goto('/suggest-topic');
  await page.getByLabel('Motion').fill(title);
  await page.getByLabel('Category').selectOption({ label });
  await expectNoAxeViolations(page, '/suggest-topic with an added interest');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.locator('#mine').getByRole('link', { name: title })).toBeVisible();
  const mine = (await (await member.context.request.get('/api/topics/mine')).json()) as { title: string; category: string }[];
  expect(mine.find((topic) => topic.title === title)?.category).toBe(label);

  // Retired: no longer offered for a suggestion, but the profile keeps it, marked, and saves.
  const retired = await admin.request.post(`/api/admin/interests/${id}/retire`, { headers: { origin: baseURL() }, data: {} });
  expect(retired.status(), await retired.text()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Health' })).toHaveCount(1);
  await expect(page.getByLabel('Category').locator('option', { hasText: label })).toHaveCount(0);

  await page.goto('/profile');
  const kept = topics.getByRole('checkbox', { name: new RegExp(`${label}.*no longer offered`) });
  await expect(kept).toBeChecked();
  await topics.getByRole('checkbox', { name: 'Health', exact: true }).check();
  await expectNoAxeViolations(page, '/profile with a retired interest held');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  expect((await preferredTopics(member.context.request)).sort()).toEqual([id, 'health'].sort());

  await member.context.close();
  await admin.close();
});
