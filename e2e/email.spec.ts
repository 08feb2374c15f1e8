// E-mail from end to end: a mail is queued through the send endpoint, the
// server's worker writes it to the outbox (no SMTP server in this run), and the
// unsubscribe link inside it works for a visitor who is not signed in.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { runAxe } from './support/axe.ts';

test('the unsubscribe link of a real e-mail turns that category off, without signing in', async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL, storageState: storageStatePath('admin') });
  const debateTitle = `Reminder journey ${Date.now()}`;
  const sent = await admin.request.post('/api/email/send', {
    headers: { origin: baseURL as string },
    data: {
      to: 'lena.moreau@sdc.local',
      templateName: 'debate_reminder',
      templateData: {
        name: 'Lena',
        debateId: '00000000-0000-4000-8000-000000000000',
        debateTitle,
        debateDate: 'Monday, 30 November 2026',
        debateTime: '18:00 (UTC)',
      },
    },
  });
  expect(sent.status()).toBe(202);

  // The worker is woken by the enqueue; the outbox page lists the mail for admins.
  const outbox = await admin.newPage();
  await expect
    .poll(
      async () => {
        await outbox.goto('/dev/outbox');
        return outbox.getByRole('link', { name: new RegExp(debateTitle) }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await outbox.getByRole('link', { name: new RegExp(debateTitle) }).click();
  const href = await outbox.getByRole('link', { name: 'Unsubscribe from these e-mails' }).getAttribute('href');
  expect(href).toMatch(/\/unsubscribe\?token=/);
  await admin.close();

  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  await page.goto(new URL(href as string).pathname + new URL(href as string).search);
  await expect(page.getByRole('heading', { name: 'E-mails to lena.moreau@sdc.local' })).toBeVisible();
  expect(await runAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe from debate reminders' }).first().click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Debate reminders' })).toContainText('Unsubscribed');
  await expect(page.getByRole('listitem').filter({ hasText: 'Newsletter' })).toContainText('Unsubscribe');

  // A tampered link is refused, and says so.
  await page.goto(`/unsubscribe?token=${encodeURIComponent('e30.forged')}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await visitor.close();
});

test('signed-in members change their e-mail preferences on their profile', async ({ browser, baseURL }) => {
  const member = await browser.newContext({ baseURL, storageState: storageStatePath('member') });
  const page = await member.newPage();
  await page.goto('/profile#email-preferences');
  const scores = page.locator('#email-pref-scoreNotifications');
  await expect(scores).toBeChecked();
  // click + assertion rather than uncheck(): the switch saves asynchronously.
  await scores.click();
  await expect(scores).not.toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Saved on the server: a reload shows the same.
  await expect
    .poll(async () => (await member.request.get('/api/me/email-preferences')).json())
    .toMatchObject({ scoreNotifications: false });
  await page.reload();
  await expect(page.locator('#email-pref-scoreNotifications')).not.toBeChecked();
  await page.locator('#email-pref-scoreNotifications').click();
  await expect(page.locator('#email-pref-scoreNotifications')).toBeChecked();
  await expect
    .poll(async () => (await member.request.get('/api/me/email-preferences')).json())
    .toMatchObject({ scoreNotifications: true });
  await member.close();
});
