// Reading real mails the e2e server delivered: without SMTP it writes them to
// its outbox, listed at /dev/outbox for admins. Polls until the mail arrives
// (the worker is woken by the enqueue) and returns a link from inside it.
import { type BrowserContext, expect } from '@playwright/test';

export async function linkFromMail(
  admin: BrowserContext,
  mail: { to: string; subject: RegExp },
  linkName: string | RegExp,
): Promise<URL> {
  const page = await admin.newPage();
  try {
    const item = page
      .getByRole('listitem')
      .filter({ hasText: `to ${mail.to}` })
      .filter({ hasText: mail.subject });
    await expect
      .poll(
        async () => {
          await page.goto('/dev/outbox');
          return item.count();
        },
        { timeout: 20_000, message: `a mail to ${mail.to} with subject ${mail.subject}` },
      )
      .toBeGreaterThan(0);
    await item.first().getByRole('link').click();
    const href = await page.getByRole('link', { name: linkName }).first().getAttribute('href');
    expect(href, `link "${linkName}" in the mail`).toBeTruthy();
    return new URL((href as string).replaceAll('&amp;', '&'));
  } finally {
    await page.close();
  }
}
