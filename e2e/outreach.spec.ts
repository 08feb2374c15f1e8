// The newsletter and the contact form in the browser against the real server,
// with real mail read from its outbox: a visitor subscribes in the footer, is
// told to check the inbox, confirms from the mailed link; an admin writes,
// previews and sends an issue; the visitor unsubscribes from the issue's own
// link. A visitor writes through the contact form (field errors first); the
// admin opens it from their mail, answers, and the answer is in the sender's
// mail. A member applies to be an ambassador; the admin approves from their
// mail; the badge and the directory entry appear; the member steps down.
// Axe on every page on the way.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { AXE_TAGS, expectNoAxeViolations, formatViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { linkFromMail, openMail } from './support/outbox.ts';

test.describe.configure({ timeout: 180_000 });

const ADMIN_EMAIL = 'admin@sdc.local';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.org`;

function visitor(browser: Browser, baseURL: string) {
  counter++;
  return browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${counter % 250}.${(Date.now() % 250) + 1}` },
  });
}

const adminContext = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, reducedMotion: 'reduce', storageState: storageStatePath('admin') });

/** Axe on a page that may hold a mail's sandboxed preview: the frame is checked as an element, not entered. */
async function expectNoAxeViolationsBesideFrames(page: Page, where: string) {
  if (page.frames().length === 1) return expectNoAxeViolations(page, where);
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(formatViolations(where, results.violations)).toBe(`${where}: no violations`);
}

test('newsletter: subscribe → confirmation mail → confirm → an admin sends an issue → unsubscribe from its link', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('reader');
  const reader = await visitor(browser, baseURL as string);
  const page = await reader.newPage();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: /email/i });
  await field.scrollIntoViewIfNeeded();
  await field.fill(email);
  await expect(footer.getByText('Verified: you are not a robot')).toBeVisible({ timeout: 15_000 });
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(footer.getByText('We sent you a link to confirm your subscription.')).toBeVisible();

  const admin = await adminContext(browser, baseURL as string);
  const link = await linkFromMail(
    admin,
    { to: email, subject: /Confirm your .* newsletter subscription/ },
    'Confirm my subscription',
  );
  expect(link.pathname).toBe('/newsletter/confirm');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expectNoAxeViolations(page, '/newsletter/confirm');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expectNoAxeViolations(page, '/newsletter/confirm (confirmed)');
  // The same link again says it was used, and offers a new one (which finds the address confirmed).
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: 'This link has been used already' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();

  // The admin writes, previews and sends an issue.
  const subject = `Community news ${Date.now().toString(36)}`;
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/newsletter');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(adminPage, '/admin/newsletter');
  const form = adminPage.getByRole('form', { name: 'Write a newsletter issue' });
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(form.getByText('Subject required')).toBeVisible();
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Issue').fill('<p>The <strong>spring season</strong> opens.</p><script>alert(1)</script>');
  await form.getByRole('button', { name: 'Preview' }).click();
  const frame = adminPage.frameLocator('iframe[title="Preview of the issue as subscribers see it"]');
  await expect(frame.getByText('spring season')).toBeVisible();
  await expect(adminPage.getByTestId('preview-subject')).toHaveText(subject);
  await expectNoAxeViolationsBesideFrames(adminPage, '/admin/newsletter (preview)');
  await form.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Send this issue?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsBesideFrames(adminPage, '/admin/newsletter (confirm)');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(adminPage.getByTestId('newsletter-outcome')).toContainText(`“${subject}” queued for`);
  const row = adminPage.getByTestId('newsletter-issue-row').filter({ hasText: subject });
  await expect(row).toContainText('Sent');

  // The issue reaches the reader, with its unsubscribe link; the admin sees it delivered.
  const unsubscribe = await linkFromMail(admin, { to: email, subject: new RegExp(subject) }, 'Unsubscribe from these e-mails');
  await expect
    .poll(
      async () => {
        await adminPage.reload();
        return Number(await row.getByTestId('issue-delivered').textContent());
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await admin.close();

  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { name: `E-mails to ${email}` })).toBeVisible();
  await expectNoAxeViolations(page, '/unsubscribe (newsletter)');
  await page.getByRole('button', { name: 'Unsubscribe from newsletter' }).first().click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Newsletter' })).toContainText('Unsubscribed');
  await reader.close();
});

test('contact: field errors, then a message → the admin answers from their mail → the answer is in the sender’s mail', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('writer');
  const writer = await visitor(browser, baseURL as string);
  const page = await writer.newPage();
  await page.goto('/contact');
  const shownAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expectNoAxeViolations(page, '/contact');

  // Bad input is refused on its fields.
  await form.getByLabel('Your name').fill('Wren Writer');
  await form.getByLabel('Your e-mail address').fill('not-an-address');
  await form.getByLabel('What is it about?').selectOption('clubs-events');
  await form.getByLabel('Message').fill('x'.repeat(5001));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('At most 5000 characters')).toBeVisible();
  await expectNoAxeViolations(page, '/contact (errors)');

  const message = `How do we start a club at our school? (${Date.now().toString(36)})`;
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Message').fill(message);
  // A person takes a few seconds to write; the server refuses forms sent faster.
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(`A copy is on its way to ${email}`);
  await expectNoAxeViolations(page, '/contact (sent)');

  const admin = await adminContext(browser, baseURL as string);
  const receipt = await openMail(admin, { to: email, subject: /We received your message/ });
  await expect(receipt.getByText(message, { exact: true }).first()).toBeVisible();
  await receipt.close();
  const inbox = await linkFromMail(
    admin,
    { to: ADMIN_EMAIL, subject: /Contact form: Clubs and events — Wren Writer/ },
    'Read and answer it',
  );
  expect(inbox.pathname).toBe('/admin/contact');

  const adminPage = await admin.newPage();
  await adminPage.goto(`${inbox.pathname}${inbox.search}`);
  const detail = adminPage.getByRole('region', { name: /Clubs and events — from Wren Writer/ });
  await expect(detail.getByTestId('contact-message-text')).toHaveText(message);
  await expectNoAxeViolations(adminPage, '/admin/contact (message)');
  const answer = 'Open Clubs and choose Start a club: it takes a minute.';
  await detail.getByLabel('Your answer').fill(answer);
  await detail.getByLabel('Close the message with this answer').check();
  await detail.getByRole('button', { name: 'Send answer' }).click();
  await expect(detail.getByText(answer)).toBeVisible();
  await expect(detail.getByText('Closed', { exact: true })).toBeVisible();
  await adminPage.getByRole('tab', { name: /Closed/ }).click();
  await expect(adminPage.getByTestId('contact-message-row').filter({ hasText: email })).toBeVisible();
  await expectNoAxeViolations(adminPage, '/admin/contact (closed)');

  const reply = await openMail(admin, { to: email, subject: /An answer to your message/ });
  await expect(reply.getByText(answer, { exact: true }).first()).toBeVisible();
  await expect(reply.getByText(message, { exact: true }).first()).toBeVisible();
  await admin.close();
  await writer.close();
});

test('ambassadors: a member applies → the admin approves from their mail → badge on the profile and a directory entry → step down', async ({
  browser,
  baseURL,
}) => {
  const member = await newMember(browser, baseURL as string, 'Amber Ambassador');
  const page = member.page;
  await page.goto('/ambassadors');
  await expect(page.getByRole('heading', { level: 1, name: 'Ambassadors' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply to be an ambassador' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, '/ambassadors');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.locator('p').filter({ hasText: 'Choose your region' })).toBeVisible();
  await form.getByLabel('Region').selectOption('oceania');
  await form.getByLabel('Club, school or organization').fill('Harbour Debaters');
  await form.getByLabel('Why do you want to be an ambassador?').fill('I want to start a debate night at our library.');
  await form.getByLabel('Link 1').fill('not a link');
  await form.getByLabel('How much time can you give?').fill('Two evenings a month');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('Enter a full link starting with https://')).toBeVisible();
  await expectNoAxeViolations(page, '/ambassadors (errors)');
  await form.getByLabel('Link 1').fill('https://example.org/harbour');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByTestId('ambassador-status')).toContainText('Your application is waiting for review');

  const admin = await adminContext(browser, baseURL as string);
  const review = await linkFromMail(
    admin,
    { to: ADMIN_EMAIL, subject: /Ambassador application: Amber Ambassador/ },
    'Review the application',
  );
  const adminPage = await admin.newPage();
  await adminPage.goto(`${review.pathname}${review.search}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Ambassadors' })).toBeVisible();
  const card = adminPage.getByTestId('ambassador-application').filter({ hasText: 'Amber Ambassador' });
  await expect(card).toContainText('I want to start a debate night at our library.');
  await expectNoAxeViolations(adminPage, '/admin/ambassadors');
  await card.getByRole('button', { name: 'Approve Amber Ambassador' }).click();
  await expect(adminPage.getByText('Amber Ambassador is now an ambassador')).toBeVisible();
  const welcome = await openMail(admin, { to: member.email, subject: /You are now an ambassador/ });
  await welcome.close();
  await admin.close();

  await page.goto(`/user/${member.userId}`);
  await expect(page.getByTestId('ambassador-badge')).toHaveText('Ambassador · Oceania');
  await expectNoAxeViolations(page, '/user (ambassador)');
  await page.goto('/ambassadors');
  const directory = page.getByTestId('ambassador-directory');
  await expect(directory.getByRole('heading', { name: 'Oceania' })).toBeVisible();
  await expect(directory.getByRole('link', { name: 'Amber Ambassador' })).toHaveAttribute('href', `/user/${member.userId}`);
  await expect(page.getByTestId('ambassador-status')).toContainText('You are an ambassador for Oceania');
  await expectNoAxeViolations(page, '/ambassadors (ambassador)');

  await page.getByRole('button', { name: 'Step down' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Step down' }).click();
  await expect(page.getByRole('form', { name: 'Apply to be an ambassador' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amber Ambassador' })).toHaveCount(0);
  await member.context.close();
});
