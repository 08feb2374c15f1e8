// Clubs in the browser against the real server: starting one through the form
// (with the field errors first), a second member joining and getting the welcome
// mail, an announcement from the owner delivered to the member, a club that
// approves its members (request, then the owner approves), the member list with
// an owner’s role change, My Clubs, a logo uploaded on the edit page (scaled down
// in the browser) on the list card, and axe on each page.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { makePng } from './support/images.ts';
import { CLUB_LOGO_MAX_SIDE_PX, CLUB_MESSAGES } from '../src/shared/clubs/contract.ts';

test.describe.configure({ timeout: 90_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

async function expectNoViolations(page: Page, where: string) {
  expect(formatViolations(where, await runAxe(page))).toBe(`${where}: no violations`);
}

/** Waits until the outbox lists a mail to `to` whose subject matches. */
async function expectMail(admin: BrowserContext, to: string, subject: RegExp) {
  const page = await admin.newPage();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: `to ${to}` })
    .filter({ hasText: subject });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox');
        return item.count();
      },
      { timeout: 20_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBeGreaterThan(0);
  await page.close();
}

test('start a club through the form, a member joins and hears from the owner', async ({ browser }) => {
  const owner = await newMember(browser, baseURL(), 'Club Owner');
  const joiner = await newMember(browser, baseURL(), 'Club Joiner');
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const name = `Harbour Speakers ${Date.now().toString(36)}`;

  await owner.page.goto('/start-club');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Start a club' })).toBeVisible();
  await expectNoViolations(owner.page, '/start-club');
  await owner.page.getByLabel('Name').fill('<b>');
  await owner.page.getByRole('button', { name: 'Start club' }).click();
  await expect(owner.page.getByText('Use plain text: angle brackets are not allowed')).toBeVisible();
  await expect(owner.page.getByText('Location must be at least 2 characters')).toBeVisible();
  await expectNoViolations(owner.page, '/start-club with errors');

  await owner.page.getByLabel('Name').fill(name);
  await owner.page
    .getByLabel('Description (optional)')
    .fill('<p>We practise <strong>every week</strong>.</p><script>alert(1)</script>');
  await owner.page.getByLabel('Location').fill('Harbour Library');
  await owner.page.getByLabel('Weekly').check();
  await owner.page.getByRole('button', { name: 'Start club' }).click();
  await expect(owner.page).toHaveURL(/\/clubs\/[0-9a-f-]{36}$/);
  await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(owner.page.getByText('every week')).toBeVisible();
  await expect(owner.page.getByText('You own this club.')).toBeVisible();
  await expectNoViolations(owner.page, 'club page (owner)');
  const clubPath = new URL(owner.page.url()).pathname;

  await joiner.page.goto(clubPath);
  await expectNoViolations(joiner.page, 'club page (visitor)');
  await joiner.page.getByRole('button', { name: 'Join club' }).click();
  await expect(joiner.page.getByText('You are a member of this club.')).toBeVisible();
  await expect(joiner.page.getByRole('link', { name: 'See all 2 members' })).toBeVisible();
  await expectMail(admin, joiner.email, new RegExp(`Welcome to ${name}`));

  await owner.page.reload();
  await owner.page.getByLabel('Title').fill('Meeting moved');
  await owner.page.getByLabel('Message').fill('This week we meet on Thursday at seven.');
  await owner.page.getByLabel('Priority').selectOption('urgent');
  await owner.page.getByRole('button', { name: 'Send announcement' }).click();
  await expect(owner.page.getByText('Mailed to 1 member.')).toBeVisible();
  await expectMail(admin, joiner.email, new RegExp(`Urgent: \\[${name}\\] Meeting moved`));

  await joiner.page.reload();
  await expect(joiner.page.getByRole('heading', { name: 'Meeting moved' })).toBeVisible();

  // The member list: the owner makes the member an officer.
  await owner.page.goto(`${clubPath}/members`);
  await expect(owner.page.getByRole('heading', { level: 1, name: `Members of ${name}` })).toBeVisible();
  await owner.page.getByLabel('Role of Club Joiner').selectOption('officer');
  await expect(owner.page.getByText('Club Joiner is now officer')).toBeVisible();
  await expectNoViolations(owner.page, 'members page (owner)');

  await joiner.page.goto('/my-club');
  await expect(joiner.page.getByRole('link', { name })).toBeVisible();
  await expect(joiner.page.getByText('Officer')).toBeVisible();
  await expectNoViolations(joiner.page, '/my-club');

  await joiner.page.goto(`${clubPath}/edit`);
  await expect(joiner.page.getByLabel('Name')).toHaveValue(name);
  await expectNoViolations(joiner.page, 'edit page (officer)');
  await joiner.page.getByLabel('Location').fill('Harbour Library, Room 3');
  await joiner.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(joiner.page.getByText('Harbour Library, Room 3').first()).toBeVisible();

  await Promise.all([owner.context.close(), joiner.context.close(), admin.close()]);
});

test('a club that approves its members: request, then the owner approves', async ({ browser }) => {
  const owner = await newMember(browser, baseURL(), 'Approving Owner');
  const asker = await newMember(browser, baseURL(), 'Hopeful Member');
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const name = `Quiet Circle ${Date.now().toString(36)}`;

  await owner.page.goto('/clubs/create');
  await owner.page.getByLabel('Name').fill(name);
  await owner.page.getByLabel('Location').fill('Online');
  await owner.page.getByLabel('Monthly').check();
  await owner.page.getByLabel('By approval').check();
  await owner.page.getByRole('button', { name: 'Start club' }).click();
  await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
  const clubPath = new URL(owner.page.url()).pathname;

  await asker.page.goto(clubPath);
  await asker.page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(asker.page.getByText('Your request to join is waiting for approval.')).toBeVisible();
  await expectNoViolations(asker.page, 'club page (pending)');
  await asker.page.goto('/my-club');
  await expect(asker.page.getByText('Request pending')).toBeVisible();

  // The owner hears of it by mail, and their pages say so with a link to the requests.
  await expectMail(admin, owner.email, new RegExp(`Hopeful Member asked to join ${name}`));
  await owner.page.goto('/my-club');
  await expect(owner.page.getByRole('link', { name: 'Review 1 request to join' })).toBeVisible();
  await expectNoViolations(owner.page, '/my-club with a request');
  await owner.page.getByRole('link', { name: 'Review 1 request to join' }).click();
  await expect(owner.page).toHaveURL(new RegExp(`${clubPath}#join-requests$`));
  await expect(owner.page.getByText('1 person is asking to join this club.')).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Requests to join' })).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Requests to join' })).toBeInViewport();
  await expectNoViolations(owner.page, 'club page with requests');
  await owner.page.getByRole('button', { name: 'Approve Hopeful Member' }).click();
  await expect(owner.page.getByText('Hopeful Member is now a member')).toBeVisible();
  await expect(owner.page.getByText('No open requests.')).toBeVisible();
  await expect(owner.page.getByText('1 person is asking to join this club.')).toHaveCount(0);
  await expectMail(admin, asker.email, new RegExp(`Welcome to ${name}`));

  await asker.page.goto(clubPath);
  await expect(asker.page.getByText('You are a member of this club.')).toBeVisible();

  await Promise.all([owner.context.close(), asker.context.close(), admin.close()]);
});

test('the clubs list searches by name and place, and says when a search is too long', async ({ page }) => {
  await page.goto(`/clubs?q=${'a'.repeat(101)}`);
  await expect(page.getByText('Search query too long').first()).toBeVisible();
  await expectNoViolations(page, '/clubs');
});

// A real 1×1 PNG, so the browser decodes it (the server reads the type from the bytes).
test('an owner uploads a logo on the edit page, scaled down in the browser; it shows on the card and in My Clubs', async ({
  browser,
}) => {
  const owner = await newMember(browser, baseURL(), 'Logo Owner');
  const name = `Lantern Club ${Date.now().toString(36)}`;
  const created = await owner.context.request.post('/api/clubs', {
    headers: { origin: baseURL() },
    data: { name, description: '', location: 'Lantern Hall', meetingFrequency: 'weekly', isPublic: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await owner.page.goto(`/clubs/${id}/edit`);
  const logoInput = owner.page.getByLabel(/Upload a logo/);
  // Not a picture at all: refused in the browser with a message, nothing sent.
  await logoInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(owner.page.getByText(CLUB_MESSAGES.logoUnreadable)).toBeVisible();
  await expect(owner.page.getByText('No logo yet.')).toBeVisible();
  // A picture much larger than a logo needs: scaled to at most 512 px before it leaves the browser.
  await logoInput.setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: makePng(1400) });
  await expect(owner.page.getByText('Logo saved')).toBeVisible();
  const preview = owner.page.getByRole('img', { name: `${name} logo` });
  await expect(preview).toBeVisible();
  const logoUrl = (await preview.getAttribute('src')) as string;
  const stored = await owner.context.request.get(logoUrl);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
  const side = await preview.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight));
  expect(side).toBeGreaterThan(0);
  expect(side).toBeLessThanOrEqual(CLUB_LOGO_MAX_SIDE_PX);
  await expectNoViolations(owner.page, '/clubs/{id}/edit with a logo');

  await owner.page.addInitScript(() => {
    const w = window as unknown as { __e2eCls: number };
    w.__e2eCls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__e2eCls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await owner.page.goto(`/clubs?q=${encodeURIComponent(name)}`);
  const card = owner.page.getByRole('article').filter({ has: owner.page.getByRole('link', { name }) });
  const logo = card.locator('img');
  await expect(logo).toHaveAttribute('src', logoUrl);
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('loading', 'lazy');
  await expect(logo).toHaveAttribute('width', '40');
  await expect(logo).toHaveAttribute('height', '40');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await owner.page.waitForTimeout(500);
  expect(await owner.page.evaluate(() => (window as unknown as { __e2eCls: number }).__e2eCls)).toBeLessThan(0.1);
  await expectNoViolations(owner.page, '/clubs with a logo');

  await owner.page.goto('/my-club');
  const item = owner.page.getByRole('listitem').filter({ has: owner.page.getByRole('link', { name }) });
  await expect(item.locator('img')).toHaveAttribute('src', logoUrl);

  await owner.context.close();
});
