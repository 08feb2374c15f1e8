// The moderation queue in the browser against the real server: a member reports
// another member's comment on a topic through the comment's Report form (and is
// told the moderators will look at it); the demo admin finds it under "Comment
// reports" in /admin/moderation, is refused a hide without a reason, hides it
// with one; the reporter then sees "hidden by a moderator" in its place while
// its author still reads it, marked. The other kinds' tabs show their review
// tools; axe on every state on the way.
import { expect, test } from '@playwright/test';
import { COMMENT_MESSAGES } from '#shared/comments/contract.ts';
import { MODERATION_MESSAGES } from '#shared/admin/moderation/contract.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { demoIds } from './support/paths.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('a member reports a comment, an admin hides it from the queue, the member sees the placeholder', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const poster = await newMember(browser, baseURL(), `Poster ${suffix}`);
  const reporter = await newMember(browser, baseURL(), `Reporter ${suffix}`);
  const topicId = demoIds().topic;
  const text = `A rude remark for the moderators ${suffix}`;

  // The poster comments on a demo topic (through the API: the comment form has its own journey).
  const posted = await poster.context.request.post('/api/comments', {
    headers: { origin: baseURL() },
    data: { targetType: 'topic', targetId: topicId, body: text },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // The reporter reports it through the comment's Report form.
  const page = reporter.page;
  await page.goto(`/topics/${topicId}`);
  const reported = page.getByTestId('comment').filter({ hasText: text });
  await reported.getByRole('button', { name: 'Report' }).click();
  await page.getByLabel('Why are you reporting this comment?').fill('Insults other members.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(page.getByText('The moderators will look at this comment')).toBeVisible();

  // The admin finds it in the queue, with the reason and where it was posted.
  const adminContext = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: /Comment reports/ })).toHaveAttribute('aria-selected', 'true');
  const card = admin.getByTestId('reported-comment').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Insults other members.')).toBeVisible();
  await expect(card.getByText('Open · 1 report')).toBeVisible();
  await expectNoAxeViolations(admin, '/admin/moderation');

  // Hiding asks for a reason first.
  await card.getByRole('button', { name: `Hide: comment by ${poster.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hide this comment?' });
  await expect(dialog.getByLabel(/Reason/)).toBeFocused();
  await expectNoAxeViolations(admin, 'the hide dialog');
  await dialog.getByRole('button', { name: 'Hide comment' }).click();
  await expect(dialog.getByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Personal attacks break rule 2 of the terms.');
  await dialog.getByRole('button', { name: 'Hide comment' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: `Comment hidden: comment by ${poster.name}` })).toBeVisible();
  // Resolved, it leaves the open list; under "Resolved reports" it shows the decision and offers Restore.
  await expect(admin.getByTestId('reported-comment').filter({ hasText: text })).toHaveCount(0);
  await admin.getByLabel('Show').selectOption('resolved');
  await expect(admin).toHaveURL(/status=resolved/);
  const resolved = admin.getByTestId('reported-comment').filter({ hasText: text });
  await expect(resolved.getByText('Personal attacks break rule 2 of the terms.')).toBeVisible();
  await expect(resolved.getByRole('button', { name: `Restore: comment by ${poster.name}` })).toBeVisible();
  await expectNoAxeViolations(admin, '/admin/moderation resolved');

  // The reporter now sees the placeholder in its place; the author still reads it, marked as hidden.
  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: COMMENT_MESSAGES.hiddenPlaceholder }).first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expectNoAxeViolations(page, 'topic with a hidden comment');
  await poster.page.goto(`/topics/${topicId}`);
  const own = poster.page.getByTestId('comment').filter({ hasText: text });
  await expect(own.getByText(COMMENT_MESSAGES.hiddenNotice)).toBeVisible();

  // The other kinds of the queue: their review tools in their tabs.
  await admin.getByRole('tab', { name: /Topic suggestions/ }).click();
  await expect(admin).toHaveURL(/kind=topics/);
  await expect(admin.getByLabel('Show')).toHaveValue('pending');
  await admin.getByRole('tab', { name: /Judge applications/ }).click();
  await expect(admin).toHaveURL(/kind=judges/);
  await expectNoAxeViolations(admin, '/admin/moderation judge applications');

  await Promise.all([poster.context.close(), reporter.context.close(), adminContext.close()]);
});
