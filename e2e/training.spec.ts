// Training in the browser against the real server: each of the nine areas,
// from its public page (axe signed out) to a stored score that the history
// shows. A quiz resumes after a reload and an unfinished attempt is discarded;
// the rebuttal drill is answered against its countdown; research notes are
// downloaded; speeches are timed with the format's clock; the dashboard shows
// the streak and the last attempts. Axe on every page and state on the way.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { type Member, newMember } from './support/members.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

/** Answers every question on the page with its first choice, first tag or the order as shown. */
async function answerQuestions(page: Page) {
  const items = page.getByTestId('training-item');
  const count = await items.count();
  for (let i = 0; i < count; i++) await answerQuestion(items.nth(i));
}

async function answerQuestion(item: Locator) {
  if ((await item.getByRole('radio').count()) > 0) {
    await item.getByRole('radio').first().check();
  } else if ((await item.getByRole('checkbox').count()) > 0) {
    await item.getByRole('checkbox').first().check();
  } else if ((await item.getByRole('button', { name: 'This order is my answer' }).count()) > 0) {
    await item.getByRole('button', { name: 'This order is my answer' }).click();
  }
  const selects = item.getByRole('combobox');
  for (let j = 0; j < (await selects.count()); j++) await selects.nth(j).selectOption({ index: 1 });
}

/** Finishes the open attempt and returns the score text the server gave. */
async function finish(page: Page, moduleLabel: string): Promise<string> {
  await page.getByRole('button', { name: 'Finish and see my score' }).click();
  await expect(page.getByRole('heading', { name: `${moduleLabel}: your score` })).toBeVisible();
  const score = (await page.getByTestId('attempt-score').textContent()) ?? '';
  expect(score).toMatch(/^\d+ \/ \d+/);
  return score.trim();
}

async function expectInHistory(member: Member, moduleLabel: string, score: string) {
  const page = member.page;
  await page.goto('/training/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Training History' })).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: moduleLabel }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(score);
}

async function openArea(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
}

async function startModule(page: Page, moduleLabel: string) {
  await page.getByRole('button', { name: `Start: ${moduleLabel}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: moduleLabel })).toBeVisible();
}

test('signed out: the dashboard and every area page say what they practise and ask to sign in; axe finds nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['/training', 'Training'],
    ['/training/argument-builder', 'Argument Builder'],
    ['/training/rebuttal', 'Rebuttal Practice'],
    ['/training/research', 'Topic Research'],
    ['/training/speech', 'Speech Practice'],
    ['/training/mock-debate', 'Mock Debate'],
    ['/training/quick-start', 'Quick Start'],
    ['/training/history', 'Training History'],
    ['/training/assessment', 'Skill Assessment'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to train' })).toBeVisible();
    await expect(page.getByText('opens soon')).toHaveCount(0);
    if (path !== '/training' && path !== '/training/history') {
      await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Start:/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(page, `${path} signed out`);
  }
  await context.close();
});

test('quick start: a basics quiz and a timed one-minute speech end with a first score; the dashboard shows it', async ({
  browser,
}) => {
  const member = await newMember(browser, baseURL(), 'Quick Starter');
  const page = member.page;
  await page.goto('/training');
  await expect(page.getByRole('link', { name: 'Start with the ten-minute quick start' })).toBeVisible();
  await expectNoAxeViolations(page, '/training, no attempts');

  await openArea(page, '/training/quick-start', 'Quick Start');
  await expectNoAxeViolations(page, '/training/quick-start signed in');
  await startModule(page, 'Your first ten minutes');
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Start speech' }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  await expectNoAxeViolations(page, 'quick start, speech running');
  await page.getByRole('button', { name: 'Stop speech' }).click();
  const score = await finish(page, 'Your first ten minutes');
  await expect(page.getByRole('heading', { name: 'Time discipline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Answers and explanations' })).toBeVisible();
  await expectNoAxeViolations(page, 'quick start result');

  await page.goto('/training');
  await expect(page.getByTestId('training-streak')).toHaveText('1 day');
  await expect(page.getByRole('link', { name: 'Your first ten minutes' })).toBeVisible();
  await expectNoAxeViolations(page, '/training with an attempt');
  await expectInHistory(member, 'Your first ten minutes', score);
  await member.context.close();
});

test('skill assessment: fifteen questions, per-skill subscores with explanations', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Assessed Member');
  const page = member.page;
  await openArea(page, '/training/assessment', 'Skill Assessment');
  await startModule(page, 'Skill assessment');
  await expect(page.getByTestId('training-item')).toHaveCount(15);
  await expectNoAxeViolations(page, 'assessment, open');
  await answerQuestions(page);
  await expect(page.getByText('15 of 15 answered')).toBeVisible();
  const score = await finish(page, 'Skill assessment');
  await expect(page.getByRole('heading', { name: 'By skill' })).toBeVisible();
  await expect(page.getByText('Skill assessment: your score')).toBeVisible();
  await expectNoAxeViolations(page, 'assessment result');
  await expectInHistory(member, 'Skill assessment', score);
  await member.context.close();
});

test('argument builder: a quiz resumes after a reload, an unfinished attempt is discarded, a free build is scored', async ({
  browser,
}) => {
  const member = await newMember(browser, baseURL(), 'Argument Builder');
  const page = member.page;
  await openArea(page, '/training/argument-builder', 'Argument Builder');
  await expectNoAxeViolations(page, '/training/argument-builder signed in');

  // Resume: two answers saved, the page reloaded, both still there.
  await startModule(page, 'Parts of an argument');
  const items = page.getByTestId('training-item');
  await answerQuestion(items.nth(0));
  await answerQuestion(items.nth(1));
  await expect(page.getByText('Saved. You can come back to it from any device.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 of 8 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Continue later' }).click();
  await expect(page.getByRole('heading', { name: 'Unfinished attempts' })).toBeVisible();
  await expectNoAxeViolations(page, 'argument builder with an unfinished attempt');
  await page.getByRole('button', { name: 'Discard Parts of an argument' }).click();
  await expect(page.getByRole('heading', { name: 'Unfinished attempts' })).toHaveCount(0);

  // The free build, rated on the rubric.
  await startModule(page, 'Build your own argument');
  await page.getByRole('textbox', { name: 'Claim' }).fill('Lowering the voting age builds a lifelong habit of voting.');
  await page
    .getByRole('textbox', { name: 'Warrant' })
    .fill('People who vote in their first election tend to keep voting, and at 16 most still live at home.');
  await page
    .getByRole('textbox', { name: 'Evidence' })
    .fill('Turnout among 16- and 17-year-olds in the 2014 Scottish referendum was higher than among 18 to 24.');
  await page
    .getByRole('textbox', { name: 'Impact' })
    .fill('A generation with higher turnout makes governments answer to young people for decades.');
  for (const criterion of ['Claim', 'Warrant', 'Evidence', 'Impact', 'Coherence']) {
    await page
      .getByRole('group', { name: new RegExp(`^${criterion}`) })
      .getByRole('radio')
      .nth(2)
      .check();
  }
  await expectNoAxeViolations(page, 'free build');
  const score = await finish(page, 'Build your own argument');
  expect(score).toBe('14 / 21');
  await expectNoAxeViolations(page, 'free build result');
  await expectInHistory(member, 'Build your own argument', score);
  await member.context.close();
});

test('rebuttal: a timed drill, answered argument by argument against the countdown', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Rebuttal Driller');
  const page = member.page;
  await openArea(page, '/training/rebuttal', 'Rebuttal Practice');
  await startModule(page, 'Rebuttal drill');
  await expect(page.getByRole('timer', { name: 'Time left on this argument' })).toBeVisible();
  await expectNoAxeViolations(page, 'rebuttal drill');
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Argument ${n} of 5`)).toBeVisible();
    await answerQuestion(page.getByTestId('training-item'));
    await page
      .getByLabel('Your own response to the argument')
      .fill(`Response ${n}: the link fails because the harm is not unique.`);
    await page.getByRole('button', { name: n < 5 ? 'Answer and go on' : 'Answer', exact: true }).click();
  }
  await expect(page.getByText('You have answered every argument of the drill.')).toBeVisible();
  const score = await finish(page, 'Rebuttal drill');
  await expect(page.getByText('Response 1: the link fails')).toBeVisible();
  await expectNoAxeViolations(page, 'rebuttal result');
  await expectInHistory(member, 'Rebuttal drill', score);
  await member.context.close();
});

test('research: notes with sources, definitions, stakeholders and both sides, scored by the checklist and downloaded', async ({
  browser,
}) => {
  const member = await newMember(browser, baseURL(), 'Topic Researcher');
  const page = member.page;
  await openArea(page, '/training/research', 'Topic Research');
  await expect(page.getByLabel('Motion').first()).toBeVisible();
  await startModule(page, 'Research a motion');
  await page.getByRole('button', { name: 'Add definition' }).click();
  await page.getByRole('textbox', { name: 'Term 1', exact: true }).fill('Voting age');
  await page
    .getByRole('textbox', { name: 'Meaning 1', exact: true })
    .fill('The age from which a citizen may vote in public elections');
  for (const [n, who] of ['16-year-olds', 'Political parties', 'Schools'].entries()) {
    await page.getByRole('button', { name: 'Add stakeholder' }).click();
    await page.getByRole('textbox', { name: `Stakeholder ${n + 1}`, exact: true }).fill(who);
  }
  for (const side of ['Proposition', 'Opposition']) {
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: `Add ${side.toLowerCase()} argument` }).click();
      await page
        .getByRole('textbox', { name: `${side} argument ${n}`, exact: true })
        .fill(`${side} argument number ${n}, with its reason.`);
    }
  }
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Add source' }).click();
    await page.getByLabel(`Source ${n}: title`).fill(`Report ${n}`);
    await page.getByLabel(`Source ${n}: citation`).fill(`Electoral Commission, 202${n}`);
    await page.getByLabel(`Source ${n}: what it shows`).fill('Turnout of first-time voters by age');
  }
  await expectNoAxeViolations(page, 'research notes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as Markdown' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.md$/);
  const score = await finish(page, 'Research a motion');
  expect(score).toBe('10 / 10');
  await expectNoAxeViolations(page, 'research result');
  await expectInHistory(member, 'Research a motion', score);
  await member.context.close();
});

test('speech practice: a format and position, the timed speech, a self-assessment and time discipline', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Speech Maker');
  const page = member.page;
  await openArea(page, '/training/speech', 'Speech Practice');
  await page.getByLabel('Format', { exact: true }).selectOption('standard');
  await page.getByLabel('Position', { exact: true }).selectOption({ index: 1 });
  await startModule(page, 'Timed speech');
  await page.getByRole('button', { name: 'Start speech' }).click();
  await page.getByRole('button', { name: 'Stop speech' }).click();
  await expect(page.getByText('Time spoken. Start again to redo the speech.')).toBeVisible();
  for (const criterion of ['Content', 'Style', 'Strategy']) {
    await page
      .getByRole('group', { name: new RegExp(`^${criterion}`) })
      .getByRole('radio')
      .nth(2)
      .check();
  }
  await expectNoAxeViolations(page, 'speech practice');
  const score = await finish(page, 'Timed speech');
  await expect(page.getByText(/Your self-assessment: 10 \/ 15/)).toBeVisible();
  await expectNoAxeViolations(page, 'speech result');
  await expectInHistory(member, 'Timed speech', score);
  await member.context.close();
});

test('mock debate: a solo run through every speech of a format, and a way to practise with others', async ({ browser }) => {
  const member = await newMember(browser, baseURL(), 'Mock Debater');
  const page = member.page;
  await openArea(page, '/training/mock-debate', 'Mock Debate');
  await expect(page.getByRole('link', { name: 'Create a practice debate' })).toBeVisible();
  await page.getByLabel('Format', { exact: true }).selectOption('standard');
  await startModule(page, 'Solo run');
  await expectNoAxeViolations(page, 'mock debate run');
  for (let n = 0; n < 12; n++) {
    const start = page.getByRole('button', { name: 'Start speech' });
    if ((await start.count()) === 0) break;
    await start.click();
    await page.getByRole('button', { name: 'Stop speech' }).click();
  }
  await expect(page.getByText('Every speech is given.')).toBeVisible();
  const score = await finish(page, 'Solo run');
  await expect(page.getByRole('heading', { name: 'Time discipline' })).toBeVisible();
  await expectNoAxeViolations(page, 'mock debate result');
  await expectInHistory(member, 'Solo run', score);
  await member.context.close();
});

test('history: filters by area and skill, a progress chart per skill, and the attempt’s result one click away', async ({
  browser,
}) => {
  const member = await newMember(browser, baseURL(), 'History Reader');
  const page = member.page;
  await page.goto('/training/history');
  await expect(page.getByRole('heading', { name: 'No attempts yet' })).toBeVisible();
  await expectNoAxeViolations(page, '/training/history empty');

  await openArea(page, '/training/speech', 'Speech Practice');
  await startModule(page, 'Rules of the floor');
  await answerQuestions(page);
  const score = await finish(page, 'Rules of the floor');

  await expectInHistory(member, 'Rules of the floor', score);
  await expect(page.getByRole('heading', { name: 'Progress: All skills' })).toBeVisible();
  await expectNoAxeViolations(page, '/training/history with an attempt');
  await page.getByLabel('Area', { exact: true }).selectOption('rebuttal');
  await expect(page.getByRole('heading', { name: 'No attempts match these filters' })).toBeVisible();
  await page.getByLabel('Area', { exact: true }).selectOption('speech');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await page.getByLabel('Skill', { exact: true }).selectOption('delivery');
  await expect(page).toHaveURL(/skill=delivery/);
  await expect(page.getByRole('heading', { name: 'Progress: Delivery' })).toBeVisible();
  await expectNoAxeViolations(page, '/training/history filtered');
  await page.getByLabel('Skill', { exact: true }).selectOption('');
  await page.getByTestId('history-row').getByRole('link', { name: 'Rules of the floor' }).click();
  await expect(page.getByRole('heading', { name: 'Rules of the floor: your score' })).toBeVisible();
  await member.context.close();
});
