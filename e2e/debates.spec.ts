// Debates in the browser against the real server: creating one through the form
// (with the field errors first), editing it, finding it with the filters,
// joining a position that a second member then cannot take, leaving, the
// calendar file and the share link, My Debates, and axe on each page.
import { expect, test } from '@playwright/test';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { createDebateViaApi, newMember } from './support/members.ts';

test.describe.configure({ timeout: 60_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

function localInput(date: Date): string {
  // datetime-local text in UTC, matching the form's time zone choice below.
  return date.toISOString().slice(0, 16);
}

test('create a debate through the form, see its errors first, then edit it', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Creator');
  const { page } = member;
  await page.goto('/create-debate');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a debate' })).toBeVisible();
  expect(formatViolations('/create-debate', await runAxe(page))).toBe('/create-debate: no violations');

  await page.getByLabel('Title').fill('Tax');
  await page.getByLabel('Description').fill('Should our city make buses free for everyone?');
  await page.getByRole('textbox', { name: 'Motion' }).fill('This house would make public transit free');
  await page.getByLabel('Time zone').selectOption('UTC');
  await page.getByLabel('Date and time').fill(localInput(new Date(Date.now() - 60 * 60_000)));
  await page.getByLabel('Location').fill('City Library, Room 2');
  await page.getByRole('button', { name: 'Create debate' }).click();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText(DEBATE_MESSAGES.dateInFuture)).toBeVisible();

  await page.getByLabel('Title').fill('Free buses for all');
  await page.getByLabel('Date and time').fill(localInput(new Date(Date.now() + 3 * 24 * 60 * 60_000)));
  await page.getByLabel('Format').selectOption('parliamentary');
  await page.getByLabel('Type').selectOption('quick');
  await expect(page.getByTestId('format-fit')).toContainText('British Parliamentary takes about');
  await page.getByLabel('Type').selectOption('competitive');
  await expect(page.getByLabel('Speakers')).toHaveValue('8');
  await page.getByRole('button', { name: 'Create debate' }).click();

  await expect(page).toHaveURL(/\/debates\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free buses for all' })).toBeVisible();
  await expect(page.locator('[data-position="pm"]')).toContainText('Open');
  expect(formatViolations('debate page', await runAxe(page))).toBe('debate page: no violations');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Free buses for all');
  await page.getByLabel('Title').fill('Free buses for everyone');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free buses for everyone' })).toBeVisible();

  await page.goto('/debates?format=parliamentary&state=upcoming&q=Free+buses');
  await expect(page.getByRole('link', { name: 'Free buses for everyone' })).toBeVisible();
  await expect(page.getByLabel('Format')).toHaveValue('parliamentary');
  expect(formatViolations('/debates filtered', await runAxe(page))).toBe('/debates filtered: no violations');
  await page.getByLabel('Format').selectOption('policy');
  await expect(page.getByRole('heading', { name: 'No debates match your search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Free buses for everyone' })).toHaveCount(0);
  await member.context.close();
});

test('join a position that nobody else can then take, leave it, and take the calendar and the link', async ({ browser }) => {
  const host = await newMember(browser, baseURL(), 'Host');
  const first = await newMember(browser, baseURL(), 'First Speaker');
  const second = await newMember(browser, baseURL(), 'Second Speaker');
  const id = await createDebateViaApi(host, baseURL(), { format: 'oxford', maxParticipants: 4 }, 3 * 24 * 60);
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await first.page.goto(`/debates/${id}`);
  await first.page.getByLabel('Join as').selectOption('prop-1');
  await first.page.getByRole('button', { name: 'Join debate' }).click();
  await expect(first.page.getByTestId('my-role')).toContainText('First Proposition');
  await expect(first.page.locator('[data-position="prop-1"]')).toContainText('First Speaker');

  await second.page.goto(`/debates/${id}`);
  await expect(second.page.locator('[data-position="prop-1"]')).toContainText('First Speaker');
  const offered = await second.page.getByLabel('Join as').locator('option').allTextContents();
  expect(offered.join('|')).not.toContain('First Proposition');
  const taken = await second.context.request.post(`/api/debates/${id}/join`, {
    headers: { origin: baseURL() },
    data: { role: 'prop-1' },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.message).toBe(DEBATE_MESSAGES.positionTaken);

  const calendar = await first.context.request.get(`/api/debates/${id}/calendar.ics`);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
  await expect(first.page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/debates/${id}/calendar.ics`,
  );
  await first.page.getByRole('button', { name: 'Share' }).click();
  await expect(first.page.getByText('Link copied')).toBeVisible();
  expect(await first.page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/debates/${id}`);

  await first.page.goto('/my-debates');
  await expect(first.page.getByTestId('my-debates-upcoming').first()).toContainText('First Proposition');
  expect(formatViolations('/my-debates', await runAxe(first.page))).toBe('/my-debates: no violations');

  await first.page.goto(`/debates/${id}`);
  first.page.once('dialog', (dialog) => void dialog.accept());
  await first.page.getByRole('button', { name: 'Leave debate' }).click();
  await expect(first.page.getByRole('button', { name: 'Join debate' })).toBeVisible();
  await second.page.reload();
  await second.page.getByLabel('Join as').selectOption('prop-1');
  await second.page.getByRole('button', { name: 'Join debate' }).click();
  await expect(second.page.getByTestId('my-role')).toContainText('First Proposition');
  for (const member of [host, first, second]) await member.context.close();
});

test('a shared debate link carries the debate in its card', async ({ request }) => {
  const list = await (await request.get('/api/debates?state=upcoming&limit=1')).json();
  const debate = list.items[0];
  const html = await (await request.get(`/debates/${debate.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${debate.title}">`);
  // A large card with the debate's own picture (modules/share).
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/og/debates/${debate.id}\\.png">`));
});

test('the list opens with the debates live now, then the soonest upcoming, then the finished', async ({ page }) => {
  await page.goto('/debates');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  // Other journeys add debates while this runs: the order is checked, not the titles after the first.
  await expect(cards.first().getByRole('heading')).toHaveText('Social media and democracy');
  const rank: Record<string, number> = { Live: 0, Scheduled: 1, Finished: 2, Cancelled: 3 };
  const shown = await cards.evaluateAll((articles) =>
    articles.map((a) => ({
      status: a.querySelector('span')?.textContent?.trim() ?? '',
      startsAt: a.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
  const ranks = shown.map((card) => rank[card.status]);
  expect(ranks.every((r) => r !== undefined)).toBe(true);
  expect(ranks).toEqual([...ranks].sort((a, b) => (a as number) - (b as number)));
  const upcoming = shown.filter((card) => card.status === 'Scheduled').map((card) => Date.parse(card.startsAt));
  expect(upcoming.length).toBeGreaterThan(1);
  expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
  await expect(page.getByLabel('Sort by')).toHaveValue('soonest');
});
