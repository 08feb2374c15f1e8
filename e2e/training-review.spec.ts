// Peer review of a training attempt in the browser against the real server: a
// member completes a free argument build (through the API), asks an approved
// judge for a review on /training/reviews?attempt=…, the judge — in a browser
// context of their own — finds the request in the inbox, reads the build and
// the member's self-assessment, rates every criterion and comments; the member
// then sees the judge's score and comment beside their own assessment. axe on
// the inbox, the review form, and the member's view.
import { expect, test } from '@playwright/test';
import { ARGUMENT_BUILD_RUBRIC } from '#shared/training/rubrics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newJudge, post } from './support/judging.ts';
import { newMember } from './support/members.ts';

// Two members, a judge approved by the admin, several axe runs on a 2-core machine.
test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

const BUILD = {
  kind: 'argument-build',
  motion: 'This house would make public transport free',
  side: 'proposition',
  claim: 'Free public transport cuts traffic in city centres.',
  warrant: 'When the fare is gone, a bus trip costs less than driving and parking, so people switch.',
  evidence: 'Tallinn saw a measurable rise in public transport trips after fares were removed in 2013.',
  impact: 'Fewer cars means cleaner air and faster journeys for everyone, including those who still drive.',
};

test('a member asks a judge to review an argument build; the judge scores it; the member sees the score beside their own', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const member = await newMember(browser, baseURL(), `Review Seeker ${suffix}`);
  const judge = await newJudge(browser, `Review Judge ${suffix}`);

  // A completed free build with a self-assessment (2+4+1+4+2 = 13 of 21).
  const started = await post(member, '/api/training/attempts', { moduleId: 'argument-free-build' });
  expect(started.status, started.body).toBe(201);
  const attempt = JSON.parse(started.body) as { id: string; version: number };
  const completed = await post(member, `/api/training/attempts/${attempt.id}/complete`, {
    answers: [],
    work: [BUILD],
    selfAssessment: { claim: 2, warrant: 2, evidence: 1, impact: 2, coherence: 2 },
    version: attempt.version,
  });
  expect(completed.status, completed.body).toBe(200);

  // The member asks the judge from the list the API offers.
  const { page } = member;
  await page.goto(`/training/reviews?attempt=${attempt.id}`);
  const review = page.getByRole('region', { name: 'Peer review' });
  await expect(review).toBeVisible();
  await review.getByRole('combobox', { name: 'Reviewer' }).selectOption({ label: `${judge.name} (judge)` });
  await review.getByLabel('Note for the reviewer').fill('Is my warrant more than a restatement?');
  await review.getByRole('button', { name: 'Ask for a review' }).click();
  const request = review.getByTestId('review-request');
  await expect(request).toContainText(judge.name);
  await expect(request).toContainText('Waiting for review');
  await expectNoAxeViolations(page, 'the member’s request');

  // The judge, in a context of their own, finds it in the inbox.
  const judgePage = judge.page;
  await judgePage.goto('/training/reviews');
  const inbox = judgePage.getByRole('region', { name: 'Asked of you' });
  await expect(inbox.getByRole('link', { name: 'Build your own argument' })).toBeVisible();
  await expectNoAxeViolations(judgePage, 'the reviewer inbox');
  await inbox.getByRole('link', { name: 'Build your own argument' }).click();
  await expect(judgePage.getByText(BUILD.warrant)).toBeVisible();
  await expect(judgePage.getByText('Is my warrant more than a restatement?')).toBeVisible();
  await expect(judgePage.getByRole('region', { name: 'Self-assessment' })).toContainText('13 of 21');

  // A review without every criterion rated is refused in the page.
  const form = judgePage.getByRole('form', { name: 'Your review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('alert')).toContainText('Rate every criterion');
  await expectNoAxeViolations(judgePage, 'the review form with its errors');

  // Claim 3, warrant 2, evidence 2, impact 2, coherence 3: 3 + 4 + 2 + 4 + 3 = 16 of 21.
  const levels: Record<string, number> = { claim: 3, warrant: 2, evidence: 2, impact: 2, coherence: 3 };
  for (const criterion of ARGUMENT_BUILD_RUBRIC.criteria) {
    const group = form.getByRole('group', { name: new RegExp(`^${criterion.label}`) });
    await group
      .getByRole('radio')
      .nth(levels[criterion.id] as number)
      .check();
  }
  await form
    .getByLabel('Comment')
    .fill('A clear claim and a real mechanism. Name the source of the Tallinn figure so a judge can check it.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  const judged = judgePage.getByRole('region', { name: 'The review' });
  await expect(judged.getByTestId('review-score')).toHaveText('16 of 21');

  // The member sees the judge's score and comment beside their own assessment.
  await page.reload();
  const result = page.getByRole('region', { name: 'Peer review' }).getByTestId('review-request');
  await expect(result).toContainText('Reviewed');
  await expect(result.getByTestId('review-score')).toHaveText('16 of 21');
  await expect(result.getByTestId('self-score')).toHaveText('13 of 21');
  await expect(result).toContainText('Name the source of the Tallinn figure');
  await expectNoAxeViolations(page, 'the member’s reviewed attempt');

  // And in the list of the reviews they asked for.
  await page.goto('/training/reviews');
  await expect(page.getByRole('region', { name: 'Reviews you asked for' })).toContainText('16 of 21');

  await member.context.close();
  await judge.context.close();
});
