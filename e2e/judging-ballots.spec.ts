// Judging a live debate in the browser against the real server: a member
// becomes a judge (application approved by an admin), chairs a competitive
// Lincoln-Douglas debate between two speakers and runs its room (the creator
// cannot); takes notes on the
// flow sheet (kept over a reload; kept on the device while offline and synced
// when back online; a newer copy from another device wins, this one can be
// restored); submits a ballot (an invalid one first shows the field
// errors; a valid one asks first, showing what will be sent, and cancelling
// keeps every value); confirms the result. A debater then sees the result on the debate
// page, gets the score mail, rates the judge, and appears on the leaderboard.
// axe on the notes, score and debate pages.
import { expect, type Page, test } from '@playwright/test';
import { storageStatePath } from './support/auth.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { type Member, newMember } from './support/members.ts';
import { judgedDebate, newJudge, post } from './support/judging.ts';
import { linkFromMail } from './support/outbox.ts';

test.describe.configure({ timeout: 120_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

const REASON =
  'The affirmative’s framework of justice went unanswered in the negative rebuttal, so the affirmative impacts stood.';

/** A competitive debate starting soon with two speakers, chaired by `judge`. */
const liveDebate = (judge: Member, aff: Member, neg: Member) =>
  judgedDebate('Judged journey debate', aff, neg, [[judge, 'chair']]);

const note = (page: Page, row: number, speech: string) => page.getByRole('textbox', { name: `Note, row ${row}, ${speech}` });
const marks = (page: Page, row: number, speech: string) => page.getByRole('group', { name: `Marks, row ${row}, ${speech}` });
const AC = 'AC (Affirmative Constructive)';
const NC = 'NC (Negative Constructive)';

test('a chair judge takes notes, scores and confirms; a debater sees the result and rates the judge', async ({ browser }) => {
  const judge = await newJudge(browser, 'Jude Chair');
  const aff = await newMember(browser, baseURL(), 'Ada Affirmative');
  const neg = await newMember(browser, baseURL(), 'Ned Negative');
  const id = await liveDebate(judge, aff, neg);
  const { page } = judge;

  // The chair judge, not the debate's creator, runs the live room.
  await aff.page.goto(`/debates/${id}`);
  await expect(aff.page.getByRole('heading', { level: 1, name: 'Judged journey debate' })).toBeVisible();
  await expect(aff.page.getByRole('button', { name: 'Start debate' })).toHaveCount(0);
  await page.goto(`/debates/${id}`);
  await page.getByRole('button', { name: 'Start debate' }).click();
  await page.getByRole('button', { name: 'Start AC' }).click();
  await expect(page.getByRole('button', { name: 'End speech' })).toBeVisible();
  await page.getByRole('button', { name: 'End speech' }).click();
  await expect(page.getByRole('button', { name: 'Start CX' })).toBeVisible();

  // Notes: the list of commitments leads to the debate's flow sheet.
  await page.goto('/judge-note-taking');
  await expect(page.getByRole('heading', { level: 2, name: 'Your debates' })).toBeVisible();
  expect(formatViolations('notes list', await runAxe(page))).toBe('notes list: no violations');
  await page.getByRole('link', { name: 'Flow sheet for Judged journey debate' }).click();
  await expect(page).toHaveURL(new RegExp(`/judge-note-taking\\?debate=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Notes: Judged journey debate' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Affirmative Constructive/ })).toContainText('Ada Affirmative');
  const status = page.getByTestId('notes-status');
  await note(page, 1, AC).fill('Framework: justice as fairness');
  await marks(page, 1, AC).getByRole('button', { name: 'Strong' }).click();
  await expect(status).toHaveText('Saved');
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('row')).toHaveCount(5);
  await expect(status).toHaveText('Saved');
  expect(formatViolations('flow sheet', await runAxe(page))).toBe('flow sheet: no violations');

  await page.reload();
  await expect(note(page, 1, AC)).toHaveValue('Framework: justice as fairness');
  await expect(marks(page, 1, AC).getByRole('button', { name: 'Strong' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row')).toHaveCount(5);

  // Offline: the note stays on this device, then syncs once back online.
  await judge.context.setOffline(true);
  await note(page, 2, NC).fill('Utilitarian impacts outweigh');
  await expect(status).toHaveText('Offline — kept on this device');
  const draft = await page.evaluate((key) => localStorage.getItem(key), `sdc_flow:${id}`);
  expect(draft).toContain('Utilitarian impacts outweigh');
  await judge.context.setOffline(false);
  await expect(status).toHaveText('Saved', { timeout: 10_000 });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `sdc_flow:${id}`)).toBeNull();
  const saved = await judge.context.request.get(`/api/judging/debates/${id}/notes`);
  expect(await saved.text()).toContain('Utilitarian impacts outweigh');
  // Another device saves newer notes: this page's next save is refused (409), so it
  // loads the newer copy and keeps its own to restore.
  const current = JSON.parse(await saved.text()) as { sheet: { rows: Record<string, { text: string }>[] }; version: number };
  const fromLaptop = structuredClone(current.sheet);
  if (fromLaptop.rows[0]?.ac) fromLaptop.rows[0].ac.text = 'Edited on the laptop';
  const put = await judge.context.request.put(`/api/judging/debates/${id}/notes`, {
    headers: { origin: baseURL() },
    data: { sheet: fromLaptop, baseVersion: current.version },
  });
  expect(put.status(), await put.text()).toBe(200);
  await note(page, 3, AC).fill('Edited on the phone');
  await expect(page.getByRole('alert').filter({ hasText: 'Your notes changed elsewhere' })).toBeVisible();
  await expect(note(page, 1, AC)).toHaveValue('Edited on the laptop');
  await expect(note(page, 3, AC)).toHaveValue('');
  await page.getByRole('button', { name: 'Restore this device’s copy' }).click();
  await expect(note(page, 3, AC)).toHaveValue('Edited on the phone');
  await expect(note(page, 1, AC)).toHaveValue('Framework: justice as fairness');
  await expect(status).toHaveText('Saved');
  await expect(page.getByRole('alert').filter({ hasText: 'Your notes changed elsewhere' })).toHaveCount(0);

  // Private: a debater cannot read the judge's notes.
  expect((await aff.context.request.get(`/api/judging/debates/${id}/notes`)).status()).toBe(403);

  // The ballot: an invalid one first shows its errors on the fields.
  await page.getByRole('link', { name: 'Ballot', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ballot: Judged journey debate' })).toBeVisible();
  await expect(page.getByTestId('panel')).toContainText('Jude Chair (you)');
  await expect(page.getByTestId('panel')).toContainText('No ballot yet');
  expect(formatViolations('score page', await runAxe(page))).toBe('score page: no violations');
  const affScore = page.getByLabel('Speaker score: Ada Affirmative (Affirmative)');
  const negScore = page.getByLabel('Speaker score: Ned Negative (Negative)');
  await affScore.fill('31');
  await page.getByLabel('Reason for decision').fill('Too short.');
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the ballot' })).toBeVisible();
  await expect(affScore).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A speaker score must be between 25 and 30 in steps of 0.1').first()).toBeVisible();
  await expect(negScore).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The reason for decision must be at least 50 characters').first()).toBeVisible();
  await expect(page.getByText('Choose the winning side').first()).toBeVisible();
  expect(formatViolations('score page with errors', await runAxe(page))).toBe('score page with errors: no violations');

  await page.getByRole('radio', { name: 'Affirmative' }).check();
  await affScore.fill('28.5');
  await negScore.fill('27.4');
  await expect(page.getByTestId('ballot-totals')).toContainText('Affirmative: 28.5');
  await page.getByLabel('Reason for decision').fill(REASON);
  await page.getByLabel('Ada Affirmative (Affirmative)', { exact: true }).fill('Weigh your framework against theirs explicitly.');
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the ballot' })).toHaveCount(0);

  // Submitting is final, so it asks first and shows the ballot as it will be sent.
  const feedback = page.getByLabel('Ada Affirmative (Affirmative)', { exact: true });
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  const step = page.getByTestId('submit-step');
  await expect(step).toContainText('Submit this ballot?');
  const pending = step.getByTestId('pending-ballot');
  await expect(pending).toContainText('Winner: Affirmative');
  await expect(pending.getByRole('row').filter({ hasText: 'Ada Affirmative' })).toContainText('28.5');
  await expect(pending.getByRole('row').filter({ hasText: 'Ned Negative' })).toContainText('27.4');
  await expect(pending).toContainText(REASON);
  await expect(pending).toContainText('Weigh your framework against theirs explicitly.');
  await expect(step.getByRole('button', { name: 'Yes, submit my ballot' })).toBeFocused();
  expect(formatViolations('score page asking to submit', await runAxe(page))).toBe('score page asking to submit: no violations');
  // Cancel goes back to the form with every value kept, and nothing was sent.
  await step.getByRole('button', { name: 'Cancel' }).click();
  await expect(step).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit ballot' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Affirmative' })).toBeChecked();
  await expect(affScore).toHaveValue('28.5');
  await expect(negScore).toHaveValue('27.4');
  await expect(page.getByLabel('Reason for decision')).toHaveValue(REASON);
  await expect(feedback).toHaveValue('Weigh your framework against theirs explicitly.');
  await expect(page.getByTestId('panel')).toContainText('No ballot yet');
  // Changing a value while asked closes the step: what it showed is out of date.
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await expect(step).toBeVisible();
  await negScore.fill('27.3');
  await expect(step).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit ballot' }).click();
  await expect(step.getByRole('row').filter({ hasText: 'Ned Negative' })).toContainText('27.3');
  await step.getByRole('button', { name: 'Yes, submit my ballot' }).click();
  await expect(page.getByTestId('my-ballot')).toContainText('Winner: Affirmative');
  await expect(page.getByTestId('panel')).toContainText('Ballot submitted');

  // Confirming asks first, then locks the result.
  await page.getByRole('button', { name: 'Confirm result' }).click();
  await expect(page.getByTestId('confirm-step')).toContainText('Confirming locks the result');
  await page.getByRole('button', { name: 'Yes, confirm and lock the result' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible();
  await expect(page.getByTestId('decision-headline')).toContainText('Affirmative won');
  await expect(page.getByRole('button', { name: 'Confirm result' })).toHaveCount(0);
  expect(formatViolations('confirmed score page', await runAxe(page))).toBe('confirmed score page: no violations');

  // A debater sees the result, the judge's advice, and rates the judge.
  const debaterPage = aff.page;
  await debaterPage.goto(`/debates/${id}`);
  const result = debaterPage.getByTestId('debate-result');
  await expect(result.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible();
  await expect(result.getByTestId('decision-headline')).toContainText('Affirmative won');
  await expect(result.getByTestId('side-totals')).toContainText('28.5');
  await expect(result).toContainText(REASON);
  await expect(result.getByTestId('my-feedback')).toContainText('Weigh your framework against theirs explicitly.');
  const form = result.getByTestId('judge-feedback-form');
  await form.getByRole('button', { name: 'Send feedback on Jude Chair' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5')).toBeVisible();
  expect(formatViolations('debate page with result', await runAxe(debaterPage))).toBe('debate page with result: no violations');
  await form.getByRole('radio', { name: '4 Very helpful' }).check();
  await form.getByLabel('Comment (optional)').fill('Clear reasons, thank you.');
  await form.getByRole('button', { name: 'Send feedback on Jude Chair' }).click();
  await expect(result.getByTestId('feedback-sent')).toHaveText('Thank you: your feedback on Jude Chair was sent.');
  await expect(result.getByTestId('judge-feedback-form')).toHaveCount(0);
  // Once per judge.
  const again = await post(aff, `/api/judging/debates/${id}/feedback/${judge.userId}`, { rating: 5 });
  expect(again.status).toBe(409);

  // The score mail reaches each debater, linking to the result.
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const link = await linkFromMail(
    admin,
    { to: neg.email, subject: /Your score for Judged journey debate/ },
    'See the full result',
  );
  expect(link.pathname).toBe(`/debates/${id}`);
  await admin.close();

  // The leaderboard shows the new ratings, provisional after one debate.
  await debaterPage.goto('/leaderboards?format=lincoln-douglas');
  const row = debaterPage.getByRole('row').filter({ hasText: 'Ada Affirmative' });
  await expect(row).toContainText('Provisional');
  await expect(debaterPage.getByRole('row').filter({ hasText: 'Ned Negative' })).toBeVisible();

  for (const member of [judge, aff, neg]) await member.context.close();
});
