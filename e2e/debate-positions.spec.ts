// A debate with fewer speakers than its format's full line-up, in the browser:
// the form offers the counts the format runs with and says which positions a
// smaller debate uses; the join card offers only those; the live room's running
// order holds only their speeches, and skips one whose position nobody holds.
// Once the debate is under way visitors are told only audience places are open.
import { expect, test } from '@playwright/test';
import { formatViolations, runAxe } from './support/axe.ts';
import { createDebateViaApi, newMember } from './support/members.ts';

test.describe.configure({ timeout: 90_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('an Oxford debate with 2 speakers uses First Proposition and First Opposition only', async ({ browser }) => {
  const chair = await newMember(browser, baseURL(), 'Positions Chair');
  const { page } = chair;
  await page.goto('/create-debate');
  await page.getByLabel('Title').fill('Two speakers on buses');
  await page.getByLabel('Description').fill('Should our city make buses free for everyone?');
  await page.getByRole('textbox', { name: 'Motion' }).fill('Tax');
  await page.getByLabel('Time zone').selectOption('UTC');
  // Soon, so the chair may open the room at once.
  await page.getByLabel('Date and time').fill(new Date(Date.now() + 10 * 60_000).toISOString().slice(0, 16));
  await page.getByLabel('Location').fill('City Library, Room 2');
  await page.getByLabel('Format').selectOption('oxford');
  const speakers = page.getByLabel('Speakers');
  await expect(speakers).toHaveValue('4');
  await expect(speakers.locator('option')).toHaveText(['2', '4']);
  await speakers.selectOption('2');
  await expect(page.getByTestId('speakers-positions')).toContainText('With 2 speakers: First Proposition and First Opposition.');
  await page.getByRole('button', { name: 'Create debate' }).click();
  // The field is the Motion, and its error says so.
  await expect(page.getByText('Motion must be at least 5 characters')).toBeVisible();
  expect(formatViolations('/create-debate', await runAxe(page))).toBe('/create-debate: no violations');
  await page.getByRole('textbox', { name: 'Motion' }).fill('This house would make buses free');
  await page.getByRole('button', { name: 'Create debate' }).click();
  await expect(page).toHaveURL(/\/debates\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;

  // The line-up shows the two positions in use only.
  await expect(page.locator('[data-position]')).toHaveCount(2);
  await expect(page.locator('[data-position="prop-2"]')).toHaveCount(0);

  const prop = await newMember(browser, baseURL(), 'Positions Prop');
  const opp = await newMember(browser, baseURL(), 'Positions Opp');
  await prop.page.goto(`/debates/${id}`);
  await expect(prop.page.getByLabel('Join as').locator('option')).toHaveText([
    'First Proposition (Proposition)',
    'First Opposition (Opposition)',
    'Audience (no speech)',
  ]);
  await prop.page.getByLabel('Join as').selectOption('prop-1');
  await prop.page.getByRole('button', { name: 'Join debate' }).click();
  await expect(prop.page.getByTestId('my-role')).toContainText('First Proposition');
  await opp.page.goto(`/debates/${id}`);
  await expect(opp.page.getByLabel('Join as').locator('option')).toHaveText([
    'First Opposition (Opposition)',
    'Audience (no speech)',
  ]);
  await opp.page.getByRole('button', { name: 'Join debate' }).click();
  await expect(opp.page.getByTestId('my-role')).toContainText('First Opposition');

  await page.reload();
  await page.getByRole('button', { name: 'Start debate' }).click();
  const order = page.getByTestId('room-running-order').locator('li');
  await expect(order).toHaveCount(2);
  await expect(order.nth(0)).toContainText('First Proposition');
  await expect(order.nth(1)).toContainText('First Opposition');
  await expect(page.getByRole('button', { name: 'Start 1st Prop' })).toBeVisible();
  expect(formatViolations('live room', await runAxe(page))).toBe('live room: no violations');

  // A visitor is told only the audience can still join.
  const visitor = await browser.newContext({ baseURL: baseURL() });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/debates/${id}`);
  await expect(visitorPage.getByTestId('join-places')).toContainText('only audience places are open');
  await expect(visitorPage.getByRole('link', { name: 'Sign in to join' })).toHaveCount(0);
  await expect(visitorPage.getByRole('link', { name: 'Sign in to follow as audience' })).toBeVisible();
  await expect(visitorPage.getByText('only audience places open')).toBeVisible();
  await expect(visitorPage.getByText(/\d open/)).toHaveCount(0);

  await Promise.all([visitor.close(), prop.context.close(), opp.context.close(), chair.context.close()]);
});

test('the room skips the speech of a position nobody took, and says so', async ({ browser }) => {
  const chair = await newMember(browser, baseURL(), 'Skip Chair');
  const opp = await newMember(browser, baseURL(), 'Skip Opp');
  const id = await createDebateViaApi(chair, baseURL(), { format: 'oxford', maxParticipants: 2 });
  const joined = await opp.context.request.post(`/api/debates/${id}/join`, {
    headers: { origin: baseURL() },
    data: { role: 'opp-1' },
  });
  expect(joined.status()).toBe(200);
  await chair.page.goto(`/debates/${id}`);
  await chair.page.getByRole('button', { name: 'Start debate' }).click();
  const order = chair.page.getByTestId('room-running-order').locator('li');
  await expect(order).toHaveCount(2);
  await expect(order.nth(0)).toContainText('Skipped — no speaker in First Proposition');
  await expect(order.nth(0)).toHaveAttribute('data-state', 'skipped');
  // The chair's next speech is the first one somebody gives.
  await expect(chair.page.getByRole('button', { name: 'Start 1st Opp' })).toBeVisible();
  await opp.page.goto(`/debates/${id}`);
  await expect(opp.page.getByTestId('room-running-order')).toContainText('Skipped — no speaker in First Proposition');
  await Promise.all([chair.context.close(), opp.context.close()]);
});
