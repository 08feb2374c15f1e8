// Reading real mails the e2e server delivered: without SMTP it writes them to
// its outbox, listed at /dev/outbox for admins. Polls until the mail arrives
// (the worker is woken by the enqueue) and returns a link from inside it.
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Opens, in a new page of `context`, the newest mail to `mail.to` whose subject matches; answers that page. */
export async function openMail(context: BrowserContext, mail: { to: string; subject: RegExp }): Promise<Page> {
  const page = await context.newPage();
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
      { timeout: 30_000, intervals: [500, 1000, 2000], message: `a mail to ${mail.to} with subject ${mail.subject}` },
    )
    .toBeGreaterThan(0);
  await item.first().getByRole('link').click();
  return page;
}

export async function linkFromMail(
  admin: BrowserContext,
  mail: { to: string; subject: RegExp },
  linkName: string | RegExp,
): Promise<URL> {
  const page = await openMail(admin, mail);
  try {
    const href = await page.getByRole('link', { name: linkName }).first().getAttribute('href');
    expect(href, `link "${linkName}" in the mail`).toBeTruthy();
    return new URL((href as string).replaceAll('&amp;', '&'));
  } finally {
    await page.close();
  }
}
