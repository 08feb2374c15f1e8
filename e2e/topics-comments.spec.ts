// Topics and comments in the browser against the real server: a member suggests
// a topic (field errors first) and sees it waiting for review; the demo admin
// approves it on /admin/topics; members vote and change their vote; a comment
// and a like posted in one browser appear in a second browser without reload;
// reply, edit, delete (the placeholder keeps the reply) and report; axe on every
// page on the way.
import { expect, test } from '@playwright/test';
import { COMMENT_MESSAGES } from '#shared/comments/contract.ts';
import { storageStatePath } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('suggest, approve, vote, and comment live across two browsers', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const author = await newMember(browser, baseURL(), `Suggester ${suffix}`);
  const reader = await newMember(browser, baseURL(), `Reader ${suffix}`);
  const title = `This house would test topics end to end ${suffix}`;

  // Suggest: field errors first, then a pending suggestion only its author sees.
  const page = author.page;
  await page.goto('/suggest-topic');
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a topic' })).toBeVisible();
  await expectNoAxeViolations(page, '/suggest-topic');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('The motion must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Choose a category')).toBeVisible();
  await expect(page.getByLabel('Motion')).toBeFocused();
  await expectNoAxeViolations(page, '/suggest-topic with errors');
  await page.getByLabel('Motion').fill(title);
  await page.getByLabel('Category').selectOption('education');
  await page.getByLabel(/Description/).fill('Why it matters: tests keep the community honest.');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  const mine = page.locator('#mine');
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine.getByText('Waiting for review')).toBeVisible();
  await mine.getByRole('link', { name: title }).click();
  await expect(page.getByText('Only you and the admins see this suggestion until it is approved.')).toBeVisible();
  const topicPath = new URL(page.url()).pathname;
  await expectNoAxeViolations(page, 'pending topic');
  // Others do not see it yet.
  const hidden = await reader.context.request.get(`/api${topicPath}`);
  expect(hidden.status()).toBe(404);

  // The demo admin approves it.
  const adminContext = await browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    storageState: storageStatePath('admin'),
  });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/topics');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Topic suggestions' })).toBeVisible();
  const card = adminPage.getByTestId('topic-suggestion-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(adminPage, '/admin/topics');
  await card.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'is now public' })).toBeVisible();

  // It is public now: listed, and open to votes.
  await reader.page.goto('/topics?sort=newest');
  await expect(reader.page.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(reader.page, '/topics');
  await reader.page.getByRole('link', { name: title }).click();
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const score = reader.page.getByTestId('topic-score');
  await reader.page.getByRole('button', { name: 'Vote up' }).click();
  await expect(score).toHaveText('+1');
  await expect(reader.page.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await reader.page.getByRole('button', { name: 'Vote down' }).click();
  await expect(score).toHaveText('-1');
  await expect(reader.page.getByRole('button', { name: 'Vote down' })).toHaveAttribute('aria-pressed', 'true');
  await reader.page.getByRole('button', { name: 'Vote down' }).click();
  await expect(score).toHaveText('0');
  await reader.page.getByRole('button', { name: 'Vote up' }).click();
  await expect(score).toHaveText('+1');
  await expectNoAxeViolations(reader.page, 'approved topic');

  // The author opens the same topic: comments from the reader appear live.
  await page.goto(topicPath);
  await expect(page.getByTestId('comments-section')).toBeVisible();
  await expect(page.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await expect(reader.page.getByText('No comments yet. Start the conversation.')).toBeVisible();

  const readerComments = reader.page.getByTestId('comments-section');
  await reader.page.getByLabel('Add a comment').fill('<script>alert(1)</script>');
  await reader.page.getByRole('button', { name: 'Post comment' }).click();
  await expect(readerComments.getByText('Comments may not contain scripts or event handlers')).toBeVisible();
  await reader.page.getByLabel('Add a comment').fill('A first thought from the reader.');
  await reader.page.getByRole('button', { name: 'Post comment' }).click();

  const authorComment = page.getByTestId('comment').filter({ hasText: 'A first thought from the reader.' });
  await expect(authorComment).toBeVisible(); // no reload: the comments channel told this page
  // The author likes it; the reader sees the like live.
  await authorComment.getByRole('button', { name: /Like/ }).click();
  await expect(authorComment.getByTestId('like-count')).toHaveText('(1)');
  const readerComment = reader.page.getByTestId('comment').filter({ hasText: 'A first thought from the reader.' });
  await expect(readerComment.getByTestId('like-count')).toHaveText('(1)');

  // The author replies; the reader sees the reply live.
  await authorComment.getByRole('button', { name: 'Reply' }).click();
  await page.getByLabel(`Reply to ${reader.name}`).fill('Thanks, a reply from the author.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(reader.page.getByText('Thanks, a reply from the author.')).toBeVisible();
  await expectNoAxeViolations(page, 'topic with comments');

  // The reader edits their comment.
  await readerComment.getByRole('button', { name: 'Edit' }).click();
  await reader.page.getByLabel('Edit your comment').fill('An edited thought from the reader.');
  await reader.page.getByRole('button', { name: 'Save' }).click();
  const edited = reader.page.getByTestId('comment').filter({ hasText: 'An edited thought from the reader.' });
  await expect(edited).toContainText('edited');
  await expect(page.getByText('An edited thought from the reader.')).toBeVisible();

  // The author reports the reader's comment, once.
  const authorEdited = page.getByTestId('comment').filter({ hasText: 'An edited thought from the reader.' });
  await authorEdited.getByRole('button', { name: 'Report' }).click();
  await page.getByLabel('Why are you reporting this comment?').fill('Testing the report flow.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  // The report goes to the admins' moderation queue (e2e/admin-moderation.spec.ts answers one).
  await expect(page.getByText('The moderators will look at this comment')).toBeVisible();
  await authorEdited.getByRole('button', { name: 'Report' }).click();
  await page.getByLabel('Why are you reporting this comment?').fill('Testing the report flow again.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(COMMENT_MESSAGES.alreadyReported)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The reader deletes their comment: a placeholder keeps the reply.
  await edited.getByRole('button', { name: 'Delete' }).click();
  await reader.page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reader.page.getByText(COMMENT_MESSAGES.deletedPlaceholder)).toBeVisible();
  await expect(reader.page.getByText('Thanks, a reply from the author.')).toBeVisible();
  await expect(page.getByText(COMMENT_MESSAGES.deletedPlaceholder)).toBeVisible();
  await expectNoAxeViolations(reader.page, 'topic with a deleted comment');

  await Promise.all([author.context.close(), reader.context.close(), adminContext.close()]);
});

test('members vote from the topics list, with no request per card; visitors are asked to sign in', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const author = await newMember(browser, baseURL(), `List author ${suffix}`);
  const voter = await newMember(browser, baseURL(), `List voter ${suffix}`);
  const title = `This house would vote from the list ${suffix}`;

  // An approved topic, suggested and approved through the API.
  const suggested = await author.context.request.post('/api/topics', {
    headers: { origin: baseURL() },
    data: { title, category: 'housing' },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const { id } = (await suggested.json()) as { id: string };
  const adminContext = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const approvedRes = await adminContext.request.post(`/api/topics/${id}/review`, {
    headers: { origin: baseURL() },
    data: { decision: 'approve' },
  });
  expect(approvedRes.status(), await approvedRes.text()).toBe(200);

  // The list alone carries each card's counts and the member's own vote: no request per topic.
  const page = voter.page;
  const perTopicRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/topics\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname)) perTopicRequests.push(request.url());
  });
  await page.goto(`/topics?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Housing and cities');
  const score = card.getByTestId('topic-score');
  await expect(score).toHaveText('0');
  await card.getByRole('button', { name: 'Vote up' }).click();
  await expect(score).toHaveText('+1');
  await expect(card.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/topics\?/); // voting stays on the list
  await expectNoAxeViolations(page, '/topics with votes');

  // After a reload the list still knows the member's vote; pressing it again removes it.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(score).toHaveText('+1');
  await card.getByRole('button', { name: 'Vote down' }).click();
  await expect(score).toHaveText('-1');
  await card.getByRole('button', { name: 'Vote down' }).click();
  await expect(score).toHaveText('0');
  await card.getByRole('button', { name: 'Vote up' }).click();
  await expect(score).toHaveText('+1');
  expect(perTopicRequests).toEqual([]);
  // The card shows a vote at once, before the server has it: the last vote's request may still be on its way.
  const saved = async () =>
    (await (await voter.context.request.get(`/api/topics/${id}`)).json()) as { myVote: number; score: number };
  await expect.poll(saved).toMatchObject({ myVote: 1, score: 1 });

  // The topic page shows the same vote.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');

  // A visitor sees the counts and is asked to sign in, on the card as on the page.
  const visitorContext = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/topics?q=${encodeURIComponent(title)}`);
  const visitorCard = visitor.getByRole('article').filter({ hasText: title });
  await expect(visitorCard.getByTestId('topic-score')).toHaveText('+1');
  await expect(visitorCard.getByRole('button', { name: 'Vote up' })).toHaveCount(0);
  await expect(visitorCard.getByRole('link', { name: 'Sign in to vote' })).toBeVisible();
  await expectNoAxeViolations(visitor, '/topics signed out');

  await Promise.all([author.context.close(), voter.context.close(), adminContext.close(), visitorContext.close()]);
});
