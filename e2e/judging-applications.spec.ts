// Judge applications and commitments in the browser against the real server: a
// member applies (with a club and a person as conflicts); an admin, refused a
// decline without a real reason, approves through /admin/judges; the new judge
// sees the dashboard, finds a debate that needs judges, accepts it as chair,
// withdraws and accepts again, and a second judge who tried for the same chair
// sees the server's reason; axe on every page on the way.
import { type BrowserContext, expect, test } from '@playwright/test';
import { displayName } from '#shared/accounts/display-name.ts';
import { DECLINE_REASON_MIN, JUDGE_FEEDBACK_MIN_RESPONSES, JUDGE_MESSAGES } from '#shared/judging/contract.ts';
import { demoAdmin } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createDebateViaApi, type Member, newMember } from './support/members.ts';

// One long journey with a dozen axe runs on a 2-core machine.
test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

/** Sends `member`'s application through the API and has `admin` review it. */
async function reviewViaApi(
  member: Member,
  admin: { context: BrowserContext },
  review: Record<string, string> = { decision: 'approve' },
) {
  const applied = await member.context.request.post('/api/judging/applications', {
    headers: { origin: baseURL() },
    data: {
      experience: 'Three seasons of judging school debates.',
      formats: ['world-schools'],
      paradigm: 'I weigh the arguments made in the round against each other and explain every decision in full.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const reviewed = await admin.context.request.post(`/api/judging/applications/${id}/review`, {
    headers: { origin: baseURL() },
    data: review,
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
}

test('a member applies, an admin approves, and the new judge accepts a debate as chair, withdraws and accepts again', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const applicant = await newMember(browser, baseURL(), `Applicant ${suffix}`);
  const conflicted = await newMember(browser, baseURL(), `Conflicted ${suffix}`);
  const host = await newMember(browser, baseURL(), `Judging Host ${suffix}`);
  const rival = await newMember(browser, baseURL(), `Rival Judge ${suffix}`);
  const admin = await demoAdmin(browser);
  const title = `Judged round ${suffix}`;
  const debateId = await createDebateViaApi(
    host,
    baseURL(),
    { title, format: 'world-schools', debateType: 'competitive', maxParticipants: 6 },
    2 * 24 * 60,
  );
  const clubs = await (await applicant.context.request.get('/api/clubs?limit=1&sort=alphabetical')).json();
  const club = clubs.items[0] as { id: string; name: string };
  const { page } = applicant;

  // Not a judge yet: the dashboard and the list say so and point to the application.
  await page.goto('/judge-dashboard');
  await expect(page.getByRole('heading', { name: 'Only approved judges can do this' })).toBeVisible();
  await expectNoAxeViolations(page, '/judge-dashboard (not a judge)');

  // Apply: the contract's errors first, then a complete application with conflicts.
  await page.goto('/become-judge');
  await expect(page.getByRole('heading', { level: 2, name: 'Apply to judge' })).toBeVisible();
  await expectNoAxeViolations(page, '/become-judge (form)');
  await page.getByLabel('Your debate and judging experience').fill('Too short');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Experience must be at least 20 characters')).toBeVisible();
  await expect(page.getByText('Choose at least one format')).toBeVisible();

  await page.getByLabel('Your debate and judging experience').fill('Four years of university debating and two seasons judging.');
  await page.getByRole('checkbox', { name: 'World Schools' }).check();
  await page.getByRole('checkbox', { name: 'British Parliamentary' }).check();
  await page
    .getByLabel('Your judging paradigm')
    .fill('I decide on the arguments made in the round, weighing impact and clash, and I never intervene with my own views.');
  await page.getByLabel('Search clubs').fill(club.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Add ${club.name}` }).click();
  await expect(page.getByRole('list', { name: 'Club conflicts' })).toContainText(club.name);
  await page.getByLabel('Profile link or member id').fill('not a link');
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('Paste the link of their profile page')).toBeVisible();
  await page.getByLabel('Profile link or member id').fill(`${baseURL()}/user/${conflicted.userId}`);
  await page.getByRole('button', { name: 'Add person' }).click();
  // The public profile may have no full name yet (then the username shows); the server's answer names the account.
  await expect(page.getByRole('list', { name: 'People conflicts' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, '/become-judge (filled form)');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is waiting for review' })).toBeVisible();
  // Named as everywhere else: the profile's name, else the username (display-name.ts).
  const conflictedProfile = await (await page.request.get(`/api/users/${conflicted.userId}`)).json();
  await expect(page.getByTestId('judge-application')).toContainText(displayName(conflictedProfile));
  await expectNoAxeViolations(page, '/become-judge (pending)');

  // The admin reviews: a decline needs a reason, then approve.
  await admin.page.goto('/admin/judges');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Judge applications' })).toBeVisible();
  const card = admin.page.getByTestId('judge-application-card').filter({ hasText: applicant.name });
  await expect(card).toContainText('Four years of university debating');
  await expect(card).toContainText(club.name);
  await expectNoAxeViolations(admin.page, '/admin/judges');
  await card.getByRole('button', { name: `Decline ${applicant.name}` }).click();
  await card.getByLabel('Reason for declining').fill('Too short');
  await card.getByRole('button', { name: 'Decline application' }).click();
  await expect(card.getByText(`The reason must be at least ${DECLINE_REASON_MIN} characters`)).toBeVisible();
  await expectNoAxeViolations(admin.page, '/admin/judges (declining)');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: `Approve ${applicant.name}` }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: `${applicant.name} is now a judge` })).toBeVisible();
  await admin.page.getByLabel('Show').selectOption('approved');
  await expect(admin.page.getByTestId('judge-application-card').filter({ hasText: applicant.name })).toContainText('Approved');

  // The judge's dashboard: nothing yet, and feedback hidden below the minimum.
  await page.goto('/judge-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Your record' })).toBeVisible();
  await expect(page.getByText(`Appears after ${JUDGE_FEEDBACK_MIN_RESPONSES} responses`)).toBeVisible();
  await expectNoAxeViolations(page, '/judge-dashboard');
  await page.goto('/become-judge');
  await expect(page.getByRole('heading', { name: 'You are a judge' })).toBeVisible();

  // The debate is available; accept it as chair.
  await page.goto('/judge-available-debates?format=world-schools&type=competitive&limit=50');
  const item = page.getByTestId('available-debate').filter({ hasText: title });
  await expect(item).toContainText('Chair, Panellist, Trainee');
  // Only the formats the judge applied for are listed, and offered as a filter.
  await expect(page.getByTestId('judged-formats')).toHaveText(
    'Debates in the formats you judge: British Parliamentary and World Schools.',
  );
  await expect(page.getByLabel('Format', { exact: true }).locator('option')).toHaveText([
    'Any',
    'British Parliamentary',
    'World Schools',
  ]);
  await expectNoAxeViolations(page, '/judge-available-debates');
  await item.getByRole('link', { name: `Accept to judge ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/judge-commitment/${debateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Judge: ${title}` })).toBeVisible();
  await expectNoAxeViolations(page, '/judge-commitment');
  await page.getByRole('radio', { name: /^Chair/ }).check();
  await page.getByRole('button', { name: 'Accept as chair' }).click();
  await expect(page.getByTestId('my-judge-position')).toContainText('Chair');
  await expect(page.getByTestId('panel')).toContainText(applicant.name);
  await expect(page.getByRole('link', { name: 'Take notes' })).toHaveAttribute('href', `/judge-note-taking?debate=${debateId}`);
  await expect(page.getByRole('link', { name: 'Score the debate' })).toHaveAttribute('href', `/judge/score/${debateId}`);
  await expectNoAxeViolations(page, '/judge-commitment (chair)');

  // Taking a second place on the same panel is refused by the server.
  const twice = await applicant.context.request.post(`/api/judging/debates/${debateId}/judges`, {
    headers: { origin: baseURL() },
    data: { position: 'trainee' },
  });
  expect(twice.status()).toBe(409);

  // Another judge opens the page while the chair is free…
  await reviewViaApi(rival, admin);

  // Withdraw, then accept again.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('commitment-message')).toHaveText('You have withdrawn from this debate.');
  await expect(page.getByTestId('panel')).not.toContainText(applicant.name);
  await rival.page.goto(`/judge-commitment/${debateId}`);
  await expect(rival.page.getByRole('radio', { name: /^Chair/ })).toBeEnabled();
  await page.getByRole('radio', { name: /^Chair/ }).check();
  await page.getByRole('button', { name: 'Accept as chair' }).click();
  await expect(page.getByTestId('my-judge-position')).toContainText('Chair');

  // …and is told plainly, by the server, that it has gone.
  await rival.page.getByRole('radio', { name: /^Chair/ }).check();
  await rival.page.getByRole('button', { name: 'Accept as chair' }).click();
  await expect(rival.page.getByRole('alert').filter({ hasText: JUDGE_MESSAGES.chairTaken })).toBeVisible();
  await expectNoAxeViolations(rival.page, '/judge-commitment (server error)');

  await page.goto('/judge-dashboard');
  await expect(page.getByTestId('upcoming-commitments')).toContainText(title);
  await expectNoAxeViolations(page, '/judge-dashboard (with a commitment)');

  for (const member of [applicant, conflicted, host, rival, admin]) await member.context.close();
});

test('a declined applicant sees the reason and applies again from their last application', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), `Declined ${Date.now().toString(36)}`);
  const admin = await demoAdmin(browser);
  const reason = 'Please judge a few practice rounds first.';
  await reviewViaApi(member, admin, { decision: 'decline', reason });

  await member.page.goto('/become-judge');
  await expect(member.page.getByRole('heading', { level: 2, name: 'Apply again' })).toBeVisible();
  await expect(member.page.getByTestId('declined')).toContainText(reason);
  await expect(member.page.getByLabel('Your debate and judging experience')).toHaveValue(
    'Three seasons of judging school debates.',
  );
  await expect(member.page.getByRole('checkbox', { name: 'World Schools' })).toBeChecked();
  await expectNoAxeViolations(member.page, '/become-judge (declined)');
  await member.page.getByRole('button', { name: 'Send application' }).click();
  await expect(member.page.getByRole('heading', { name: 'Your application is waiting for review' })).toBeVisible();
  for (const visitor of [member, admin]) await visitor.context.close();
});
